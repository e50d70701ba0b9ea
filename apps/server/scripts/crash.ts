import { parseArgs } from 'node:util';
import { loadTestEnv } from '../src/config.ts';
import { runCrashTest } from '../src/test/crash.ts';

/**
 * The crash test with more rounds than `npm test` runs:
 *   npm run crash -w apps/server -- --rounds 20 --db pglite|postgres
 * PostgreSQL: a throwaway database is made on TEST_DATABASE_URL's server and dropped afterwards.
 */
const usage = 'Usage: npm run crash -w apps/server -- [--rounds N] [--db pglite|postgres]';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    db: { type: 'string', default: 'pglite' },
    help: { type: 'boolean' },
  },
});
const rounds = Number(values.rounds);
const db = values.db;
if (values.help || !Number.isInteger(rounds) || rounds < 1 || (db !== 'pglite' && db !== 'postgres')) {
  console.error(usage);
  process.exit(values.help ? 0 : 1);
}
const postgresUrl = loadTestEnv().databaseUrl;
if (db === 'postgres' && !postgresUrl) {
  console.error('--db postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}

const started = performance.now();
const report = await runCrashTest({ db, rounds, postgresUrl, log: (line) => console.info(line) });
const acked = report.rounds.reduce((sum, round) => sum + Object.values(round.acked).reduce((a, b) => a + b, 0), 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (report.problems.length) {
  console.error(
    `\n${report.problems.length} problems after ${report.rounds.length} rounds on ${db}:\n${report.problems.join('\n')}`,
  );
  process.exit(1);
}
console.info(
  `\nAll ${acked} acknowledged writes survived ${report.rounds.length} kill -9 rounds on ${db} (${seconds} s).`,
);
