import { ACCOUNT_TEXT, ERROR_TEXT } from '@mizan/contracts';
import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactorChallenges, twoFactorRecoveryCodes, userActivity, userTwoFactor } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { bearer, setupTestApp, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();

let counter = 0;
async function newUser() {
  counter += 1;
  const email = `totp${counter}@example.com`;
  const password = 'long enough password';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `totp${counter}`, email, password },
  });
  const body = response.json();
  return { token: body.accessToken as string, cookie: '', userId: body.userData.id as number, email, password };
}

/** The authenticator app: a code for now, or `steps` periods later (each code works once). */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

const post = (url: string, payload: object, who?: SignedIn) =>
  t.app.inject({ method: 'POST', url, payload, headers: who ? bearer(who) : {} });
const login = (who: { email: string; password: string }) =>
  post('/api/auth/login', { email: who.email, password: who.password });

/** Sets verification up for a fresh user and answers its secret and recovery codes. */
async function withTwoFactor() {
  const me = await newUser();
  const setup = await post('/api/account/two-factor/setup', {}, me);
  const { secret } = setup.json();
  const confirm = await post('/api/account/two-factor/confirm', { code: codeOf(secret) }, me);
  expect(confirm.statusCode).toBe(200);
  return { me, secret: secret as string, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

describe('two-step verification setup', () => {
  it('gives a secret, an otpauth URI and a QR code; a right code turns it on with ten recovery codes', async () => {
    const me = await newUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/account/two-factor', headers: bearer(me) })).json()).toEqual(
      {
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      },
    );

    const setup = await post('/api/account/two-factor/setup', {}, me);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Mizan:${encodeURIComponent(me.email)}?issuer=Mizan&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await post('/api/account/two-factor/confirm', { code: '000000' }, me);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [ACCOUNT_TEXT.invalidCode] });
    const empty = await post('/api/account/two-factor/confirm', { code: '' }, me);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['code']);

    const confirm = await post('/api/account/two-factor/confirm', { code: codeOf(secret) }, me);
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are stored.
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, me.userId));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);

    const status = (await t.app.inject({ method: 'GET', url: '/api/account/two-factor', headers: bearer(me) })).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await post('/api/account/two-factor/setup', {}, me)).statusCode).toBe(409);
    const kinds = await t.db
      .select({ kind: userActivity.kind })
      .from(userActivity)
      .where(eq(userActivity.userId, me.userId));
    expect(kinds.map((row) => row.kind)).toContain('two-factor-enabled');
  });
});

