import fc from 'fast-check';

/**
 * fast-check arbitraries of the values a zod 4 schema (classic or mini) accepts, read from the schema's own
 * definition: the authorization matrix sends them as valid requests, the fuzzer mutates them into bad ones.
 * Refinements can't be read, so a caller that needs a valid value filters with `safeParse` (`validSample`).
 */

/** The parts of zod's internal definition this reads (`schema._zod.def`). */
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  in?: Schema;
  out?: Schema;
  left?: Schema;
  right?: Schema;
  items?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number | bigint;
  maximum?: number | bigint;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}
export interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema).safeParse === 'function';

const defOf = (schema: Schema) => schema._zod.def;
/** The checks of a schema, its own format (`z.email()`) included. */
function checksOf(def: Def): CheckDef[] {
  const own = def.format ? [{ check: 'string_format', format: def.format, pattern: def.pattern }] : [];
  return [...own, ...(def.checks ?? []).map((check) => check._zod.def)];
}

/** Text a person types: Latin and Arabic letters, digits, inner spaces. */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789أبتثجحخدذرسشصعقلمنهوي'];
const word = (min: number, max: number) =>
  fc
    .array(
      fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...LETTERS) }, { weight: 1, arbitrary: fc.constant(' ') }),
      {
        minLength: min,
        maxLength: max,
      },
    )
    .map((chars) => {
      const text = chars.join('');
      // Trimmed schemas count the trimmed length: keep the ends solid.
      return text.length > 0
        ? `${text[0] === ' ' ? 'a' : text[0]}${text.slice(1, -1)}${text.length > 1 ? (text.at(-1) === ' ' ? 'z' : text.at(-1)) : ''}`
        : text;
    });

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const isoDateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  let min = 0;
  let max = 24;
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, Number(check.minimum));
    if (check.check === 'max_length') max = Math.min(max === 24 ? Number(check.maximum) : max, Number(check.maximum));
    if (check.check === 'length_equals') min = max = Number(check.length);
  }
  max = Math.max(min, Math.min(max, min + 40));
  const format = checks.find((check) => check.check === 'string_format');
  switch (format?.format) {
    case 'email':
      return fc
        .tuple(word(3, 8), word(3, 8))
        .map(([user, host]) => `${user.replace(/\W/g, 'a')}@${host.replace(/\W/g, 'b')}.test`.toLowerCase());
    case 'date':
      return isoDate;
    case 'datetime':
      return isoDateTime;
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${`${h}`.padStart(2, '0')}:${`${m}`.padStart(2, '0')}`);
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'regex':
      return format.pattern
        ? fc.stringMatching(format.pattern).filter((text) => text.length >= min && text.length <= Math.max(max, min))
        : word(min, max);
    default:
      return word(min, max);
  }
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let lo = -1_000_000;
  let hi = 1_000_000;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than') lo = Math.max(lo, check.inclusive ? value : value + (def.format ? 1 : 0.01));
    if (check.check === 'less_than') hi = Math.min(hi, check.inclusive ? value : value - (def.format ? 1 : 0.01));
  }
  // Ids, versions, pages: small numbers are the ones that exist.
  const near = Math.min(hi, Math.max(lo, 0) + 100);
  if (def.format)
    return fc.oneof(
      fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, near)) }),
      fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
    );
  return fc
    .double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
    .map((n) => Math.round(n * 100) / 100)
    .filter((n) => n >= lo && n <= hi);
}

const MAX_DEPTH = 6;

/** An arbitrary of values `schema` may accept (its input side). */
export function arbitraryOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return fc.constant(undefined);
  const inner = (child: Schema | undefined) => (child ? arbitraryOf(child, depth + 1) : fc.constant(undefined));
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1000n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'nullable':
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'nonoptional':
    case 'readonly':
    case 'success':
      return inner(def.innerType);
    case 'lazy':
      return def.getter ? inner(def.getter()) : fc.constant(undefined);
    case 'array': {
      let min = 0;
      let max = 3;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') min = Number(check.minimum);
        if (check.check === 'max_length') max = Math.min(max, Number(check.maximum));
        if (check.check === 'length_equals') min = max = Number(check.length);
      }
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, inner(child)]));
      return fc
        .record(fields)
        .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
    }
    case 'record': {
      const keyDef = def.keyType ? defOf(def.keyType) : undefined;
      if (keyDef?.type === 'enum' || keyDef?.type === 'literal') {
        const keys = keyDef.type === 'enum' ? Object.values(keyDef.entries ?? {}) : (keyDef.values ?? []);
        return fc.record(Object.fromEntries(keys.map((key) => [String(key), inner(def.valueType)])));
      }
      return fc.dictionary(
        def.keyType ? (inner(def.keyType) as fc.Arbitrary<string>).map(String) : word(1, 8),
        inner(def.valueType),
        { maxKeys: 3 },
      );
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'pipe': {
      // A transform on either side says nothing about its input: generate for the side that describes it.
      const from =
        def.in && defOf(def.in).type === 'transform'
          ? def.out
          : def.out && defOf(def.out).type === 'transform'
            ? def.in
            : def.out;
      return inner(from);
    }
    case 'transform':
    case 'any':
    case 'unknown':
      return fc.oneof(word(1, 8), fc.integer({ min: 0, max: 100 }), fc.boolean());
    default:
      return fc.constant(undefined);
  }
}

/** A value the schema accepts (the first of `tries` candidates that parses), or the last candidate tried. */
export function validSample(schema: Schema, seed: number, tries = 40): unknown {
  const candidates = fc.sample(arbitraryOf(schema), { numRuns: tries, seed });
  return candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates.at(-1);
}
