import { createHash } from 'node:crypto';
import { ECOMMERCE_IMAGE_MAX_BYTES, ECOMMERCE_IMAGE_TEXT, type EcommerceImage } from '@mizan/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { ecommerceImages } from './ecommerce.table.ts';

/** Where an image's bytes are served. */
export const ecommerceImageUrl = (id: number) => `/api/apps/ecommerce/images/${id}`;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The picture's type from its first bytes (the name and declared type are not trusted); null for anything else. */
export function sniffImageType(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Product and category pictures, bytes in `ecommerce_images`. */
export function createEcommerceImagesService(db: Db) {
  return {
    async upload(bytes: Buffer, userId: number | null): Promise<EcommerceImage> {
      if (bytes.length === 0) throw fieldError('file', ECOMMERCE_IMAGE_TEXT.missing);
      if (bytes.length > ECOMMERCE_IMAGE_MAX_BYTES) throw fieldError('file', ECOMMERCE_IMAGE_TEXT.tooLarge, 413);
      const mime = sniffImageType(bytes);
      if (!mime) throw fieldError('file', ECOMMERCE_IMAGE_TEXT.type);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const [row] = await db
        .insert(ecommerceImages)
        .values({ mime, sha256, bytes, createdBy: userId })
        .returning({ id: ecommerceImages.id });
      return { id: row!.id, url: ecommerceImageUrl(row!.id) };
    },

    /** The stored bytes and their type; 404 when unknown. */
    async read(id: number): Promise<{ mime: string; sha256: string; bytes: Buffer }> {
      const [row] = await db
        .select({ mime: ecommerceImages.mime, sha256: ecommerceImages.sha256, bytes: ecommerceImages.bytes })
        .from(ecommerceImages)
        .where(eq(ecommerceImages.id, id));
      if (!row) throw notFound(ECOMMERCE_IMAGE_TEXT.notFound);
      return row;
    },
  };
}

/** The ids among `ids` that name no stored image. */
export async function missingImageIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: ecommerceImages.id })
    .from(ecommerceImages)
    .where(inArray(ecommerceImages.id, [...ids]));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export type EcommerceImagesService = ReturnType<typeof createEcommerceImagesService>;
