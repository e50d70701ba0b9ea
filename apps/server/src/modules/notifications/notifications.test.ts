import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { notifications } from './notifications.table.ts';

const t = setupTestApp();

interface Listed {
  notifications: { id: number; title: string; readAt: string | null; createdAt: string }[];
  unread: number;
}
const list = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who) })).json<Listed>();

describe('notifications', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it("lists the user's own, newest first, with the unread count", async () => {
    const admin = await signIn(t.app, ADMIN);
    const body = await list(admin);
    const titles = body.notifications.map((n) => n.title);
    expect(titles[0]).toBe('New sign-in'); // this very sign-in
    expect(titles).toContain('Welcome to Mizan');
    const times = body.notifications.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.unread).toBe(body.notifications.filter((n) => n.readAt === null).length);

    const client = await signIn(t.app, CLIENT);
    const clientIds = (await list(client)).notifications.map((n) => n.id);
    expect(clientIds.some((id) => body.notifications.some((n) => n.id === id))).toBe(false);
  });

  it('shows at most 20', async () => {
    const admin = await signIn(t.app, ADMIN);
    await t.db
      .insert(notifications)
      .values(Array.from({ length: 25 }, (_, i) => ({ userId: admin.userId, title: `Bulk ${i}`, subtitle: '' })));
    const body = await list(admin);
    expect(body.notifications).toHaveLength(20);
    expect(body.unread).toBeGreaterThan(20);
  });

  it('marks one read and unread, only if it is mine', async () => {
    const admin = await signIn(t.app, ADMIN);
    const client = await signIn(t.app, CLIENT);
    const target = (await list(admin)).notifications[0]!;
    const patch = (who: SignedIn, id: number, read: unknown) =>
      t.app.inject({ method: 'PATCH', url: `/api/notifications/${id}`, headers: bearer(who), payload: { read } });

    const read = await patch(admin, target.id, true);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: target.id, readAt: expect.any(String) });
    expect((await patch(admin, target.id, false)).json().readAt).toBeNull();

    const foreign = await patch(client, target.id, true);
    expect(foreign.statusCode).toBe(404);
    expect((await patch(admin, target.id, 'yes')).statusCode).toBe(400);
    expect((await patch(admin, 0, true)).statusCode).toBe(400);
  });

  it('marks all read', async () => {
    const admin = await signIn(t.app, ADMIN);
    const client = await signIn(t.app, CLIENT);
    const clientUnread = (await list(client)).unread;
    const response = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: bearer(admin) });
    expect(response.statusCode).toBe(204);
    expect((await list(admin)).unread).toBe(0);
    expect((await list(client)).unread).toBe(clientUnread);
  });

  it('deletes only my own', async () => {
    const admin = await signIn(t.app, ADMIN);
    const client = await signIn(t.app, CLIENT);
    const target = (await list(admin)).notifications[0]!;
    const remove = (who: SignedIn) =>
      t.app.inject({ method: 'DELETE', url: `/api/notifications/${target.id}`, headers: bearer(who) });

    expect((await remove(client)).statusCode).toBe(404);
    expect((await remove(admin)).statusCode).toBe(204);
    expect((await remove(admin)).statusCode).toBe(404);
    expect((await list(admin)).notifications.some((n) => n.id === target.id)).toBe(false);
  });
});
