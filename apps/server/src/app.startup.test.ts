import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { createTestDatabase } from './test/db.ts';

/** While the database is still being migrated, pages are served and API calls wait (or fail clearly). */
const webDist = mkdtempSync(join(tmpdir(), 'mizan-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mizan</title><div id="root"></div>');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function appWaitingFor(databaseReady: Promise<unknown>) {
  const app = await buildApp({ db: database.db, webDist, pruneEveryMs: 0, databaseReady });
  await app.ready();
  return app;
}

describe('start-up', () => {
  it('serves pages at once and holds API calls until the database is ready', async () => {
    let markReady!: () => void;
    const app = await appWaitingFor(new Promise<void>((resolve) => (markReady = resolve)));
    const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);

    let answered = false;
    const call = app.inject({ method: 'GET', url: '/api/auth/me' }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    markReady();
    expect((await call).statusCode).toBe(401);
    await app.close();
  });

  it('answers 503 without details when the database could not start', async () => {
    const failed = Promise.reject(new Error('disk full at /srv/data'));
    failed.catch(() => {});
    const app = await appWaitingFor(failed);
    const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('disk full');
    await app.close();
  });
});
