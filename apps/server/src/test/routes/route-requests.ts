import fc from 'fast-check';
import type { ApiRoute } from '../../plugins/access.ts';
import { isSchema, validSample, type Schema } from './zod-arbitrary.ts';

/** One request to a route, as parts: the matrix sends valid ones, the fuzzer bad ones. */
export interface RouteRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** What was made bad, for the failure report. */
  mutation?: string;
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A request the route's schemas accept (as far as generated values can tell; refinements may still refuse it). */
export function validRequest(route: ApiRoute, seed: number): RouteRequest {
  const { params, querystring, body } = route.schema;
  const sampledParams = isSchema(params) ? asRecord(validSample(params, seed)) : {};
  for (const name of paramNames(route.url)) sampledParams[name] ??= 1;
  return {
    params: sampledParams,
    query: isSchema(querystring) ? asRecord(validSample(querystring, seed + 1)) : {},
    body: isSchema(body) ? validSample(body, seed + 2) : undefined,
  };
}

/**
 * The text of a URL part. A lone surrogate can't be encoded by `encodeURIComponent`: it is sent as the bytes a
 * careless client would (CESU-8), which the server must refuse, not choke on.
 */
function encodePart(value: unknown): string {
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return text.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/g, (chunk) => {
    if (chunk.length === 1 && /[\ud800-\udfff]/.test(chunk)) {
      const code = chunk.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(chunk);
  });
}

/** The URL of a request: path parameters filled in, query appended (arrays as repeated keys). */
export function urlOf(route: ApiRoute, request: RouteRequest): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodePart(request.params[name] ?? 1));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(`${encodePart(key)}=${encodePart(item ?? '')}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Values no schema should let through to the database, or that test the edges of the ones that do. */
const BAD_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'x\ud800y'],
  ['lone low surrogate', '\udfff'],
  ['int4 overflow', 2_147_483_648],
  ['int4 underflow', -2_147_483_649],
  ['beyond 2^53', 2 ** 53 + 2],
  ['huge float', 1e308],
  ['negative', -1],
  ['zero', 0],
  ['fraction', 0.5],
  ['month 13', '2026-13-45'],
  ['30 February', '2026-02-30'],
  ['year 0', '0000-00-00'],
  ['empty', ''],
  ['blank', '   '],
  ['very long', 'x'.repeat(100_000)],
  ['null', null],
  ['boolean', true],
  ['empty array', []],
  ['object', { a: 1 }],
  ['array of numbers', [1, 2, 3]],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
  ['exponent overflow text', '1e400'],
  ['SQL', "' or 1=1 --"],
  ['LIKE wildcards', '%_\\'],
  ['path traversal', '../../etc/passwd'],
  ['markup', '<script>alert(1)</script>'],
  ['30 digits', '9'.repeat(30)],
  ['Arabic digits', '١٢٣'],
  ['bidi override', '\u202egnp.exe'],
  ['emoji', '😀'],
];

/** Path-parameter texts: what a hand-typed or crafted URL may hold. */
const BAD_PARAMS: ReadonlyArray<readonly [string, string]> = [
  ['zero', '0'],
  ['negative', '-1'],
  ['int4 overflow', '2147483648'],
  ['exponent', '1e3'],
  ['fraction', '1.5'],
  ['letters', 'abc'],
  ['NUL', '\u0000'],
  ['lone surrogate', '\ud800'],
  ['30 digits', '9'.repeat(30)],
  ['blank', ' '],
];

/** Whole bodies of the wrong shape. */
const BAD_BODIES: ReadonlyArray<readonly [string, unknown]> = [
  ['null body', null],
  ['array body', []],
  ['text body', 'text'],
  ['number body', 42],
  ['deep nesting', JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`)],
  ['prototype key', JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')],
];

/** Every path to a value inside `value` (objects and arrays), the root excluded. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** The top-level keys a schema's object shape names (optional ones too, even when the sample left them out). */
function shapeKeys(schema: unknown): string[] {
  let current = schema;
  for (let i = 0; i < 5 && isSchema(current); i++) {
    const def = (current as Schema)._zod.def;
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    current = def.innerType ?? def.out ?? def.in;
  }
  return [];
}

function setAt(target: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy: unknown = structuredClone(target ?? {});
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** `count` bad requests made from a valid one: one value, one parameter or the whole body changed at a time. */
export function badRequests(route: ApiRoute, seed: number, count: number): RouteRequest[] {
  const base = validRequest(route, seed);
  const { body, querystring } = route.schema;
  const bodyPaths = [...pathsOf(base.body), ...shapeKeys(body).map((key) => [key])];
  const queryKeys = [...new Set([...Object.keys(base.query), ...shapeKeys(querystring), 'q'])];
  const params = paramNames(route.url);
  const sendsBody = route.method !== 'GET';

  const mutation = fc.oneof(
    ...(bodyPaths.length && sendsBody
      ? [
          fc
            .tuple(fc.constantFrom(...bodyPaths), fc.constantFrom(...BAD_VALUES))
            .map(([path, [name, value]]): RouteRequest => ({
              ...base,
              body: setAt(base.body, path, value),
              mutation: `body.${path.join('.')} = ${name}`,
            })),
          fc.constantFrom(...bodyPaths).map((path): RouteRequest => ({
            ...base,
            body: setAt(base.body, path, undefined, true),
            mutation: `body.${path.join('.')} removed`,
          })),
        ]
      : []),
    ...(sendsBody
      ? [
          fc
            .constantFrom(...BAD_BODIES)
            .map(([name, value]): RouteRequest => ({ ...base, body: value, mutation: name })),
        ]
      : []),
    fc
      .tuple(fc.constantFrom(...queryKeys), fc.constantFrom(...BAD_VALUES))
      .map(([key, [name, value]]): RouteRequest => ({
        ...base,
        query: { ...base.query, [key]: value },
        mutation: `query.${key} = ${name}`,
      })),
    fc.constantFrom(...queryKeys).map((key): RouteRequest => ({
      ...base,
      query: { ...base.query, [key]: ['1', '2'] },
      mutation: `query.${key} repeated`,
    })),
    ...(params.length
      ? [
          fc
            .tuple(fc.constantFrom(...params), fc.constantFrom(...BAD_PARAMS))
            .map(([key, [name, value]]): RouteRequest => ({
              ...base,
              params: { ...base.params, [key]: value },
              mutation: `params.${key} = ${name}`,
            })),
        ]
      : []),
  );
  return fc.sample(mutation, { numRuns: count, seed });
}

/** The JSON payload of a request (undefined: no body at all). */
export const payloadOf = (route: ApiRoute, request: RouteRequest) =>
  route.method === 'GET' || request.body === undefined ? undefined : JSON.stringify(request.body);

/** A short name for a route in reports: `PATCH /api/apps/users/:id`. */
export const routeName = (route: ApiRoute) => `${route.method} ${route.url}`;

/**
 * The seed of one route's generated inputs: the run's seed and the route's name, not its place in the table, so a
 * replayed seed gives each route the same inputs after other routes were added.
 */
export function routeSeed(seed: number, route: ApiRoute): number {
  let hash = seed | 0;
  for (const char of routeName(route)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
