import { errorBodySchema } from '@mizan/contracts';

/** Response schemas for error statuses, e.g. `...errorResponses(400, 401)` in a route's `response`. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<C[number], typeof errorBodySchema>;
}

export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
