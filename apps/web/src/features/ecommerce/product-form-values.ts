import {
  PRODUCT_TEXT,
  priceInputSchema,
  productBodySchema,
  type EcommerceImage,
  type ProductDetail,
  type ProductInput,
  type ProductStatus,
  type ProductVariant,
} from '@mizan/contracts';
import dayjs from 'dayjs';

/** What the add/edit form holds: inputs' own shapes (text, numbers or '' while empty, Mantine's date strings). */
export interface ProductFormValues {
  productName: string;
  productBrand: string;
  sku: string;
  barcode: string;
  description: string;
  images: EcommerceImage[];
  variants: ProductVariant[];
  inStock: boolean;
  qty: number | string;
  /** `YYYY-MM-DD` or null. */
  restockOn: string | null;
  fulfilledBy: 'seller' | 'company';
  weightGrams: number | string;
  freeShipping: boolean;
  basePrice: number | string;
  discountedPrice: number | string;
  chargeTax: boolean;
  categoryId: string | null;
  collection: string;
  status: ProductStatus;
  /** Mantine's `YYYY-MM-DD HH:mm:ss` local date-time, or null. */
  scheduledAt: string | null;
  tags: string[];
}

export const emptyProductValues = (): ProductFormValues => ({
  productName: '',
  productBrand: '',
  sku: '',
  barcode: '',
  description: '',
  images: [],
  variants: [],
  // Nothing to sell yet: out of stock until a quantity is entered (the switch then follows it, see `withQty`).
  inStock: false,
  qty: 0,
  restockOn: null,
  fulfilledBy: 'company',
  weightGrams: '',
  freeShipping: false,
  basePrice: '',
  discountedPrice: '',
  chargeTax: true,
  categoryId: null,
  collection: '',
  status: 'Published',
  scheduledAt: null,
  tags: [],
});

export const productValuesFromDetail = (product: ProductDetail): ProductFormValues => ({
  productName: product.productName,
  productBrand: product.productBrand,
  sku: product.sku,
  barcode: product.barcode,
  description: product.description,
  images: product.images,
  variants: product.variants,
  inStock: product.stock,
  qty: product.qty,
  restockOn: product.restockOn,
  fulfilledBy: product.shipping.fulfilledBy,
  weightGrams: product.shipping.weightGrams ?? '',
  freeShipping: product.shipping.freeShipping,
  basePrice: product.basePrice,
  discountedPrice: product.discountedPrice ?? '',
  chargeTax: product.chargeTax,
  categoryId: String(product.categoryId),
  collection: product.collection,
  status: product.status,
  scheduledAt: product.scheduledAt ? dayjs(product.scheduledAt).format('YYYY-MM-DD HH:mm:ss') : null,
  tags: product.tags,
});

const blank = (value: number | string) => value === '' || value === null || value === undefined;
const toNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** Whether the quantity field holds something to sell (more than 0). */
export const hasStock = (qty: number | string) => toNumber(qty) > 0;

/**
 * The form after the quantity changes to `qty`: a quantity of 0 (or none) is out of stock, as the server stores
 * it; going from none to some turns the switch on, as restocking means selling again. Between two positive
 * quantities the switch stays as the owner left it (off keeps a stocked product off sale).
 */
export function withQty(values: ProductFormValues, qty: number | string): Pick<ProductFormValues, 'qty' | 'inStock'> {
  const now = hasStock(qty);
  return { qty, inStock: now && (hasStock(values.qty) ? values.inStock : true) };
}

/** The request body as the form states it, before the contract checks it. */
function rawBody(values: ProductFormValues) {
  return {
    productName: values.productName,
    productBrand: values.productBrand,
    sku: values.sku,
    barcode: values.barcode,
    description: values.description,
    categoryId: values.categoryId ? Number(values.categoryId) : 0,
    collection: values.collection,
    status: values.status,
    scheduledAt: values.status === 'Scheduled' && values.scheduledAt ? dayjs(values.scheduledAt).toISOString() : null,
    tags: values.tags,
    basePrice: typeof values.basePrice === 'number' ? String(values.basePrice) : values.basePrice,
    discountedPrice: blank(values.discountedPrice) ? null : String(values.discountedPrice),
    chargeTax: values.chargeTax,
    inStock: values.inStock && hasStock(values.qty),
    qty: toNumber(values.qty),
    restockOn: values.restockOn || null,
    variants: values.variants,
    shipping: {
      fulfilledBy: values.fulfilledBy,
      weightGrams: blank(values.weightGrams) ? null : toNumber(values.weightGrams),
      freeShipping: values.freeShipping,
    },
    imageIds: values.images.map((image) => image.id),
  };
}

/** Cents of a checked decimal text ("12.5" → 1250), exact for the contract's 12 whole digits. */
const cents = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};

/** A form field's name for an issue's path (`shipping.weightGrams` → `weightGrams`, `imageIds` → `images`). */
export function formFieldOf(path: readonly PropertyKey[] | string): string {
  const text = typeof path === 'string' ? path : path.map(String).join('.');
  if (text.startsWith('shipping.')) return text.slice('shipping.'.length);
  if (text.startsWith('imageIds')) return 'images';
  return text;
}

/**
 * The body to send, or the errors (English contract messages by form field): the shared schema, then the rules
 * across fields the server also checks (a scheduled product needs its date; a discount under the base price).
 */
export function productBodyOf(
  values: ProductFormValues,
): { body: ProductInput; errors?: never } | { body?: never; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const raw = rawBody(values);
  const parsed = productBodySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  }
  if (values.status === 'Scheduled' && !values.scheduledAt) errors.scheduledAt ??= PRODUCT_TEXT.scheduledAtMissing;
  const base = priceInputSchema.safeParse(raw.basePrice);
  const discounted = raw.discountedPrice === null ? undefined : priceInputSchema.safeParse(raw.discountedPrice);
  if (base.success && discounted?.success && cents(discounted.data) >= cents(base.data)) {
    errors.discountedPrice ??= PRODUCT_TEXT.discountTooHigh;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: parsed.data! };
}
