import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { median } from './lib/stats.ts';

/** Lighthouse performance score of a page, median of `runs`, on the mobile and desktop presets (budget ≥ 90 / 100). */
export async function benchLighthouse(url: string, runs = 5) {
  const scores = { mobile: [] as number[], desktop: [] as number[] };
  for (const preset of ['mobile', 'desktop'] as const) {
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        scores[preset].push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
      } finally {
        chrome.kill();
      }
    }
  }
  return { mobile: median(scores.mobile), desktop: median(scores.desktop), runs: scores };
}
