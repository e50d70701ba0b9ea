import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, type Answer } from './crash-api.ts';
import { checkAcked, checkRollups, checkSignIns } from './crash-checks.ts';
import { nextWrite, prepareWrites, recordAck, WRITE_KINDS, type WriteKind, type WriteState } from './crash-writes.ts';
import { killServers, startServer, type ServerProcess } from './process.ts';
import { DEMO_USERS } from '../db/seed/demo-users.ts';

/**
 * The crash test: the real server process takes a stream of concurrent writes through its API and is killed with
 * SIGKILL at a random moment while writes are in flight; it is started again on the same data (PGlite folder or
 * PostgreSQL database), and every write it had acknowledged must be there, whole, with the roll-ups consistent.
 * Used by crash.test.ts (3 rounds in `npm test`) and scripts/crash.ts (`npm run crash -w apps/server`).
 */

const ADMIN = DEMO_USERS[0];

export interface CrashOptions {
  db: 'pglite' | 'postgres';
  rounds: number;
  /** PostgreSQL: a server where a throwaway database may be created (and is dropped afterwards). */
  postgresUrl?: string;
  /** PostgreSQL: the throwaway database's name (the tests use their run's prefix, so teardown finds leftovers). */
  databaseName?: string;
  /** Writes sent at once. */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface RoundReport {
  round: number;
  /** The kill came when this many writes had been acknowledged in the round. */
  killAfter: number;
  /** Writes sent and not yet answered when the kill was sent. */
  inFlightAtKill: number;
  /** Writes acknowledged in the round (a few answers may arrive after the kill was sent) by kind. */
  acked: Record<WriteKind, number>;
  /** Milliseconds: writing until the process was gone, restarting until the API answers, checking. */
  streamMs: number;
  restartMs: number;
  checkMs: number;
}

export interface CrashReport {
  rounds: RoundReport[];
  /** Empty when every acknowledged write survived whole and everything else was as expected. */
  problems: string[];
}

interface Target {
  env: Record<string, string>;
  /** The PGlite lock file (none on PostgreSQL). */
  lockFile?: string;
  cleanup(): Promise<void>;
}

/** Every check signs in again (and new users sign in): far more often than the per-address login limit allows. */
const LOGINS = { LOGIN_RATE_LIMIT_PER_IP: '100000' };

async function prepareTarget(options: CrashOptions): Promise<Target> {
  if (options.db === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'mizan-crash-'));
    return {
      env: { ...LOGINS, DATA_DIR: dataDir },
      lockFile: join(dataDir, 'mizan.lock'),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!options.postgresUrl) throw new Error('The crash test on PostgreSQL needs TEST_DATABASE_URL');
  const { default: postgres } = await import('postgres');
  const name = options.databaseName ?? `mizan_crash_${randomBytes(4).toString('hex')}`;
  const admin = postgres(options.postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...LOGINS, DATABASE_URL: url.toString() },
    cleanup: async () => {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Sends writes from `concurrency` clients at once and kills the server when the `killAfter`-th is acknowledged. */
async function writeUntilKilled(
  server: ServerProcess,
  api: ApiClient,
  state: WriteState,
  killAfter: number,
  concurrency: number,
) {
  const acked = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<WriteKind, number>;
  const problems: string[] = [];
  let count = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed = false;
  const kill = () => {
    killed = true;
    inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
  };

  const client = async () => {
    while (!killed) {
      const write = nextWrite(state);
      inFlight += 1;
      let answer: Answer;
      try {
        answer = await api.call('POST', write.path, write.body);
      } catch (error) {
        // After the kill, a cut connection is the point; before it, a failure of the server.
        if (!killed) problems.push(`POST ${write.path} got no answer before the kill: ${(error as Error).message}`);
        return;
      } finally {
        inFlight -= 1;
      }
      if (answer.status >= 200 && answer.status < 300) {
        // Answered, even after the kill was sent: the server committed it before answering, so it must last.
        recordAck(state, write.acked(answer.body));
        acked[write.kind] += 1;
        if (++count === killAfter) kill();
      } else {
        problems.push(`POST ${write.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        if (problems.length >= 10 && !killed) kill(); // the stream itself is broken: stop here and report
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  await server.exited;
  return { acked, inFlightAtKill, problems };
}

/** A check that could not finish (an unexpected answer) is a problem too, not the end of the report. */
const problemsOf = async (check: () => Promise<string[]>) => {
  try {
    return await check();
  } catch (error) {
    return [`a check stopped: ${(error as Error).message}`];
  }
};

/** The pid a lock file names (undefined when there is none). */
const pidIn = (file: string) => (existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8'), 10) : undefined);

/** Runs the rounds on a fresh database; answers what happened and every problem found. */
export async function runCrashTest(options: CrashOptions): Promise<CrashReport> {
  const { concurrency = 6, log = () => {} } = options;
  const report: CrashReport = { rounds: [], problems: [] };
  const target = await prepareTarget(options);
  try {
    const starting = performance.now();
    let server = await startServer(target.env);
    let api = new ApiClient(server.url);
    const { userId } = await api.signIn(ADMIN.email, ADMIN.password);
    const state = await prepareWrites(api, userId);
    log(
      `${options.db}: started on a fresh database in ${Math.round(performance.now() - starting)} ms (with the demo data)`,
    );

    for (let round = 1; round <= options.rounds && report.problems.length === 0; round++) {
      const problems: string[] = [];
      const from = state.acked.length;
      const killAfter = 20 + Math.floor(Math.random() * 41);
      const dead = server.child.pid!;
      const streaming = performance.now();
      const stream = await writeUntilKilled(server, api, state, killAfter, concurrency);
      problems.push(...stream.problems);
      // The server's own account of an unexpected answer (its errors are logged as JSON lines).
      const logged = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":50') || line.includes('"level":60'));
      if (stream.problems.length && logged.length)
        problems.push(`the killed server logged:\n${logged.slice(0, 5).join('\n')}`);
      if (stream.inFlightAtKill === 0) problems.push('no write was in flight when the server was killed');
      if (target.lockFile && pidIn(target.lockFile) !== dead)
        problems.push('the lock file does not name the killed process');

      const streamMs = Math.round(performance.now() - streaming);
      const restarting = performance.now();
      server = await startServer(target.env);
      const restartMs = Math.round(performance.now() - restarting);
      // The restart found its data: nothing was seeded again, and (PGlite) it took the dead process's lock over.
      await server.waitForOutput(ADMIN.email);
      if (server.output().includes('demo data just loaded')) problems.push('the restart seeded the demo data again');
      if (target.lockFile && pidIn(target.lockFile) !== server.child.pid)
        problems.push('the restarted server does not hold the lock');

      api = new ApiClient(server.url);
      await api.signIn(ADMIN.email, ADMIN.password);
      const fresh = state.acked.slice(from);
      const checking = performance.now();
      // Each round reads its own writes back; the last one reads back every write of every round.
      problems.push(
        ...(await problemsOf(() => checkAcked(api, state.fixtures, round === options.rounds ? state.acked : fresh))),
      );
      problems.push(...(await problemsOf(() => checkRollups(api, state.fixtures))));
      // Signing in costs a slow password hash each: a few of the round's new users are enough.
      const users = fresh.filter((write) => write.kind === 'user').sort(() => Math.random() - 0.5);
      problems.push(...(await checkSignIns(server.url, users.slice(0, 3))));

      const checkMs = Math.round(performance.now() - checking);
      report.rounds.push({
        round,
        killAfter,
        inFlightAtKill: stream.inFlightAtKill,
        acked: stream.acked,
        streamMs,
        restartMs,
        checkMs,
      });
      report.problems.push(...problems.map((problem) => `round ${round}: ${problem}`));
      log(
        `round ${round}: killed after ${killAfter} acknowledged writes with ${stream.inFlightAtKill} in flight; ` +
          `${fresh.length} acknowledged (${WRITE_KINDS.map((kind) => `${stream.acked[kind]} ${kind}`).join(', ')}); ` +
          `${streamMs} ms of writes, restarted in ${restartMs} ms, ${round === options.rounds ? state.acked.length : fresh.length} writes checked in ${checkMs} ms: ` +
          (problems.length ? `${problems.length} problems` : 'all there'),
      );
    }

    // The last restart answers writes and stops cleanly (PGlite: releasing its lock).
    const after = nextWrite(state, 'category');
    const written = await api.call('POST', after.path, after.body);
    if (written.status !== 201) report.problems.push(`a write after the last restart answered ${written.status}`);
    const code = await server.stop();
    if (code !== 0) report.problems.push(`SIGTERM ended the server with code ${code}:\n${server.output()}`);
    if (target.lockFile && existsSync(target.lockFile))
      report.problems.push('the lock file is left after a clean stop');
    return report;
  } finally {
    await killServers();
    await target.cleanup();
  }
}
