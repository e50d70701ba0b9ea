import { chromium, type Browser } from 'playwright-core';
import { compressedSize } from './lib/assets.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { routePaths, samplePath } from './lib/routes.ts';
import { newDataDir, startServer } from './lib/server.ts';
import { signIn, storageState, type SignedIn } from './lib/session.ts';
import { kb, median, verdict } from './lib/stats.ts';

export const COLD_LOAD_JS_REQUESTS_BUDGET = 25;

export interface ColdLoad {
  route: string;
  path: string;
  /** Where the page ended up: a redirect (`/` → the home page) shows here. */
  finalPath: string;
  visitor: boolean;
  jsRequests: number;
  jsBrotli: number;
  /** From navigation start to the end of the last download (code, strings or API data) before the network went quiet. */
  doneMs: number;
  /**
   * How much later the first render came for waiting on the interface font (main.tsx): the font's mark after the
   * last of the strings, the page's code and the splash; 0 when the font came first. Undefined without the marks.
   */
  fontWaitMs?: number;
}

async function open(browser: Browser, url: string, state?: ReturnType<typeof storageState>) {
  // A new context has an empty cache: every load here is a first visit.
  const context = await browser.newContext(state ? { storageState: state } : {});
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('request', (request) => {
      inFlight++;
      lastActivity = Date.now();
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a busy machine the network can rest half a second while the framework starts: wait for React to replace
    // index.html's splash, then for the page's own downloads (route chunks, strings, data) to end.
    // A function, not a string: the app's Content-Security-Policy (script-src 'self') refuses the eval a string needs.
    await page.waitForFunction(
      () =>
        !(globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector(
          '#root > .splash',
        ),
    );
    // (At most 15 s: a stream that never ends must not hang the bench.)
    for (const end = Date.now() + 15_000; Date.now() < end && (inFlight > 0 || Date.now() - lastActivity < 500);) {
      await page.waitForTimeout(100);
    }
    // Runs in the page (Resource Timing); the bench compiles with Node's types only, hence the plain source.
    const doneMs = await page.evaluate<number>(
      `Math.max(0, ...performance.getEntriesByType('resource').map((entry) => entry.responseEnd))`,
    );
    // main.tsx marks each thing the first render waits for as it arrives.
    const marks = await page.evaluate<Record<string, number>>(
      `Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('mizan:')).map((m) => [m.name.slice(6), m.startTime]))`,
    );
    const { font, ...rest } = marks;
    const others = Object.values(rest);
    const fontWaitMs =
      font === undefined || others.length === 0 ? undefined : Math.round(Math.max(0, font - Math.max(...others)));
    let jsBrotli = 0;
    for (const pathname of new Set(scripts)) jsBrotli += (await compressedSize(pathname)).brotli;
    return {
      finalPath: new URL(page.url()).pathname,
      jsRequests: scripts.length,
      jsBrotli,
      doneMs: Math.round(doneMs),
      fontWaitMs,
    };
  } finally {
    await context.close();
  }
}

/**
 * The cold load of every route of the route tree: signed in, or as a visitor for the pages only visitors see
 * (login, register…, which send a signed-in user home). JS requests and their brotli size, and the time to the
 * last download.
 */
export async function benchColdLoads(baseUrl: string, signedIn?: SignedIn): Promise<ColdLoad[]> {
  const session = signedIn ?? (await signIn(baseUrl));
  const state = storageState(baseUrl, session);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const loads: ColdLoad[] = [];
  try {
    // BENCH_ROUTES=<regular expression> measures only the routes it matches (a quick look while tuning).
    const only = new RegExp(process.env.BENCH_ROUTES ?? '');
    for (const route of (await routePaths()).filter((path) => only.test(path))) {
      const path = await samplePath(baseUrl, route, session);
      let load = { ...(await open(browser, `${baseUrl}${path}`, state)), visitor: false };
      if (load.finalPath !== path) {
        const asVisitor = await open(browser, `${baseUrl}${path}`);
        if (asVisitor.finalPath === path) load = { ...asVisitor, visitor: true };
      }
      loads.push({ route, path, ...load });
    }
  } finally {
    await browser.close();
  }
  return loads;
}

export function printColdLoads(loads: ColdLoad[]) {
  const pages = loads.filter((load) => load.finalPath === load.path);
  const most = Math.max(...loads.map((load) => load.jsRequests));
  console.info(
    `\nCold load of each route (${loads.length} routes, a fresh browser each; signed in unless marked): at most ${most} JS requests ` +
      `[budget ≤ ${COLD_LOAD_JS_REQUESTS_BUDGET}, ${verdict(most <= COLD_LOAD_JS_REQUESTS_BUDGET)}]; median of the pages that stay: ` +
      `${kb(median(pages.map((load) => load.jsBrotli)))} JS (brotli), ${median(pages.map((load) => load.doneMs))} ms to the last download`,
  );
  const waits = pages.flatMap((load) => (load.fontWaitMs === undefined ? [] : [load.fontWaitMs]));
  if (waits.length > 0)
    console.info(
      `  The first render's wait for the interface font beyond the strings, code and splash: median ${median(waits)} ms, ` +
        `at most ${Math.max(...waits)} ms; ${waits.filter((ms) => ms > 0).length} of ${waits.length} pages waited at all`,
    );
  for (const load of loads) {
    const where = load.finalPath === load.path ? (load.visitor ? '(visitor)' : '') : `→ ${load.finalPath}`;
    const over = load.jsRequests > COLD_LOAD_JS_REQUESTS_BUDGET ? '  OVER BUDGET' : '';
    console.info(
      `  ${String(load.jsRequests).padStart(3)} JS ${kb(load.jsBrotli).padStart(9)} ${String(load.doneMs).padStart(5)} ms  font wait ${String(load.fontWaitMs ?? '?').padStart(3)} ms  ${load.path} ${where}${over}`,
    );
  }
}

// `npx tsx cold-load.bench.ts` runs this bench alone, on its own server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(newDataDir(), Number(process.env.BENCH_PORT ?? 3210));
  try {
    printColdLoads(await benchColdLoads(server.url));
  } finally {
    await server.stop();
  }
}
