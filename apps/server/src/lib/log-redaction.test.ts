import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roles, users } from '../db/schema.ts';
import { setupTestApp } from '../test/app.ts';
import { captureLog, type LogEntry } from '../test/log.ts';
import { describeError, redactDatabaseMessage, redactSecrets, redactUrl, serializeError } from './log-redaction.ts';
import { hashPassword } from './passwords.ts';

const webDist = mkdtempSync(join(tmpdir(), 'mizan-log-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mizan</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const log = captureLog();
let passwordHash = '';
beforeAll(async () => {
  passwordHash = await hashPassword('correct horse battery staple');
});
beforeEach(() => log.clear());

const t = setupTestApp({
  webDist,
  logger: { level: 'info', stream: log.stream },
  extend(app) {
    // A statement that fails with the hash among its parameters: a NOT NULL violation, whose driver error carries
    // the failing row ("Failing row contains (…, <hash>, …)") and Drizzle's the parameters.
    app.post('/api/test/insert-without-name', { config: { access: 'public' } }, async () => {
      const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'client'));
      await t.db.insert(users).values({
        fullName: sql`null`,
        username: 'nameless',
        email: 'nameless@example.com',
        passwordHash,
        roleId: role!.id,
      });
      return { ok: true };
    });
    // A value the database can't read: PostgreSQL quotes it in its message.
    app.post('/api/test/hash-as-number', { config: { access: 'public' } }, async () => {
      await t.db.execute(sql`select ${passwordHash}::int as n`);
      return { ok: true };
    });
    // A careless handler that logs the request's headers.
    app.get('/api/test/log-headers', { config: { access: 'public' } }, async (request) => {
      request.log.info({ headers: request.headers, req: request }, 'headers');
      return { ok: true };
    });
  },
});

const errorEntries = () => log.entries().filter((entry) => entry.err !== undefined);
const causeOf = (entry: LogEntry | undefined) => (entry?.err as { cause?: Record<string, unknown> } | undefined)?.cause;

describe('the log of a failed SQL statement', () => {
  it('keeps the statement and where it failed, never the parameters or the failing row', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/insert-without-name' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });

    const entry = errorEntries().find((e) => causeOf(e)?.code === '23502');
    expect(entry?.msg).toBe('Unhandled error');
    expect(entry?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "users"/),
    });
    expect(causeOf(entry)).toMatchObject({ type: 'DatabaseError', table: 'users', column: 'full_name' });

    const text = log.text();
    expect(text).not.toContain(passwordHash);
    expect(text).not.toContain(passwordHash.split('$').at(-1));
    expect(text).not.toContain('nameless@example.com');
    expect(text).not.toMatch(/params|parameters|Failing row/);
  });

  it('hides a value the database quotes in its own message', async () => {
    await t.app.inject({ method: 'POST', url: '/api/test/hash-as-number' });
    const entry = errorEntries().find((e) => causeOf(e)?.code === '22P02');
    expect(causeOf(entry)?.message).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(log.text()).not.toContain(passwordHash.split('$').at(-1));
    expect(log.text()).not.toMatch(/params/);
  });
});

describe('the log of requests', () => {
  it('never holds the token of a reset link (the page the e-mail opens)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/reset-password?token=SECRET-RESET-TOKEN&lang=ar',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    const incoming = log.entries().find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/reset-password?token=[redacted]&lang=ar' });
    expect(log.text()).not.toContain('SECRET-RESET-TOKEN');
  });

  it('never holds a token in any other URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/me?access_token=SECRET-ONE&challengeToken=SECRET-TWO&q=kept' });
    expect(log.text()).not.toMatch(/SECRET-ONE|SECRET-TWO/);
    expect(log.text()).toContain('q=kept');
  });

  it('never holds the authorization or cookie header, even when a handler logs the headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/log-headers',
      headers: { authorization: 'Bearer SECRET-BEARER', cookie: 'mizan_session=SECRET-COOKIE', 'x-kept': 'visible' },
    });
    expect(response.statusCode).toBe(200);
    const logged = log.entries().find((entry) => entry.msg === 'headers');
    expect(logged?.headers).toMatchObject({ authorization: '[redacted]', cookie: '[redacted]', 'x-kept': 'visible' });
    expect(log.text()).not.toMatch(/SECRET-BEARER|SECRET-COOKIE/);
  });
});

describe('redaction helpers', () => {
  it('redactUrl hides secret query parameters only', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?page=2&Token=abc&password=p&q=a%3Db')).toBe(
      '/x?page=2&Token=[redacted]&password=[redacted]&q=a%3Db',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('redactUrl and redactSecrets hide the token of a public link (a path segment)', () => {
    expect(redactUrl('/api/public/invoice/AbC-12_x/pdf?lang=ar')).toBe('/api/public/invoice/[redacted]/pdf?lang=ar');
    expect(redactUrl('/api/apps/invoice/12/pdf')).toBe('/api/apps/invoice/12/pdf');
    expect(redactSecrets('GET http://x.test/api/public/invoice/AbC-12_x/pdf failed')).toBe(
      'GET http://x.test/api/public/invoice/[redacted]/pdf failed',
    );
  });

  it('redactSecrets hides links, URL passwords and bearer tokens in free text', () => {
    expect(redactSecrets('open http://x.test/reset-password?token=abc-123 now')).toBe(
      'open http://x.test/reset-password?token=[redacted] now',
    );
    expect(redactSecrets('connect smtp://mizan:pa55@mail.example:587 failed')).toBe(
      'connect smtp://mizan:[redacted]@mail.example:587 failed',
    );
    expect(redactSecrets('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
  });

  it('redactDatabaseMessage keeps names and hides values', () => {
    expect(
      redactDatabaseMessage('null value in column "full_name" of relation "users" violates not-null constraint'),
    ).toBe('null value in column "full_name" of relation "users" violates not-null constraint');
    expect(redactDatabaseMessage('value "99999999999" is out of range for type integer')).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    expect(redactDatabaseMessage('invalid input value for enum status: "x"')).toBe(
      'invalid input value for enum status: "[redacted]"',
    );
  });

  it('serializeError drops the params of a query error and the fields of its cause that carry values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(someone@example.com) already exists.',
      constraint: 'users_email_unique',
      table: 'users',
      params: ['someone@example.com', '$scrypt$hash'],
      where: "unnamed portal parameter $1 = 'someone@example.com'",
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['someone@example.com', '$scrypt$hash'],
      cause,
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      cause: { type: 'DatabaseError', code: '23505', constraint: 'users_email_unique', table: 'users' },
    });
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users"[^\n]*\n\s+at /);
    const text = JSON.stringify(serialized) + describeError(error);
    expect(text).not.toMatch(/someone@example\.com|\$scrypt\$hash|params|detail/);
    expect(describeError(error)).toMatch(/Caused by: DatabaseError: duplicate key value/);
  });
});
