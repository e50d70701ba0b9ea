import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import errors from './errors.ts';
import web from './web.ts';

const root = mkdtempSync(join(tmpdir(), 'mizan-web-late-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('web plugin', () => {
  it('serves a web build that appears after the server started', async () => {
    const app = Fastify();
    await app.register(errors);
    await app.register(web, { root });
    await app.ready();

    const before = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(before.statusCode).toBe(404);

    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    const after = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('id="root"');
    await app.close();
  });
});
