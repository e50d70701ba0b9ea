import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { blankAsMissing, listPagingFields, orderBySchema, positiveIntSchema } from '../params.ts';
import { productSortKeySchema, productStatusSchema } from './domain.ts';
import { currencyField, listTotalFields, priceInputSchema } from './money.ts';

const booleanText = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((value) => value === true || value === 'true'),
);

/**
 * `GET /api/apps/ecommerce/products` (spec §7). `category` is a category's name; `stock` is `true` (in stock) or
 * `false`; `q` matches name, brand or SKU. Newest first before sorting.
 */
export const productListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  stock: blankAsMissing(booleanText),
  category: blankAsMissing(z.string().check(z.maxLength(80))),
  status: blankAsMissing(productStatusSchema),
  sortBy: blankAsMissing(productSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A row of the products list (spec §3 Product), plus the numeric price and the category's id. */
export const productSchema = z.object({
  id: z.int(),
  productName: z.string(),
  productBrand: z.string(),
  category: z.string(),
  categoryId: z.int(),
  /** In stock: the owner's switch is on and the quantity above 0 (never true at quantity 0). */
  stock: z.boolean(),
  sku: z.string(),
  /** Spec §3's text form: the store currency's symbol and the price ("$999.00"); the discounted one when set. */
  price: z.string(),
  /** The same price as a number (exact to the cent). */
  priceAmount: z.number(),
  qty: z.int(),
  status: productStatusSchema,
  image: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ products: z.array(productSchema), ...listTotalFields, ...currencyField });
export type ProductList = z.infer<typeof productListSchema>;

/** The products list's stat widgets, counted in SQL. `inventoryValue` is Σ price × qty. */
export const productStatsSchema = z.object({
  total: z.int(),
  published: z.int(),
  scheduled: z.int(),
  outOfStock: z.int(),
  lowStock: z.int(),
  inventoryValue: z.number(),
  ...currencyField,
});
export type ProductStats = z.infer<typeof productStatsSchema>;
/** A product at or under this quantity counts as low on stock. */
export const LOW_STOCK_QTY = 10;

export const productVariantSchema = z.object({
  option: trimmedString(1, 40, { min: 'Enter the option (Size, Colour…)' }),
  value: trimmedString(1, 80, { min: 'Enter the value' }),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const SHIPPING_FULFILMENTS = ['seller', 'company'] as const;
export const productShippingSchema = z.object({
  /** Who ships it: the store itself or the delivery company. */
  fulfilledBy: z._default(z.enum(SHIPPING_FULFILMENTS), 'company'),
  /** Grams; null when unknown. */
  weightGrams: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000))), null),
  freeShipping: z._default(z.boolean(), false),
});
export type ProductShipping = z.infer<typeof productShippingSchema>;

/** `GET /api/apps/ecommerce/products/{id}`: every field of the add/edit form. Money as exact decimal text. */
export const productDetailSchema = z.object({
  ...productSchema.shape,
  barcode: z.string(),
  /** Sanitised HTML from the rich-text editor. */
  description: z.string(),
  basePrice: z.string(),
  discountedPrice: z.nullable(z.string()),
  chargeTax: z.boolean(),
  images: z.array(z.object({ id: z.int(), url: z.string() })),
  variants: z.array(productVariantSchema),
  /** Date (YYYY-MM-DD) more stock is expected; null when none is planned. */
  restockOn: z.nullable(z.string()),
  shipping: productShippingSchema,
  collection: z.string(),
  tags: z.array(z.string()),
  /** When a Scheduled product goes on sale (ISO instant). */
  scheduledAt: z.nullable(z.string()),
  updatedAt: z.string(),
  version: z.int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const PRODUCT_TEXT = {
  notFound: 'Product not found',
  skuTaken: 'Another product already has this SKU',
  scheduledAtMissing: 'Choose when the product goes on sale',
  discountTooHigh: 'The discounted price must be lower than the base price',
  categoryMissing: 'The category does not exist',
  imageMissing: 'An image does not exist; upload it again',
  stale: 'This product was changed by someone else; reload it',
} as const;

/** `POST /api/apps/ecommerce/products` and, with `version`, `PUT /api/apps/ecommerce/products/{id}`. */
export const productBodySchema = z.object({
  productName: trimmedString(1, 120, { min: 'Enter the product name', max: 'Use at most 120 characters' }),
  productBrand: z._default(trimmedString(0, 80, { max: 'Use at most 80 characters' }), ''),
  sku: z.pipe(
    trimmedString(1, 40, { min: 'Enter the SKU', max: 'Use at most 40 characters' }),
    z.string().check(z.regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits and - . _ in the SKU, such as SHOE-42')),
  ),
  barcode: z._default(
    z.pipe(
      trimmedString(0, 40),
      z
        .string()
        .check(z.regex(/^[0-9A-Za-z-]*$/, 'Enter the barcode with digits and letters only, such as 5901234123457')),
    ),
    '',
  ),
  description: z._default(z.string().check(z.maxLength(20_000, 'Use at most 20,000 characters')), ''),
  categoryId: z.int({ error: 'Choose a category' }).check(z.positive('Choose a category')),
  collection: z._default(trimmedString(0, 80), ''),
  status: productStatusSchema,
  scheduledAt: z._default(z.nullable(z.iso.datetime({ offset: true, error: 'Enter a date and time' })), null),
  tags: z._default(
    z
      .array(trimmedString(1, 30, { max: 'Use at most 30 characters a tag' }))
      .check(z.maxLength(20, 'Use at most 20 tags')),
    [],
  ),
  basePrice: priceInputSchema,
  discountedPrice: z._default(z.nullable(priceInputSchema), null),
  chargeTax: z._default(z.boolean(), true),
  /**
   * The owner's "in stock" switch: off takes the product off sale whatever its quantity. A quantity of 0 is out of
   * stock whatever this says (the product's `stock` is `inStock && qty > 0`), so the default means "in stock while
   * there is some".
   */
  inStock: z._default(z.boolean(), true),
  qty: z.int({ error: 'Enter a whole quantity' }).check(z.minimum(0, 'Enter 0 or more'), z.maximum(1_000_000)),
  restockOn: z._default(z.nullable(z.iso.date({ error: 'Choose the restock date' })), null),
  variants: z._default(z.array(productVariantSchema).check(z.maxLength(20, 'Use at most 20 variants')), []),
  shipping: z._default(productShippingSchema, { fulfilledBy: 'company', weightGrams: null, freeShipping: false }),
  /** Uploaded images in display order; the first is the product's picture. */
  imageIds: z._default(z.array(positiveIntSchema).check(z.maxLength(8, 'Use at most 8 images')), []),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;
export const productUpdateBodySchema = z.object({ ...productBodySchema.shape, version: z.int() });
export type ProductUpdateBody = z.input<typeof productUpdateBodySchema>;

/** `POST /api/apps/ecommerce/products/bulk-delete`: several products at once; unknown ids are skipped. */
export const productBulkDeleteBodySchema = z.object({
  ids: z.array(positiveIntSchema).check(z.minLength(1, 'Choose at least one product'), z.maxLength(500)),
});
export const productBulkDeleteResultSchema = z.object({ deleted: z.int() });
