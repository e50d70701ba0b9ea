import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The web build the server serves (WEB_DIST names another one, as it does for the server). */
export const WEB_DIST = process.env.WEB_DIST || fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

const sizes = new Map<string, Promise<{ gzip: number; brotli: number }>>();

/** Compressed sizes of a built file as the server sends it (gzip -9, brotli 11), by its URL path. */
export function compressedSize(pathname: string) {
  let size = sizes.get(pathname);
  if (!size) {
    size = readFile(`${WEB_DIST}${pathname}`).then((content) => ({
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }));
    sizes.set(pathname, size);
  }
  return size;
}
