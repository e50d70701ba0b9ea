import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { blankAsMissing, listPagingFields, orderBySchema, positiveIntSchema } from '../params.ts';
import { CATEGORY_SORT_KEYS } from './domain.ts';
import { currencyField, listTotalFields } from './money.ts';

export const categorySortKeySchema = z.enum(CATEGORY_SORT_KEYS);

/** `GET /api/apps/ecommerce/categories`: search by name or slug, sort, page. */
export const categoryListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sortBy: blankAsMissing(categorySortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parentId: z.nullable(z.int()),
  parentName: z.nullable(z.string()),
  imageId: z.nullable(z.int()),
  image: z.nullable(z.string()),
  /** Products in the category. */
  products: z.int(),
  /** Paid sales of its products (exact, as a number). */
  earnings: z.number(),
  version: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({
  categories: z.array(categorySchema),
  ...listTotalFields,
  ...currencyField,
});
export type CategoryList = z.infer<typeof categoryListSchema>;

export const categoryBodySchema = z.object({
  name: trimmedString(1, 80, { min: 'Enter the category name', max: 'Use at most 80 characters' }),
  /** The end of the category's web address: lower-case words joined by hyphens; made from the name when empty. */
  slug: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(80),
        z.regex(
          /^([a-z0-9]+(-[a-z0-9]+)*)?$/,
          'Use lower-case letters and digits, with hyphens between words, such as home-decor',
        ),
      ),
    '',
  ),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000, 'Use at most 2000 characters')), ''),
  parentId: z._default(z.nullable(positiveIntSchema), null),
  imageId: z._default(z.nullable(positiveIntSchema), null),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;
export type CategoryInput = z.output<typeof categoryBodySchema>;
/** An update sends the version it read; a stale one answers 409. */
export const categoryUpdateBodySchema = z.object({ ...categoryBodySchema.shape, version: z.int() });
export type CategoryUpdateBody = z.input<typeof categoryUpdateBodySchema>;

/** `DELETE /api/apps/ecommerce/categories/{id}?moveTo={id}`: a category in use needs somewhere to move its products. */
export const categoryDeleteQuerySchema = z.object({ moveTo: z.optional(positiveIntSchema) });

export const CATEGORY_TEXT = {
  notFound: 'Category not found',
  nameTaken: 'A category with this name already exists',
  slugTaken: 'Another category already has this web address',
  parentSelf: 'A category cannot be its own parent or sit under one of its subcategories',
  parentMissing: 'The parent category does not exist',
  inUse: (count: number) =>
    `This category has ${count} product${count === 1 ? '' : 's'}; choose a category to move them to`,
  moveToSelf: 'Move the products to another category',
  moveToMissing: 'The category to move the products to does not exist',
  stale: 'This category was changed by someone else; reload it',
} as const;