describe('signing in with two-step verification', () => {
  it('the password alone opens no session; the challenge and a generated code do', async () => {
    const { me, secret } = await withTwoFactor();
    const first = await login(me);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['challengeToken', 'expiresAt', 'twoFactorRequired']);
    expect(body.twoFactorRequired).toBe(true);
    expect(first.cookies).toHaveLength(0);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    // The challenge token is no session token.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${body.challengeToken}` },
        })
      ).statusCode,
    ).toBe(401);

    const wrong = await post('/api/auth/two-steps', { challengeToken: body.challengeToken, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: [ACCOUNT_TEXT.invalidCode] });

    // The confirmation used this period's code: the next period's code (accepted one step ahead) signs in.
    const replay = await post('/api/auth/two-steps', { challengeToken: body.challengeToken, code: codeOf(secret) });
    expect(replay.statusCode).toBe(400);
    const ok = await post('/api/auth/two-steps', { challengeToken: body.challengeToken, code: codeOf(secret, 1) });
    expect(ok.statusCode).toBe(201);
    expect(Object.keys(ok.json()).sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
    expect(ok.cookies.find((c) => c.name === 'mizan_session')?.value).toBe(ok.json().accessToken);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${ok.json().accessToken}` },
        })
      ).statusCode,
    ).toBe(200);

    // Single use.
    const again = await post('/api/auth/two-steps', { challengeToken: body.challengeToken, code: codeOf(secret, 1) });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ challengeToken: [ACCOUNT_TEXT.challengeExpired] });
  });

  it('a recovery code works once', async () => {
    const { me, recoveryCodes } = await withTwoFactor();
    const challenge = (await login(me)).json().challengeToken;
    const ok = await post('/api/auth/two-steps', { challengeToken: challenge, code: recoveryCodes[3]!.toUpperCase() });
    expect(ok.statusCode).toBe(201);

    const next = (await login(me)).json().challengeToken;
    const reused = await post('/api/auth/two-steps', { challengeToken: next, code: recoveryCodes[3] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual({ code: [ACCOUNT_TEXT.invalidCode] });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/account/two-factor',
      headers: bearer({ token: ok.json().accessToken } as SignedIn),
    });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('an expired or unknown challenge is refused', async () => {
    const { me, secret } = await withTwoFactor();
    const challenge = (await login(me)).json().challengeToken;
    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.tokenHash, hashToken(challenge)));
    const expired = await post('/api/auth/two-steps', { challengeToken: challenge, code: codeOf(secret, 1) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ challengeToken: [ACCOUNT_TEXT.challengeExpired] });
    expect((await post('/api/auth/two-steps', { challengeToken: 'made-up', code: '123456' })).statusCode).toBe(400);
  });

  it('limits wrong codes per challenge', async () => {
    const { me, secret } = await withTwoFactor();
    const challenge = (await login(me)).json().challengeToken;
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/two-steps', { challengeToken: challenge, code: '000000' })).statusCode).toBe(400);
    }
    const blocked = await post('/api/auth/two-steps', { challengeToken: challenge, code: codeOf(secret, 1) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toEqual({ code: [ACCOUNT_TEXT.tooManyCodes] });
    const [row] = await t.db.select().from(twoFactorChallenges).orderBy(desc(twoFactorChallenges.id)).limit(1);
    expect(row?.usedAt).toBeNull();
  });

  it('limits wrong codes per user across challenges', async () => {
    const { me, secret } = await withTwoFactor();
    for (let round = 0; round < 2; round++) {
      const challenge = (await login(me)).json().challengeToken;
      for (let i = 0; i < 5; i++) await post('/api/auth/two-steps', { challengeToken: challenge, code: '000000' });
    }
    const fresh = (await login(me)).json().challengeToken;
    expect((await post('/api/auth/two-steps', { challengeToken: fresh, code: codeOf(secret, 1) })).statusCode).toBe(
      429,
    );
  });

  it('a deactivated user is refused at the second step too', async () => {
    const { me, secret } = await withTwoFactor();
    const challenge = (await login(me)).json().challengeToken;
    expect((await post('/api/account/deactivate', { password: me.password, confirm: true }, me)).statusCode).toBe(204);
    const response = await post('/api/auth/two-steps', { challengeToken: challenge, code: codeOf(secret, 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual([ERROR_TEXT.invalidCredentials]);
  });
});

describe('turning two-step verification off', () => {
  it('needs the password or a code, then sign-in is one step again', async () => {
    const { me, secret } = await withTwoFactor();
    const none = await post('/api/account/two-factor/disable', {}, me);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ password: [ACCOUNT_TEXT.passwordOrCode] });
    const wrongPassword = await post('/api/account/two-factor/disable', { password: 'nope' }, me);
    expect(wrongPassword.json().errors).toEqual({ password: [ACCOUNT_TEXT.wrongPasswordConfirm] });
    const wrongCode = await post('/api/account/two-factor/disable', { code: '000000' }, me);
    expect(wrongCode.json().errors).toEqual({ code: [ACCOUNT_TEXT.invalidCode] });

    expect((await post('/api/account/two-factor/disable', { code: codeOf(secret, 1) }, me)).statusCode).toBe(204);
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, me.userId))).toEqual([]);
    expect((await login(me)).statusCode).toBe(201);
    expect((await post('/api/account/two-factor/disable', { password: me.password }, me)).statusCode).toBe(409);
  });

  it('replaces the recovery codes with the password', async () => {
    const { me, recoveryCodes } = await withTwoFactor();
    expect((await post('/api/account/two-factor/recovery-codes', { password: 'nope' }, me)).statusCode).toBe(400);
    const fresh = await post('/api/account/two-factor/recovery-codes', { password: me.password }, me);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    const challenge = (await login(me)).json().challengeToken;
    expect((await post('/api/auth/two-steps', { challengeToken: challenge, code: recoveryCodes[0] })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/auth/two-steps', { challengeToken: challenge, code: fresh.json().recoveryCodes[0] }))
        .statusCode,
    ).toBe(201);
  });
});
