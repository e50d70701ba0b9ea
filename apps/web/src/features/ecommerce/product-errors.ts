import { ECOMMERCE_IMAGE_TEXT, PRICE_MESSAGE, PRODUCT_TEXT } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/** The contract's English messages (zod checks and the server's 400/409 answers) mapped to `productForm.errors.*`. */
const MESSAGE_KEYS: Record<string, string> = {
  'Enter the product name': 'productNameRequired',
  'Enter the SKU': 'skuRequired',
  'Use letters, digits, dots, hyphens and underscores': 'skuFormat',
  'Use digits, letters and hyphens': 'barcodeFormat',
  'Choose a category': 'categoryRequired',
  'Enter a whole quantity': 'qtyRequired',
  'Enter 0 or more': 'qtyMin',
  'Enter a date and time': 'dateTime',
  'Enter a date (YYYY-MM-DD)': 'date',
  'Enter the option (Size, Colour…)': 'variantOption',
  'Enter the value': 'variantValue',
  'Use at most 8 images': 'tooManyImages',
  [PRICE_MESSAGE]: 'price',
  [PRODUCT_TEXT.notFound]: 'notFound',
  [PRODUCT_TEXT.skuTaken]: 'skuTaken',
  [PRODUCT_TEXT.scheduledAtMissing]: 'scheduledAtMissing',
  [PRODUCT_TEXT.discountTooHigh]: 'discountTooHigh',
  [PRODUCT_TEXT.categoryMissing]: 'categoryMissing',
  [PRODUCT_TEXT.imageMissing]: 'imageMissing',
  [PRODUCT_TEXT.stale]: 'stale',
  [ECOMMERCE_IMAGE_TEXT.tooLarge]: 'imageTooLarge',
  [ECOMMERCE_IMAGE_TEXT.type]: 'imageType',
};

/** A message in the reader's language when it is a known one, else as the server wrote it. */
export function useProductErrorText() {
  const { t } = useTranslation('ecommerce');
  return (message: string) => {
    const key = MESSAGE_KEYS[message];
    return key ? t(`productForm.errors.${key}`) : t(`serverErrors.${message}`, { ns: 'common', defaultValue: message });
  };
}
