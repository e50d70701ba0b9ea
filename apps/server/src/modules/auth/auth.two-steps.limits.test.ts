import { ACCOUNT_TEXT } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoFactorChallenges, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { bearer, setupTestApp } from '../../test/app.ts';

const t = setupTestApp();

const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
const answer = (challengeToken: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challengeToken, code } });

/** A user with two-step verification on; `challenge()` signs in with the password and answers the challenge token. */
async function withTwoFactor() {
  const me = await t.userWithRole('client');
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.userId));
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    payload: {},
    headers: bearer(me),
  });
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    payload: { code: codeOf(secret) },
    headers: bearer(me),
  });
  expect(confirm.statusCode).toBe(200);
  const challenge = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user!.email, password: 'password1' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ challengeToken: string }>().challengeToken;
  };
  return { secret, challenge };
}

const failuresOf = async (challengeToken: string) => {
  const [row] = await t.db
    .select({ failures: twoFactorChallenges.failures, usedAt: twoFactorChallenges.usedAt })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, hashToken(challengeToken)));
  return row;
};

describe('two-step code limits under parallel guessing', () => {
  it('checks at most five of 40 parallel codes for one challenge, and refuses the right one in the burst', async () => {
    const { secret, challenge } = await withTwoFactor();
    const challengeToken = await challenge();
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => answer(challengeToken, String(100000 + i))),
      answer(challengeToken, codeOf(secret, 1)),
    ]);
    const right = burst.pop()!;
    expect(burst.filter((response) => response.statusCode === 400).length).toBe(5);
    expect(burst.filter((response) => response.statusCode === 429).length).toBe(35);
    expect(right.statusCode).toBe(429);
    expect(right.json().errors).toEqual({ code: [ACCOUNT_TEXT.tooManyCodes] });
    expect(await failuresOf(challengeToken)).toEqual({ failures: 5, usedAt: null });
  });

  it('checks at most ten parallel codes per user across challenges', async () => {
    const { challenge } = await withTwoFactor();
    const challenges = [await challenge(), await challenge(), await challenge()];
    const burst = await Promise.all(
      challenges.flatMap((challengeToken) =>
        Array.from({ length: 5 }, (_, i) => answer(challengeToken, String(200000 + i))),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 400).length).toBe(10);
    expect(burst.filter((response) => response.statusCode === 429).length).toBe(5);
  });

  it('a right code gives its count back', async () => {
    const { secret, challenge } = await withTwoFactor();
    const challengeToken = await challenge();
    for (let i = 0; i < 4; i++) expect((await answer(challengeToken, '000000')).statusCode).toBe(400);
    expect((await answer(challengeToken, codeOf(secret, 1))).statusCode).toBe(201);
    expect((await failuresOf(challengeToken))?.failures).toBe(4);
  });
});
