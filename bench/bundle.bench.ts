import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ENTRY_COST_FILE, type EntryCost } from '../apps/web/vite-plugins/entry-cost.ts';
import { compressedSize, WEB_DIST } from './lib/assets.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { newDataDir, startServer } from './lib/server.ts';
import { splitBySource } from './lib/source-map.ts';
import { kb, verdict } from './lib/stats.ts';

export const LOGIN_JS_BUDGET = 185 * 1024;
export const LOGIN_CSS_BUDGET = 45 * 1024;

/** The gzip size of every JavaScript and CSS file a fresh visit to /login loads. */
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
    const { gzip } = await compressedSize(pathname);
    files.push({ file: pathname, gzip });
    if (pathname.endsWith('.js')) js += gzip;
    else css += gzip;
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { jsGzip: js, cssGzip: css, files };
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * What each route file costs every page's first load (the route tree imports them all): the modules the build
 * found reachable from the entry only through that file (apps/web/vite-plugins/entry-cost.ts), weighed in the
 * minified first-load chunks through their source maps. `gzip` is how much smaller the chunks compress without them.
 */
export async function benchRouteEntryCost() {
  const report = JSON.parse(await readFile(path.join(WEB_DIST, ENTRY_COST_FILE), 'utf8')) as EntryCost;
  // Sources as the plugin names them: relative to apps/web, wherever the build went (WEB_DIST).
  const webRoot = fileURLToPath(new URL('../apps/web', import.meta.url));
  const chunks = await Promise.all(
    report.chunks.map(async (fileName) => {
      const file = path.join(WEB_DIST, fileName);
      // The bundler's runtime has no source map (and no module of the app).
      const map = existsSync(`${file}.map`)
        ? (JSON.parse(await readFile(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string })
        : { sources: [], mappings: '' };
      const sources = map.sources.map((source) => path.relative(webRoot, path.resolve(path.dirname(file), source)));
      const pieces = splitBySource(await readFile(file, 'utf8'), { ...map, sources });
      return { pieces, gzip: gzip(pieces.map((piece) => piece.text).join('')) };
    }),
  );
  const weigh = (modules: readonly string[]) => {
    const wanted = new Set(modules);
    let bytes = 0;
    let saved = 0;
    for (const chunk of chunks) {
      const kept = chunk.pieces.filter((piece) => !(piece.source !== undefined && wanted.has(piece.source)));
      if (kept.length === chunk.pieces.length) continue;
      bytes += chunk.pieces.reduce((sum, piece) => sum + piece.text.length, 0);
      bytes -= kept.reduce((sum, piece) => sum + piece.text.length, 0);
      saved += chunk.gzip - gzip(kept.map((piece) => piece.text).join(''));
    }
    return { bytes, gzip: saved };
  };
  const routes = report.routes
    .map(({ route, modules }) => ({ route: route.replace(/^src\/routes\//, ''), modules, ...weigh(modules) }))
    .sort((a, b) => b.bytes - a.bytes);
  const login = new Set(report.routes.find(({ route }) => route.endsWith('/_blank/login.tsx'))?.modules);
  return {
    all: weigh(report.allRoutes),
    allButLogin: weigh(report.allRoutes.filter((module) => !login.has(module))),
    routes,
  };
}

/** Prints the login page's first load against its budget and what each route file adds to it. */
export async function reportBundleBench(baseUrl: string) {
  const bundle = await benchLoginBundle(baseUrl);
  const over = (size: number, budget: number) => (size > budget ? `, ${kb(size - budget)} over` : '');
  console.info(
    `\n/login first load (gzip -9): JS ${kb(bundle.jsGzip)} [budget ${kb(LOGIN_JS_BUDGET)}, ${verdict(bundle.jsGzip <= LOGIN_JS_BUDGET)}${over(bundle.jsGzip, LOGIN_JS_BUDGET)}], ` +
      `CSS ${kb(bundle.cssGzip)} [budget ${kb(LOGIN_CSS_BUDGET)}, ${verdict(bundle.cssGzip <= LOGIN_CSS_BUDGET)}${over(bundle.cssGzip, LOGIN_CSS_BUDGET)}]`,
  );
  for (const { file, gzip } of bundle.files) console.info(`  ${kb(gzip).padStart(9)}  ${file}`);

  const cost = await benchRouteEntryCost();
  const bytes = (n: number) => `${n.toLocaleString('en')} B`;
  const others = cost.routes.length - 1;
  console.info(
    `\nWhat the ${cost.routes.length} route files add to every page's first load (stubs, search schemas and what only they ` +
      `import; minified / gzip saved without them): all ${kb(cost.all.bytes)} / ${kb(cost.all.gzip)}; all but the login ` +
      `page (in the entry by design) ${kb(cost.allButLogin.bytes)} / ${kb(cost.allButLogin.gzip)}, about ` +
      `${bytes(Math.round(cost.allButLogin.bytes / others))} / ${bytes(Math.round(cost.allButLogin.gzip / others))} a route`,
  );
  const short = (module: string) => module.replace(/^(\.\.\/)+(node_modules\/)?|^src\//, '');
  for (const route of cost.routes) {
    const imports = route.modules.filter((module) => !module.startsWith('src/routes/')).map(short);
    const shown = imports.length > 3 ? [...imports.slice(0, 3), `${imports.length - 3} more`] : imports;
    console.info(
      `  ${bytes(route.bytes).padStart(9)} / ${bytes(route.gzip).padStart(8)}  ${route.route}${shown.length ? `  (with ${shown.join(', ')})` : ''}`,
    );
  }
}

// `npx tsx bundle.bench.ts` runs this bench alone, on its own server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(newDataDir(), Number(process.env.BENCH_PORT ?? 3210));
  try {
    await reportBundleBench(server.url);
  } finally {
    await server.stop();
  }
}
