import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();

const save = (who: SignedIn | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/account/preferences',
    headers: { ...(who ? bearer(who) : {}), ...headers },
    payload: payload as object,
  });

const stored = async (userId: number) =>
  (
    await t.db
      .select({ preferences: users.preferences, version: users.version })
      .from(users)
      .where(eq(users.id, userId))
  )[0]!;

describe('PATCH /api/account/preferences', () => {
  it('keeps the language and the theme on the account, each saved on its own, and sign-in and /me carry them', async () => {
    const who = await t.userWithRole('client');
    const before = await stored(who.userId);
    expect(before.preferences).toEqual({});

    const language = await save(who, { language: 'ar' });
    expect(language.statusCode).toBe(200);
    expect(language.json()).toEqual({ language: 'ar' });
    const theme = await save(who, { theme: 'dark' });
    expect(theme.json()).toEqual({ language: 'ar', theme: 'dark' });
    expect(await stored(who.userId)).toEqual({
      preferences: { language: 'ar', theme: 'dark' },
      // Not an edit of the person's record: an open profile form stays valid.
      version: before.version,
    });

    const me = await t.call(who, 'GET', '/api/auth/me');
    expect(me.json().userData.preferences).toEqual({ language: 'ar', theme: 'dark' });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: row!.email, password: 'password1' },
    });
    expect(login.json().userData.preferences).toEqual({ language: 'ar', theme: 'dark' });
  });

  it('changes only the caller’s own account, whatever the body names', async () => {
    const admin = await signIn(t.app);
    const other = await t.userWithRole('client');
    const response = await save(admin, { theme: 'light', userId: other.userId, id: other.userId });
    expect(response.statusCode).toBe(200);
    expect((await stored(admin.userId)).preferences).toMatchObject({ theme: 'light' });
    expect((await stored(other.userId)).preferences).toEqual({});
  });

  it('refuses a value it doesn’t know with 400 naming the field, in the reader’s language, and changes nothing', async () => {
    const who = await t.userWithRole('client');
    await save(who, { theme: 'system' });

    const language = await save(who, { language: 'de' });
    expect(language.statusCode).toBe(400);
    expect(language.json().errors).toEqual({ language: ['Choose a language'] });
    const theme = await save(who, { theme: 'purple' }, { 'accept-language': 'ar' });
    expect(theme.statusCode).toBe(400);
    expect(theme.json().errors).toEqual({ theme: ['اختر مظهرًا'] });
    const notText = await save(who, { language: 42, theme: null });
    expect(notText.statusCode).toBe(400);
    expect(Object.keys(notText.json().errors).sort()).toEqual(['language', 'theme']);

    expect((await stored(who.userId)).preferences).toEqual({ theme: 'system' });
  });

  it('needs a session', async () => {
    const response = await save(null, { theme: 'dark' });
    expect(response.statusCode).toBe(401);
  });
});
