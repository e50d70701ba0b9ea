/**
 * `npm run bench` (after `npm run build`): the platform's budgets.
 * Each later area adds its own `*.bench.ts` and one line below.
 */
import { benchLoginBundle } from './bundle.bench.ts';
import { reportEcommerceBench } from './ecommerce.bench.ts';
import { reportLegalCasesBench } from './legal-cases.bench.ts';
import { benchLighthouse } from './lighthouse.bench.ts';
import { newDataDir, startServer } from './lib/server.ts';
import { kb } from './lib/stats.ts';
import { benchStartup } from './startup.bench.ts';
import { reportSearchBench } from './search.bench.ts';
import { reportUsersBench } from './users.bench.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

const server = await startServer(newDataDir(), PORT);
try {
  const bundle = await benchLoginBundle(server.url);
  console.info(
    `\n/login first load (gzip): JS ${kb(bundle.jsGzip)} [budget 170 KB, ${verdict(bundle.jsGzip <= 170 * 1024)}], CSS ${kb(bundle.cssGzip)} [budget 45 KB, ${verdict(bundle.cssGzip <= 45 * 1024)}]`,
  );
  for (const { file, gzip } of bundle.files) console.info(`  ${kb(gzip).padStart(9)}  ${file}`);

  const score = await benchLighthouse(`${server.url}/login`);
  console.info(
    `\nLighthouse performance of /login (median of 5): mobile ${score.mobile.score} [budget ≥ 90, ${verdict(score.mobile.score >= 90)}], desktop ${score.desktop.score} [budget 100, ${verdict(score.desktop.score >= 100)}]`,
  );
  for (const preset of ['mobile', 'desktop'] as const) {
    const metrics = Object.entries(score[preset].metrics)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ');
    console.info(`  ${preset}: runs ${score[preset].runs.join(', ')}; ${metrics}`);
  }
} finally {
  await server.stop();
}

const startup = await benchStartup(PORT);
console.info(
  `\nStart-up to first page on an existing data folder (median of 5): ${startup.medianMs.toFixed(0)} ms [budget 2000 ms, ${verdict(startup.medianMs <= 2000)}]`,
);
console.info(
  `  runs: ${startup.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms; first start with migrations and demo data: ${startup.firstStartMs.toFixed(0)} ms`,
);

await reportUsersBench();
await reportLegalCasesBench();
await reportEcommerceBench();
await reportSearchBench();
