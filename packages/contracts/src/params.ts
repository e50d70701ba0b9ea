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

/** Empty text counts as "not given" (a cleared filter in a URL). */
export const blankAsMissing = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(z.pipe(z.transform((value: unknown) => (value === '' ? undefined : value)), z.optional(schema)));

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
