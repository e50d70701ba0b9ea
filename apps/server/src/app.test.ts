import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './test/app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'mizan-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mizan</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const bigScript = `export const words = ${JSON.stringify('mizan '.repeat(500))};`;
writeFileSync(join(webDist, 'assets', 'big-def456.js'), bigScript);
writeFileSync(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = setupTestApp({
  webDist,
  extend(app) {
    app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('secret detail at /srv/mizan');
    });
  },
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('are on API answers, error answers and pages', async () => {
    for (const url of ['/api/auth/me', '/api/nope', '/login']) {
      const { headers } = await get(url, { accept: 'text/html' });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined(); // plain http here
    }
  });
});

describe('errors', () => {
  it('an unknown /api route is a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('an unexpected error is a bare 500 without details', async () => {
    const response = await get('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect(response.body).not.toContain('secret');
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe('web app', () => {
  it('serves index.html for app paths, uncached', async () => {
    for (const url of ['/', '/login', '/apps/user/view/3?tab=security']) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    // fetch() without an Accept header, as the start-up benchmark does.
    expect((await get('/login')).statusCode).toBe(200);
  });

  it('serves hashed assets with a long immutable cache, other files revalidated', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('console.log');

    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    const compressed = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigScript);

    const plain = await get('/assets/big-def456.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    // No copy for this one: the file itself.
    expect((await get('/assets/index-abc123.js', { 'accept-encoding': 'br' })).body).toContain('console.log');
  });

  it('a missing file is a 404, not the app', async () => {
    expect((await get('/assets/missing-123.js', { accept: '*/*' })).statusCode).toBe(404);
    // No way out of the folder.
    expect((await get('/assets/..%2f..%2f..%2fpackage.json', { accept: '*/*' })).statusCode).toBe(404);
    const outside = await get('/%2e%2e/%2e%2e/etc/passwd', { accept: 'text/html' });
    expect(outside.body).not.toContain('root:');
  });

  it('never serves the app under /api', async () => {
    const response = await get('/api/unknown', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('API docs', () => {
  it('are open at /api/docs', async () => {
    const page = await get('/api/docs/', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    const spec = await get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/app-bar/search', '/api/notifications/{id}']),
    );
  });
});
