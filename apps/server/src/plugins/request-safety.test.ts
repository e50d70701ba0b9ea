import { ERROR_TEXT } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp, signIn, type SignedIn } from '../test/app.ts';

/** Holes an outside test found: cross-site writes, cacheable answers, and inputs the database chokes on (500s). */
const t = setupTestApp({ publicUrl: 'https://mizan.example' });
let admin: SignedIn;

const newUser = (n: number) => ({
  fullName: `Cross Site ${n}`,
  username: `cross_site_${n}`,
  email: `cross-site-${n}@example.com`,
  password: 'password1',
  role: 'client',
});

describe('cross-site requests', () => {
  it('refuses a state-changing call with the session cookie from a foreign origin, and writes nothing', async () => {
    admin = await signIn(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: { cookie: admin.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify(newUser(1)),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: ERROR_TEXT.foreignOrigin });
    const list = await t.call(admin, 'GET', '/api/apps/users?q=cross-site-1');
    expect(list.json().totalUsers).toBe(0);
  });

  it('refuses what the browser marks cross-site or same-site, whatever the origin says', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/apps/users/999999',
        headers: { cookie: admin.cookie, 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('lets the app itself through: same origin, the public address, or no browser at all', async () => {
    let n = 2;
    for (const headers of [
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://mizan.example' },
      {},
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/apps/users',
        headers: { ...headers, cookie: admin.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(newUser(n++)),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('leaves reads alone: a cross-site GET changes nothing and is answered', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('API answers are never cached', () => {
  it('marks answers and errors no-store', async () => {
    for (const url of ['/api/auth/me', '/api/apps/users', '/api/does-not-exist']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('text the database cannot store', () => {
  it('a NUL character in a body field, a query or a path is a 400 naming the field', async () => {
    const body = await t.call(admin, 'POST', '/api/apps/users', { ...newUser(10), company: 'Acme\u0000' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      message: ERROR_TEXT.unstorableText,
      errors: { company: [ERROR_TEXT.unstorableText] },
    });

    const query = await t.call(admin, 'GET', '/api/apps/ecommerce/categories?q=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ q: [ERROR_TEXT.unstorableText] });

    const path = await t.call(admin, 'GET', '/api/legal-cases/1%00');
    expect(path.statusCode).toBe(400);
  });

  it('half of an emoji (a lone surrogate) in JSON is a 400 naming the nested field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      // JSON.stringify escapes the lone surrogate as \ud83d, which parses back into one.
      payload: JSON.stringify({ ...newUser(11), fullName: 'Sara \ud83d' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ fullName: [ERROR_TEXT.unstorableText] });
    // A whole emoji is fine.
    expect((await t.call(admin, 'POST', '/api/apps/users', { ...newUser(12), fullName: 'Sara 😀' })).statusCode).toBe(
      201,
    );
  });

  it('an id beyond the database integer is a 400 naming it, not a 500', async () => {
    for (const url of [
      '/api/apps/users/2147483648',
      '/api/apps/roles/2147483648',
      '/api/legal-cases/9007199254740991',
    ]) {
      const response = await t.call(admin, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), url).toEqual(['id']);
    }
    expect((await t.call(admin, 'GET', '/api/apps/users/2147483647')).statusCode).toBe(404);
  });

  it('a date that matches the form but does not exist is a 400 naming the field', async () => {
    for (const date of ['2026-13-45', '2026-02-30', '0000-00-00']) {
      const response = await t.call(admin, 'GET', `/api/legal-cases/export.csv?hearingFrom=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), date).toEqual(['hearingFrom']);
    }
  });

  it('the same notification kind twice is a 400 on the list, not a failed upsert', async () => {
    const twice = { kind: 'newForYou', email: true, browser: false, app: true };
    const response = await t.call(admin, 'PUT', '/api/account/notifications', {
      preferences: [twice, { ...twice, email: false }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ preferences: ['Give each kind of notification once'] });
  });
});
