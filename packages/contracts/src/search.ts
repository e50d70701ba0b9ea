import { z } from 'zod/mini';
import { LANGUAGES } from './app.ts';
import { SEARCH_GROUPS } from './navigation/areas.ts';

export const searchQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  lang: z._default(z.enum(LANGUAGES), 'en'),
});

export const searchItemSchema = z.object({
  url: z.string(),
  icon: z.string(),
  title: z.string(),
  /** A second line for records (a case's file number, court case number and parties); pages have none. */
  description: z.optional(z.string()),
});
export type SearchItem = z.infer<typeof searchItemSchema>;
/** Spec §3 "Search item": a group title and category with its matching pages. */
export const searchGroupSchema = z.object({
  title: z.string(),
  category: z.enum(SEARCH_GROUPS),
  children: z.array(searchItemSchema),
});
export const searchResponseSchema = z.array(searchGroupSchema);
export type SearchGroupResult = z.infer<typeof searchGroupSchema>;
