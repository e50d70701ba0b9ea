/**
 * `npm run bench` (after `npm run build`): the platform's budgets.
 * Each later area adds its own `*.bench.ts` and one line below.
 */
import { reportBundleBench } from './bundle.bench.ts';
import { benchColdLoads, printColdLoads } from './cold-load.bench.ts';
import { reportCalendarBench } from './calendar.bench.ts';
import { reportChatBench } from './chat.bench.ts';
import { reportEcommerceBench } from './ecommerce.bench.ts';
import { reportEmailBench } from './email.bench.ts';
import { reportInvoicesBench } from './invoices.bench.ts';
import { reportKanbanBench } from './kanban.bench.ts';
import { reportLegalCasesBench } from './legal-cases.bench.ts';
import { reportLighthouseBench } from './lighthouse.bench.ts';
import { reportLiveBench } from './live.bench.ts';
import { newDataDir, startServer } from './lib/server.ts';
import { verdict } from './lib/stats.ts';
import { benchStartup } from './startup.bench.ts';
import { reportSearchBench } from './search.bench.ts';
import { reportUsersBench } from './users.bench.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3210);

const server = await startServer(newDataDir(), PORT);
try {
  await reportBundleBench(server.url);
  printColdLoads(await benchColdLoads(server.url));
  await reportLighthouseBench(server.url);
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
await reportInvoicesBench();
await reportKanbanBench();
await reportCalendarBench();
await reportEmailBench();
await reportChatBench();
await reportLiveBench();
await reportSearchBench();
