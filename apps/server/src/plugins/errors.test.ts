import { ERROR_TEXT, type ErrorBody } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { setupTestApp } from '../test/app.ts';
import { ERROR_HANDLER_TEXT } from './errors.ts';

/** Casts the database is asked to make of a value sent by the client: each refuses some values (SQLSTATE 22…). */
const CASTS = { integer: 'integer', date: 'date', utf8: 'utf8', nope: 'no_such_type' } as const;

const t = setupTestApp({
  extend(app) {
    // A schema that words none of its messages: what it answers comes from zod-messages.ts.
    app.post(
      '/api/test/plain',
      {
        config: { access: 'public' },
        schema: {
          body: z.object({
            name: z.string().check(z.trim(), z.minLength(2), z.maxLength(5)),
            count: z.int().check(z.minimum(1), z.maximum(10)),
            level: z.enum(['low', 'high']),
            email: z.email(),
            on: z.boolean(),
          }),
        },
      },
      async (_request, reply) => reply.code(204).send(),
    );
    // Hands the database a value no schema checked, as a route with a too-loose schema would.
    app.post(
      '/api/test/cast',
      {
        config: { access: 'public' },
        schema: { body: z.object({ as: z.enum(Object.keys(CASTS) as (keyof typeof CASTS)[]), value: z.string() }) },
      },
      async (request) => {
        const { as, value } = request.body as { as: keyof typeof CASTS; value: string };
        const query =
          as === 'utf8'
            ? sql`select convert_from(decode(${value}, 'hex'), 'UTF8') as v`
            : sql`select cast(${value} as ${sql.raw(CASTS[as])}) as v`;
        await t.db.execute(query);
        return { ok: true };
      },
    );
  },
});

const post = (url: string, payload: object, language?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: language ? { 'accept-language': language } : {} });

const BAD_PLAIN = { name: 'x', count: 11, level: 'urgent', email: 'someone', on: 'yes' };

describe('error answers in the reader’s language', () => {
  it('an English, a French and an Arabic reader get the same 400, each in their language', async () => {
    const [en, fr, ar] = await Promise.all([
      post('/api/auth/login', { email: 'nobody@demo.com', password: 'wrong-password' }),
      post('/api/auth/login', { email: 'nobody@demo.com', password: 'wrong-password' }, 'fr-FR,fr;q=0.9,en;q=0.8'),
      post('/api/auth/login', { email: 'nobody@demo.com', password: 'wrong-password' }, 'ar'),
    ]);
    for (const response of [en, fr, ar]) expect(response.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: 'Invalid email or password',
      errors: { email: ['Invalid email or password'] },
    });
    expect(fr.json()).toEqual({
      message: 'E-mail ou mot de passe incorrect',
      errors: { email: ['E-mail ou mot de passe incorrect'] },
    });
    expect(ar.json()).toEqual({
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      errors: { email: ['البريد الإلكتروني أو كلمة المرور غير صحيحة'] },
    });
  });

  it('keeps spec §8’s texts byte for byte for a client that sends no Accept-Language', async () => {
    const login = await post('/api/auth/login', { email: 'admin@demo.com', password: 'not-the-password' });
    expect(login.statusCode).toBe(400);
    expect(login.body).toBe('{"message":"Invalid email or password","errors":{"email":["Invalid email or password"]}}');
    const admin = await post('/api/auth/login', { email: 'admin@demo.com', password: 'admin' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/apps/users/999999',
      headers: { authorization: `Bearer ${admin.json().accessToken}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('{"message":"User not found"}');
    // A language the server doesn't speak is answered in English too.
    expect((await post('/api/auth/login', { email: 'admin@demo.com', password: 'nope-nope' }, 'de-DE')).body).toBe(
      login.body,
    );
  });

  it('translates the answers of the handler itself: unknown routes, bad JSON, sign-in needed', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.json()).toEqual({ message: 'Introuvable' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'محتوى الطلب ليس JSON صالحًا' });
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'accept-language': 'fr;q=0.3, ar;q=0.9' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'يجب عليك تسجيل الدخول' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).json()).toEqual({
      message: ERROR_TEXT.unauthorized,
    });
  });
});

describe('zod’s issues', () => {
  it('read as plain words naming the problem, field by field', async () => {
    const response = await post('/api/test/plain', BAD_PLAIN);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.errors).toEqual({
      name: ['Use at least 2 characters'],
      count: ['Enter a number from 1 to 10'],
      level: ['Choose one of: low, high'],
      email: ['Enter a valid email address'],
      on: ['Choose yes or no'],
    });
    expect(body.message).toBe('Use at least 2 characters');
    expect(response.body).not.toMatch(/Invalid input|expected|received/);

    const missing = await post('/api/test/plain', { name: 'Sami', count: '3' });
    expect(missing.json<ErrorBody>().errors).toEqual({
      count: ['Enter a whole number'],
      level: ['This field is required'],
      email: ['This field is required'],
      on: ['This field is required'],
    });
  });

  it('are translated like every other message', async () => {
    const fr = await post('/api/test/plain', BAD_PLAIN, 'fr');
    expect(fr.json<ErrorBody>().errors).toEqual({
      name: ['Utilisez au moins 2 caractères'],
      count: ['Saisissez un nombre de 1 à 10'],
      level: ['Choisissez l’une de ces valeurs : low, high'],
      email: ['Saisissez une adresse e-mail valide'],
      on: ['Choisissez oui ou non'],
    });
    const ar = await post('/api/test/plain', { ...BAD_PLAIN, name: 'abcdefg' }, 'ar');
    expect(ar.json<ErrorBody>().errors?.name).toEqual(['استخدم ما لا يزيد على 5 من الأحرف']);
    expect(ar.json<ErrorBody>().errors?.count).toEqual(['أدخل رقمًا من 1 إلى 10']);
  });
});

describe('a value the database refuses', () => {
  it('is a 400 in plain words, not a 500, for each kind of data exception', async () => {
    const refused = [
      { as: 'integer', value: '99999999999' }, // 22003 numeric value out of range
      { as: 'integer', value: 'twelve' }, // 22P02 invalid text representation
      { as: 'date', value: '2026-02-30' }, // 22008 date out of range
      { as: 'date', value: 'tomorrow-ish' }, // 22007 invalid datetime format
      { as: 'utf8', value: 'ff' }, // 22021 character not in repertoire
    ];
    for (const payload of refused) {
      const response = await post('/api/test/cast', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: ERROR_HANDLER_TEXT.dataException });
    }
    expect((await post('/api/test/cast', { as: 'integer', value: '12' })).statusCode).toBe(200);
  });

  it('is answered in the reader’s language', async () => {
    const response = await post('/api/test/cast', { as: 'integer', value: '99999999999' }, 'ar');
    expect(response.json()).toEqual({ message: 'إحدى القيم خارج النطاق المسموح أو ليست بالصيغة المتوقعة' });
  });

  it('other database errors stay 500s without details', async () => {
    const response = await post('/api/test/cast', { as: 'nope', value: '1' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
  });
});
