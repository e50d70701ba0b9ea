import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestEnv } from './config.ts';

/** The real process (src/main.ts through tsx) on an embedded data folder: lock, restart after kill -9, clean stop. */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const children = new Set<ChildProcess>();
let dataDir = '';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function spawnServer(port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
      TEST_DB: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** Starts a server and waits until its API answers. */
async function startServer(): Promise<Started> {
  const started = spawnServer(await freePort());
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`The server exited (${started.child.exitCode}):\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${started.output()}`);
    try {
      const response = await fetch(`${started.url}/api/auth/me`);
      if (response.status === 401) return started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(loadTestEnv().db === 'postgres')('the server process', () => {
  let first: Started;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mizan-main-'));
  });
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on a fresh data folder, seeds the demo data and prints the URL and demo logins', async () => {
    first = await startServer();
    expect(first.output()).toContain(`Mizan is running at http://localhost:`);
    expect(first.output()).toContain('demo data just loaded');
    expect(first.output()).toContain('admin@demo.com / admin');
    expect(existsSync(join(dataDir, 'mizan.lock'))).toBe(true);
  }, 120_000);

  it('a second process on the same data folder exits with a clear message', async () => {
    const second = spawnServer(await freePort());
    const [code] = await once(second.child, 'exit');
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`Data folder ${dataDir} is in use by process ${first.child.pid}`);
    // The first server is unharmed.
    expect((await fetch(`${first.url}/api/auth/me`)).status).toBe(401);
  }, 60_000);

  it('after kill -9, starts again: the data are kept and nothing is re-seeded', async () => {
    const registered = await post(`${first.url}/api/auth/register`, {
      username: 'survivor',
      email: 'survivor@example.com',
      password: 'still here',
    });
    expect(registered.status).toBe(201);

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    expect(existsSync(join(dataDir, 'mizan.lock'))).toBe(true); // left behind by the dead process

    const again = await startServer();
    expect(again.output()).not.toContain('demo data just loaded');
    expect(again.output()).toContain('admin@demo.com / admin');

    const signIn = await post(`${again.url}/api/auth/login`, { email: 'survivor@example.com', password: 'still here' });
    expect(signIn.status).toBe(201);
    const admin = await post(`${again.url}/api/auth/login`, { email: 'admin@demo.com', password: 'admin' });
    expect(admin.status).toBe(201);
    const { accessToken } = (await admin.json()) as { accessToken: string };
    const list = await fetch(`${again.url}/api/notifications`, { headers: { authorization: `Bearer ${accessToken}` } });
    const titles = ((await list.json()) as { notifications: { title: string }[] }).notifications.map((n) => n.title);
    expect(titles.filter((title) => title === 'Welcome to Mizan')).toHaveLength(1);

    // SIGTERM: a clean exit that removes the lock.
    again.child.kill('SIGTERM');
    const [code] = await once(again.child, 'exit');
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'mizan.lock'))).toBe(false);
  }, 180_000);
});
