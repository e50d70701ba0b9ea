import { ERROR_TEXT, USER_ERRORS, type UserDetail } from '@mizan/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { usernameBase } from './users.username.ts';

const t = setupTestApp();
const { call } = t;

/** Exactly what an unmodified client of the spec's template sends to add a user. */
const SPEC_BODY = {
  id: 0,
  fullName: 'Sara Ali',
  company: 'Acme',
  role: 'Editor',
  country: 'Egypt',
  contact: '+20 100 000 0000',
  email: 'sara@acme.test',
  currentPlan: 'Basic',
  status: 'Active',
  avatar: '',
  billing: 'Auto Debit',
};

const DAY = 24 * 60 * 60 * 1000;
const outboxCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mailOutbox))[0]!.n;

/** The newest mail to this address, and the one-time token of its link with its stored row. */
async function linkSentTo(email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  const [stored] = await t.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token!)));
  return { mail: mail!, token: token!, stored: stored! };
}

const resetPassword = (token: string, password: string) =>
  call(null, 'POST', '/api/auth/reset-password', { token, password });
const activityKinds = async (who: SignedIn, id: number) =>
  (await call(who, 'GET', `/api/apps/users/${id}/activity`)).json<{
    activity: Array<{ kind: string; actor: string | null }>;
  }>().activity;

