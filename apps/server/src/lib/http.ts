import { errorBodySchema, type Subject } from '@mizan/contracts';

/** Response schemas for error statuses, e.g. `...errorResponses(400, 401)` in a route's `response`. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<C[number], typeof errorBodySchema>;
}

/** A route's `config.access` for each of the four actions on one subject: `const { READ, UPDATE } = accessTo('Order')`. */
export const accessTo = <const S extends Subject>(subject: S) =>
  ({
    READ: { action: 'read', subject },
    CREATE: { action: 'create', subject },
    UPDATE: { action: 'update', subject },
    DELETE: { action: 'delete', subject },
  }) as const;

export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
