import { describe, expect, it } from 'vitest';
import { bearer, CLIENT, setupTestApp, signIn } from '../../test/app.ts';

const t = setupTestApp();

describe('GET /api/account/summary', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/summary' })).statusCode).toBe(401);
  });

  it("is the user's own account, with open sessions and permissions", async () => {
    const first = await signIn(t.app, CLIENT);
    await signIn(t.app, CLIENT);
    const response = await t.app.inject({ method: 'GET', url: '/api/account/summary', headers: bearer(first) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      userData: { id: first.userId, fullName: 'Jane Doe', username: 'janedoe', email: 'client@demo.com', avatar: null, role: 'client' },
      status: 'active',
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      activeSessions: 2,
      permissions: [{ action: 'read', subject: 'AclDemo' }],
    });
    expect(Date.parse(body.lastSignInAt)).toBeGreaterThan(Date.parse(body.createdAt));

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    const other = await signIn(t.app, CLIENT);
    const after = await t.app.inject({ method: 'GET', url: '/api/account/summary', headers: bearer(other) });
    expect(after.json().activeSessions).toBe(2);
  });
});