describe('adding a user without a password: an invitation', () => {
  it("takes the spec template's body as is: 201, a pending user in canonical values, invited by e-mail", async () => {
    const admin = await signIn(t.app, ADMIN);
    const response = await call(admin, 'POST', '/api/apps/users', SPEC_BODY);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<UserDetail>();
    expect(created).toMatchObject({
      fullName: 'Sara Ali',
      company: 'Acme',
      role: 'editor',
      country: 'Egypt',
      contact: '+20 100 000 0000',
      email: 'sara@acme.test',
      currentPlan: 'basic',
      status: 'pending',
      billing: 'Auto debit',
      username: 'sara',
      avatar: null,
    });
    expect(created.id).toBeGreaterThan(0);
    expect((await call(admin, 'GET', `/api/apps/users/${created.id}`)).json()).toEqual(created);

    const { mail, token, stored } = await linkSentTo('sara@acme.test');
    expect(mail.text).toContain(`http://mizan.test/reset-password?token=${token}`);
    expect(mail.text).toContain('seven days');
    expect(stored).toMatchObject({ userId: created.id, purpose: 'invite', usedAt: null });
    expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    expect(stored.expiresAt.getTime()).toBeLessThan(Date.now() + 7 * DAY + 60_000);
    expect((await activityKinds(admin, created.id)).map((item) => item.kind)).toEqual(['invitation-sent', 'created']);

    // Nobody signs in before the link is used; the link sets the password and makes the user active.
    expect((await call(null, 'POST', '/api/auth/login', { email: 'sara@acme.test', password: token })).statusCode).toBe(
      400,
    );
    expect((await resetPassword(token, 'my first password')).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/apps/users/${created.id}`)).json()).toMatchObject({
      status: 'active',
      version: 2,
    });
    await signIn(t.app, { email: 'sara@acme.test', password: 'my first password' });
    expect((await resetPassword(token, 'another one')).json().errors).toEqual({
      token: [ERROR_TEXT.invalidResetToken],
    });
    expect((await activityKinds(admin, created.id))[0]).toMatchObject({
      kind: 'invitation-accepted',
      actor: 'Sara Ali',
    });
  });

  it('makes a unique username from the e-mail (sara, sara2…) in the characters a username allows', async () => {
    const admin = await signIn(t.app, ADMIN);
    const add = async (email: string) => {
      const response = await call(admin, 'POST', '/api/apps/users', { ...SPEC_BODY, email });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<UserDetail>().username;
    };
    expect(await add('SARA@elsewhere.test')).toBe('sara2');
    expect(await add('sara@third.test')).toBe('sara3');
    expect(await add("o'brien+law@firm.test")).toBe('obrienlaw');
    expect(usernameBase('a@x.test')).toBe('a.user');
    expect(usernameBase('سارة@x.test')).toBe('user');
    expect(usernameBase(`${'x'.repeat(40)}@x.test`)).toHaveLength(32);
  });

  it('a blank password counts as none; with a password the user is added as before, without mail', async () => {
    const admin = await signIn(t.app, ADMIN);
    const blank = await call(admin, 'POST', '/api/apps/users', {
      ...SPEC_BODY,
      email: 'blank@acme.test',
      password: '',
      username: '',
    });
    expect(blank.json()).toMatchObject({ status: 'pending', username: 'blank' });

    const before = await outboxCount();
    const given = await call(admin, 'POST', '/api/apps/users', {
      ...SPEC_BODY,
      email: 'ready@acme.test',
      password: 'ready to go',
      username: 'ready.one',
    });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ status: 'active', username: 'ready.one', role: 'editor' });
    expect(await outboxCount()).toBe(before);
    await signIn(t.app, { email: 'ready@acme.test', password: 'ready to go' });
  });

  it('names the field of a value it does not know', async () => {
    const admin = await signIn(t.app, ADMIN);
    const billing = await call(admin, 'POST', '/api/apps/users', {
      ...SPEC_BODY,
      email: 'x1@acme.test',
      billing: 'Barter',
    });
    expect(billing.statusCode).toBe(400);
    expect(billing.json().errors).toEqual({ billing: ['Choose a billing method'] });
    const role = await call(admin, 'POST', '/api/apps/users', { ...SPEC_BODY, email: 'x2@acme.test', role: 'Wizard' });
    expect(role.json().errors).toEqual({ role: [USER_ERRORS.unknownRole] });
  });
});

describe('POST /api/apps/users/:id/password-reset', () => {
  it('e-mails a one-hour link that sets a new password; the user keeps signing in until it is used', async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = (
      await call(admin, 'POST', '/api/apps/users', {
        ...SPEC_BODY,
        email: 'forgetful@acme.test',
        password: 'old password',
      })
    ).json<UserDetail>();
    const them = await signIn(t.app, { email: 'forgetful@acme.test', password: 'old password' });

    const response = await call(admin, 'POST', `/api/apps/users/${created.id}/password-reset`);
    expect(response.statusCode).toBe(204);
    const { token, stored } = await linkSentTo('forgetful@acme.test');
    expect(stored).toMatchObject({ userId: created.id, purpose: 'reset' });
    expect(stored.expiresAt.getTime()).toBeLessThan(Date.now() + 60 * 60 * 1000 + 60_000);
    expect((await activityKinds(admin, created.id))[0]).toMatchObject({
      kind: 'password-reset-sent',
      actor: 'John Doe',
    });
    expect((await call(them, 'GET', '/api/auth/me')).statusCode).toBe(200);

    expect((await resetPassword(token, 'new password')).statusCode).toBe(200);
    expect((await call(them, 'GET', '/api/auth/me')).statusCode).toBe(401);
    await signIn(t.app, { email: 'forgetful@acme.test', password: 'new password' });
  });

  it('invites a pending user again; refuses a suspended one (400), an unknown one (404), and callers without update User', async () => {
    const admin = await signIn(t.app, ADMIN);
    const pending = (
      await call(admin, 'POST', '/api/apps/users', { ...SPEC_BODY, email: 'late@acme.test' })
    ).json<UserDetail>();
    expect((await call(admin, 'POST', `/api/apps/users/${pending.id}/password-reset`)).statusCode).toBe(204);
    const again = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, pending.id), eq(passwordResetTokens.purpose, 'invite')));
    expect(again).toHaveLength(2);

    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, pending.id));
    const suspended = await call(admin, 'POST', `/api/apps/users/${pending.id}/password-reset`);
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().message).toBe(USER_ERRORS.resetSuspended);

    expect((await call(admin, 'POST', '/api/apps/users/999999/password-reset')).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/apps/users/${pending.id}/password-reset`)).statusCode).toBe(401);
    const client = await signIn(t.app, CLIENT);
    expect((await call(client, 'POST', `/api/apps/users/${pending.id}/password-reset`)).statusCode).toBe(403);
  });
});
