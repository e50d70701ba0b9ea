import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { newDataDir, startServer } from './lib/server.ts';
import { restoreSession, signIn, type SignedIn } from './lib/session.ts';
import { median, verdict } from './lib/stats.ts';

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;
/** Milliseconds, but the layout shift is a score (0.1 is Lighthouse's "good"). */
const shown = (metric: string, value: number) =>
  metric === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
type Preset = 'mobile' | 'desktop';

/** The pages scored and their budgets (issue 14 §5); the signed-in ones open with a session, as after login. */
export const LIGHTHOUSE_PAGES = [
  { path: '/login', signedIn: false, budget: { mobile: 95, desktop: 100 } },
  { path: '/legal-cases', signedIn: true, budget: { mobile: 90 } },
  { path: '/apps/ecommerce/order/list', signedIn: true, budget: { mobile: 90 } },
] as const satisfies readonly { path: string; signedIn: boolean; budget: Partial<Record<Preset, number>> }[];

export interface PresetScore {
  score: number;
  runs: number[];
  /** Medians: milliseconds, but the layout shift, a score (Lighthouse calls 0.1 good). */
  metrics: Record<string, number>;
  /** Main-thread time by kind of work (Lighthouse's groups: script evaluation, style & layout…), medians in ms. */
  mainThread: Record<string, number>;
  /** Lighthouse's CPU benchmark of the machine during the runs (median): it falls when other work shares the CPU. */
  benchmarkIndex: number;
}

/** One Lighthouse run in a fresh Chrome; with a session, its cookie and stored user are put in first. */
async function runOnce(url: string, preset: Preset, session: SignedIn | undefined) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await restoreSession(browser.contexts()[0]!, new URL(url).origin, session);
      await browser.close(); // disconnects; Chrome keeps running for Lighthouse
    }
    // Lighthouse clears the HTTP cache (a cold load) but, by default, keeps cookies and localStorage.
    const report = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    return report?.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse performance score of a page, median of `runs`, on each preset asked for, with the median of the
 * metrics behind it (milliseconds) to show where a low score comes from.
 */
export async function benchLighthouse(url: string, presets: readonly Preset[], session?: SignedIn, runs = 5) {
  const result: Partial<Record<Preset, PresetScore>> = {};
  for (const preset of presets) {
    const scores: number[] = [];
    const values: Record<string, number[]> = Object.fromEntries(METRICS.map((metric) => [metric, []]));
    const benchmarkIndex: number[] = [];
    const mainThread = new Map<string, number[]>();
    for (let attempt = 0; scores.length < runs && attempt < runs * 2; attempt++) {
      const lhr = await runOnce(url, preset, session);
      // A run Lighthouse itself could not finish (it scores 0) says nothing about the page: run again.
      if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
        console.warn(`  Lighthouse ${preset} run failed (${lhr?.runtimeError?.code ?? 'no report'}); running again`);
        continue;
      }
      // A signed-in page that ended on the login page measured the wrong page.
      if (session && new URL(lhr.finalDisplayedUrl).pathname === '/login')
        throw new Error(`${url} sent the session to /login`);
      scores.push(Math.round(lhr.categories.performance.score * 100));
      for (const metric of METRICS) values[metric]!.push(lhr.audits[metric]?.numericValue ?? Number.NaN);
      benchmarkIndex.push(lhr.environment.benchmarkIndex);
      const work = lhr.audits['mainthread-work-breakdown']?.details as
        { items?: { groupLabel: string; duration: number }[] } | undefined;
      for (const { groupLabel, duration } of work?.items ?? []) {
        mainThread.set(groupLabel, [...(mainThread.get(groupLabel) ?? []), duration]);
      }
    }
    result[preset] = {
      score: median(scores),
      runs: scores,
      metrics: Object.fromEntries(METRICS.map((metric) => [metric, median(values[metric]!)])),
      mainThread: Object.fromEntries([...mainThread].map(([group, ms]) => [group, Math.round(median(ms))])),
      benchmarkIndex: Math.round(median(benchmarkIndex)),
    };
  }
  return result;
}

/** Scores every page of LIGHTHOUSE_PAGES and prints one verdict per preset; `npm run bench` calls this. */
export async function reportLighthouseBench(baseUrl: string, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5)) {
  const session = await signIn(baseUrl);
  // LIGHTHOUSE_PAGES=<regular expression> scores only the paths it matches (a quick look while tuning one page).
  const only = new RegExp(process.env.LIGHTHOUSE_PAGES ?? '');
  for (const page of LIGHTHOUSE_PAGES.filter(({ path }) => only.test(path))) {
    const presets = Object.keys(page.budget) as Preset[];
    const score = await benchLighthouse(`${baseUrl}${page.path}`, presets, page.signedIn ? session : undefined, runs);
    const verdicts = presets.map((preset) => {
      const budget = (page.budget as Partial<Record<Preset, number>>)[preset]!;
      return `${preset} ${score[preset]!.score} [budget ≥ ${budget}, ${verdict(score[preset]!.score >= budget)}]`;
    });
    console.info(
      `\nLighthouse performance of ${page.path}${page.signedIn ? ' signed in' : ''} (median of ${runs}): ${verdicts.join(', ')}`,
    );
    for (const preset of presets) {
      const { runs: scores, metrics, mainThread, benchmarkIndex } = score[preset]!;
      const named = Object.entries(metrics).map(([name, value]) => `${name} ${shown(name, value)}`);
      console.info(
        `  ${preset}: runs ${scores.join(', ')}; ${named.join(', ')}; CPU benchmark index ${benchmarkIndex} (lower on a busy machine)`,
      );
      // Where the main thread's time goes: on a busy machine every figure grows, their shares much less.
      const work = Object.entries(mainThread).sort((a, b) => b[1] - a[1]);
      console.info(`    main thread: ${work.map(([group, ms]) => `${group} ${ms} ms`).join(', ')}`);
    }
  }
}

// `npx tsx lighthouse.bench.ts` runs this bench alone, on its own server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(newDataDir(), Number(process.env.BENCH_PORT ?? 3210));
  try {
    await reportLighthouseBench(server.url);
  } finally {
    await server.stop();
  }
}
