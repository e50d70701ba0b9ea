import { z } from 'zod/mini';

/** A positive whole number, also from a URL's text (`/users/42`, `?page=2`). */
export const positiveIntSchema = z.pipe(z.coerce.number(), z.int().check(z.positive()));

/** `/:id` route params. */
export const idParamsSchema = z.object({ id: positiveIntSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
