import { ECOMMERCE_IMAGE_TEXT, PRICE_MESSAGE, PRODUCT_TEXT } from '@mizan/contracts';
import { useErrorText } from '@/lib/error-text';

/** The contract's English messages (zod checks and the server's 400/409 answers), named by their `productForm.errors.*` key. */
const PRODUCT_ERROR_TEXTS: Record<string, string> = {
  productNameRequired: 'Enter the product name',
  skuRequired: 'Enter the SKU',
  skuFormat: 'Use only letters, digits and - . _ in the SKU, such as SHOE-42',
  barcodeFormat: 'Enter the barcode with digits and letters only, such as 5901234123457',
  categoryRequired: 'Choose a category',
  qtyRequired: 'Enter a whole quantity',
  qtyMin: 'Enter 0 or more',
  dateTime: 'Enter a date and time',
  date: 'Choose the restock date',
  variantOption: 'Enter the option (Size, Colour…)',
  variantValue: 'Enter the value',
  tooManyImages: 'Use at most 8 images',
  price: PRICE_MESSAGE,
  notFound: PRODUCT_TEXT.notFound,
  skuTaken: PRODUCT_TEXT.skuTaken,
  scheduledAtMissing: PRODUCT_TEXT.scheduledAtMissing,
  discountTooHigh: PRODUCT_TEXT.discountTooHigh,
  categoryMissing: PRODUCT_TEXT.categoryMissing,
  imageMissing: PRODUCT_TEXT.imageMissing,
  stale: PRODUCT_TEXT.stale,
  imageTooLarge: ECOMMERCE_IMAGE_TEXT.tooLarge,
  imageType: ECOMMERCE_IMAGE_TEXT.type,
};

/** A product message in the reader's language when it is a known one, else as the server wrote it (lib/error-text). */
export const useProductErrorText = () => useErrorText(['ecommerce:productForm.errors', PRODUCT_ERROR_TEXTS]);
