// Writes brotli and gzip copies of every text asset of the build, so the server sends compressed files
// without compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Another build folder (vite build --outDir X) may be named as the first argument.
const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;

for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const content = await readFile(path);
  if (content.length < 1024) continue;
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
}
