import { z } from 'zod/mini';

/** Product and category pictures: PNG, JPEG, WebP or GIF (checked by their bytes), at most 2 MB. */
export const ECOMMERCE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ECOMMERCE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** `POST /api/apps/ecommerce/images` (multipart, part `file`) answers the stored image; `url` serves its bytes. */
export const ecommerceImageSchema = z.object({ id: z.int(), url: z.string() });
export type EcommerceImage = z.infer<typeof ecommerceImageSchema>;

export const ECOMMERCE_IMAGE_TEXT = {
  missing: 'Choose an image to upload',
  tooLarge: 'The image is larger than 2 MB',
  type: 'Use a PNG, JPEG, WebP or GIF image',
  notFound: 'Image not found',
} as const;
