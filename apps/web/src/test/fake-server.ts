import { vi } from 'vitest';

/**
 * The API as a test sees it: `fetch` stubbed with route handlers keyed by method and path, and every request
 * logged for the test to assert on. Undone by `vi.unstubAllGlobals()` (the harness does it after each test).
 */

/** One request the page sent. */
export interface Call {
  method: string;
  /** Path and query as sent, e.g. `/api/apps/ecommerce/categories?page=1&itemsPerPage=10`. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  /** A JSON body parsed; any other body (FormData) as sent. */
  body: unknown;
}

/** An answer: 200 and `{}` unless told; 204 has no body. */
export interface Reply {
  status?: number;
  body?: unknown;
}

/** A fixed reply, or one computed from the request; a promise the test settles itself keeps the page waiting. */
export type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

/** `'GET /api/apps/users/:id'` → handler. A path without `:name` segments wins over one with them. */
export type Routes = Record<string, Handler>;

export interface FakeServer {
  /** Every request, in the order sent. */
  readonly calls: Call[];
  /** Adds routes, replacing those with the same key. */
  on(routes: Routes): FakeServer;
  /** The requests a route key (`'GET /api/x'`, `:name` segments allowed) matches. */
  callsTo(route: string): Call[];
  /** The requests other than reads. */
  writes(): Call[];
}

const NOT_FOUND: Reply = { status: 404, body: { message: 'Not found' } };

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  exact: boolean;
}

function compile(key: string): Route {
  const [method, path] = key.split(' ');
  if (!method || !path?.startsWith('/')) throw new Error(`A route is "METHOD /path", not "${key}"`);
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, exact: names.length === 0 };
}

function match(route: Route, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const found = route.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
}

const respond = ({ status = 200, body = {} }: Reply) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs `fetch` with `routes`; a request no route matches answers `otherwise` (a 404 unless told).
 * Returns the server, to add routes later and read the calls.
 */
export function fakeServer(routes: Routes = {}, { otherwise = NOT_FOUND }: { otherwise?: Reply } = {}): FakeServer {
  const table = new Map<string, { route: Route; handler: Handler }>();
  const calls: Call[] = [];

  const find = (method: string, path: string) => {
    let best: { handler: Handler; params: Record<string, string>; exact: boolean } | undefined;
    for (const { route, handler } of table.values()) {
      const params = match(route, method, path);
      if (params && (!best || (route.exact && !best.exact))) best = { handler, params, exact: route.exact };
    }
    return best;
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://test');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
      const found = find(method, url.pathname);
      const call: Call = {
        method,
        url: `${url.pathname}${url.search}`,
        path: url.pathname,
        query: url.searchParams,
        params: found?.params ?? {},
        body,
      };
      calls.push(call);
      if (!found) return respond(otherwise);
      return respond(typeof found.handler === 'function' ? await found.handler(call) : found.handler);
    }),
  );

  const server: FakeServer = {
    calls,
    on(more) {
      for (const [key, handler] of Object.entries(more)) table.set(key, { route: compile(key), handler });
      return server;
    },
    callsTo(key) {
      const route = compile(key);
      return calls.filter((call) => match(route, call.method, call.path));
    },
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
  return server.on(routes);
}
