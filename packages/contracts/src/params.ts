import { z } from 'zod/mini';
import { PAGE_SIZE_DEFAULT } from './app.ts';

/** The largest PostgreSQL `integer`: no id, version or count stored in one can be larger. */
export const INT4_MAX = 2_147_483_647;

/** A positive whole number that fits an `integer` column (ids, versions) in a JSON body. */
export const positiveInt = z.int().check(z.positive(), z.maximum(INT4_MAX));

/** The same from a URL's text (`/users/42`, `?page=2`). */
export const positiveIntSchema = z.pipe(z.coerce.number(), positiveInt);

/** `/:id` route params. */
export const idParamsSchema = z.object({ id: positiveIntSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/**
 * `YYYY-MM-DD` of a day the calendar has, from year 1 (PostgreSQL has no year 0): 2026-02-30 rolls over to March
 * and 2026-13-45 is no date at all, so both are refused.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Empty text counts as "not given" (a cleared filter in a URL). */
export const blankAsMissing = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(schema),
    ),
  );

export const orderBySchema = z.enum(['asc', 'desc']);
export type OrderBy = z.infer<typeof orderBySchema>;

/**
 * `page` and `itemsPerPage` of a list query (spec §5): bad values fall back to the defaults;
 * `itemsPerPage=-1` returns every row.
 */
export const listPagingFields = {
  page: z.catch(z._default(positiveIntSchema, 1), 1),
  itemsPerPage: z.catch(
    z._default(
      z.pipe(z.coerce.number(), z.int().check(z.refine((n) => n === -1 || (n >= 1 && n <= 1000)))),
      PAGE_SIZE_DEFAULT,
    ),
    PAGE_SIZE_DEFAULT,
  ),
};
