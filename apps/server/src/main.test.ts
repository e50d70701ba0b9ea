import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestEnv } from './config.ts';
import { freePort, killServers, spawnServer, startServer, type ServerProcess } from './test/process.ts';

/** The real process (src/main.ts through tsx) on an embedded data folder: lock, restart after kill -9, clean stop. */
let dataDir = '';
const onDataDir = () => ({ DATA_DIR: dataDir });

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(loadTestEnv().db === 'postgres')('the server process', () => {
  let first: ServerProcess;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mizan-main-'));
  });
  afterAll(async () => {
    await killServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on a fresh data folder, seeds the demo data and prints the URL and demo logins', async () => {
    first = await startServer(onDataDir());
    await first.waitForOutput('admin@demo.com / admin');
    expect(first.output()).toContain(`Mizan is running at http://localhost:`);
    expect(first.output()).toContain('demo data just loaded');
    expect(first.output()).toContain('admin@demo.com / admin');
    expect(existsSync(join(dataDir, 'mizan.lock'))).toBe(true);
  }, 120_000);

  it('a second process on the same data folder exits with a clear message', async () => {
    const second = spawnServer(await freePort(), onDataDir());
    expect(await second.exited).not.toBe(0);
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

    await first.kill9();
    expect(existsSync(join(dataDir, 'mizan.lock'))).toBe(true); // left behind by the dead process

    const again = await startServer(onDataDir());
    await again.waitForOutput('admin@demo.com / admin');
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
    expect(await again.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'mizan.lock'))).toBe(false);
  }, 180_000);
});
