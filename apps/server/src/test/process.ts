import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server process (src/main.ts through tsx) for the process tests (main.test.ts, the crash test) and the
 * crash script: spawn it, wait for what it prints, stop it with SIGTERM or SIGKILL.
 */

/** apps/server: the spawned server's working folder. */
export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The line main.ts prints once the database is migrated and bootstrapped and the API answers. */
export const READY_TEXT = 'Mizan is running at';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the output holds `text`; rejects if the process exits first, or after `withinMs`. */
  waitForOutput(text: string, withinMs?: number): Promise<void>;
  /** Resolves when the process has ended, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGKILL: no handler runs, nothing is closed or flushed by the process. */
  kill9(): Promise<void>;
  /** SIGTERM: the clean stop; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const running = new Set<ServerProcess>();

/**
 * Spawns a server on `port`, listening on 127.0.0.1 in development mode (demo data on a fresh database), with no web
 * build. `env` adds to or overrides that: `DATA_DIR` for PGlite, or `DATABASE_URL` for a PostgreSQL database.
 */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(tmpdir(), 'mizan-no-web-build'),
      TEST_DB: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let closed = false;
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8'); // a character split between two chunks stays whole
    stream.on('data', (chunk: string) => (output += chunk));
  }
  // 'close' comes after the process ended and its output was read to the end.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      closed = true;
      resolve(code);
    }),
  );

  const server: ServerProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    waitForOutput: (text, withinMs = 180_000) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve();
        if (closed) return reject(new Error(`The server has exited without printing "${text}":\n${output}`));
        const done = (error?: Error) => {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.stderr!.off('data', check);
          child.off('close', onClose);
          if (error) reject(error);
          else resolve();
        };
        // Listeners run in order, so the one added at spawn has already appended this chunk.
        const check = () => output.includes(text) && done();
        const onClose = (code: number | null) =>
          done(new Error(`The server exited (${code}) before printing "${text}":\n${output}`));
        // A bound for a broken start, not a way to wait: the output or the exit normally settles it first.
        const timer = setTimeout(
          () => done(new Error(`The server did not print "${text}" within ${withinMs} ms:\n${output}`)),
          withinMs,
        );
        child.stdout!.on('data', check);
        child.stderr!.on('data', check);
        child.on('close', onClose);
      }),
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Spawns a server on a free port and waits until it says it is ready (its API answers from then on). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(await freePort(), env);
  await server.waitForOutput(READY_TEXT);
  return server;
}

/** Kills every server still running (a test's afterAll, the script's exit). */
export async function killServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill9()));
}
