import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';

const DIST = process.env.WEB_DIST || fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** The gzip size of every JavaScript and CSS file a fresh visit to /login loads (budget: 170 KB JS, 45 KB CSS). */
export async function benchLoginBundle(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  await browser.close();

  let js = 0;
  let css = 0;
  const files: { file: string; gzip: number }[] = [];
  for (const pathname of assets) {
    const gzip = gzipSync(await readFile(`${DIST}${pathname}`), { level: 9 }).length;
    files.push({ file: pathname, gzip });
    if (pathname.endsWith('.js')) js += gzip;
    else css += gzip;
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { jsGzip: js, cssGzip: css, files };
}
