import { ERROR_TEXT } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { roleRules, roles } from '../db/schema.ts';
import { bearer, CLIENT, setupTestApp, signIn } from '../test/app.ts';
import access from './access.ts';
import cookie from '@fastify/cookie';
import { createSessionStore } from '../lib/sessions.ts';

const t = setupTestApp({
  extend(app) {
    app.get('/api/test/dashboard', { config: { access: { action: 'read', subject: 'Dashboard' } } }, async () => ({
      ok: true,
    }));
    app.get('/api/test/open', { config: { access: 'public' } }, async (request) => ({
      user: request.user?.email ?? null,
    }));
  },
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('access control', () => {
  it('answers 401 without a session on a protected route', async () => {
    const response = await get('/api/test/dashboard');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ERROR_TEXT.unauthorized });
  });

  it('answers 403 when the rules do not permit, 200 when they do', async () => {
    const client = await signIn(t.app, CLIENT);
    const denied = await get('/api/test/dashboard', bearer(client));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: ERROR_TEXT.forbidden });

    const admin = await signIn(t.app);
    expect((await get('/api/test/dashboard', bearer(admin))).statusCode).toBe(200);
  });

  it('public routes are open, and still know who is signed in', async () => {
    expect((await get('/api/test/open')).json()).toEqual({ user: null });
    const client = await signIn(t.app, CLIENT);
    expect((await get('/api/test/open', { cookie: client.cookie })).json()).toEqual({ user: 'client@demo.com' });
  });

  it("reads the role's rules from the database on every request", async () => {
    const client = await signIn(t.app, CLIENT);
    expect((await get('/api/test/dashboard', bearer(client))).statusCode).toBe(403);

    const [role] = await t.db.select().from(roles).where(eq(roles.name, 'client'));
    const [rule] = await t.db
      .insert(roleRules)
      .values({ roleId: role!.id, action: 'read', subject: 'Dashboard' })
      .returning();
    try {
      expect((await get('/api/test/dashboard', bearer(client))).statusCode).toBe(200);
      expect((await get('/api/auth/me', bearer(client))).json().userAbilityRules).toContainEqual({
        action: 'read',
        subject: 'Dashboard',
      });
    } finally {
      await t.db.delete(roleRules).where(eq(roleRules.id, rule!.id));
    }
    expect((await get('/api/test/dashboard', bearer(client))).statusCode).toBe(403);
  });

  it('refuses to start when an /api route declares no access', async () => {
    const app = await buildApp({ db: t.db, pruneEveryMs: 0 });
    expect(() => app.get('/api/forgotten', async () => ({ oops: true }))).toThrow(
      /GET \/api\/forgotten has no config\.access/,
    );
    await app.close();
  });

  it('the guard holds inside any plugin, and only for /api', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(cookie);
      await app.register(access, { sessions: createSessionStore(t.db, { ttlDays: 1 }) });
      app.get('/health', async () => 'ok'); // not under /api: nothing to declare
      await app.register(
        async (child) => {
          child.post('/items', async () => ({}));
        },
        { prefix: '/api/nested' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/POST \/api\/nested\/items has no config\.access/);
    expect(app.hasRoute({ method: 'GET', url: '/health' })).toBe(true);
    await app.close().catch(() => {});
  });
});
