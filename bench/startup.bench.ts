import { median } from './lib/stats.ts';
import { newDataDir, startServer } from './lib/server.ts';

/** Process start → first page served, on a data folder that already exists (budget: 2 s). */
export async function benchStartup(port: number, runs = 5) {
  const dataDir = newDataDir();
  const first = await startServer(dataDir, port); // creates, migrates and seeds the folder
  await first.stop();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(dataDir, port);
    times.push(server.startupMs);
    await server.stop();
  }
  return { firstStartMs: first.startupMs, medianMs: median(times), runsMs: times };
}
