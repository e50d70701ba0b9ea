import { ERROR_TEXT, OFFICE_SETTINGS_TEXT, USER_ERRORS } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, setupTestApp, signIn } from '../../test/app.ts';

const newcomer = (name: string, extra: object = {}) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'long enough',
  ...extra,
});

describe('office settings (demo: public sign-up open until an administrator decides)', () => {
  const t = setupTestApp();
  const { call } = t;

  it('only those who may manage everything read and write them; 401 signed out', async () => {
    const maintainer = await t.userWithRole('maintainer'); // manages users, not everything
    const client = await signIn(t.app, CLIENT);
    for (const [method, payload] of [['GET'], ['PUT', { publicRegistration: false, version: 0 }]] as const) {
      expect((await call(null, method, '/api/office/settings', payload)).statusCode).toBe(401);
      for (const who of [maintainer, client]) {
        const denied = await call(who, method, '/api/office/settings', payload);
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toEqual({ message: ERROR_TEXT.forbidden });
      }
    }
  });

  it('answers the default (version 0) before the first save, then what was saved, with 409 when stale', async () => {
    const admin = await signIn(t.app, ADMIN);
    expect((await call(admin, 'GET', '/api/office/settings')).json()).toEqual({
      publicRegistration: true,
      timeZone: 'Asia/Riyadh',
      version: 0,
    });
    expect((await call(null, 'GET', '/api/auth/registration')).json()).toEqual({ open: true });

    const closed = await call(admin, 'PUT', '/api/office/settings', { publicRegistration: false, version: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ publicRegistration: false, timeZone: 'Asia/Riyadh', version: 1 });
    expect((await call(admin, 'GET', '/api/office/settings')).json()).toEqual({
      publicRegistration: false,
      timeZone: 'Asia/Riyadh',
      version: 1,
    });
    expect((await call(null, 'GET', '/api/auth/registration')).json()).toEqual({ open: false });

    for (const version of [0, 7]) {
      const stale = await call(admin, 'PUT', '/api/office/settings', { publicRegistration: true, version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: OFFICE_SETTINGS_TEXT.stale });
    }
    const bad = await call(admin, 'PUT', '/api/office/settings', { publicRegistration: 'yes', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['publicRegistration']);
    expect((await call(admin, 'GET', '/api/office/settings')).json()).toEqual({
      publicRegistration: false,
      timeZone: 'Asia/Riyadh',
      version: 1,
    });
  });

  it('with sign-up closed, only a caller who may create users registers someone, within their own rights', async () => {
    const admin = await signIn(t.app, ADMIN);
    expect((await call(admin, 'GET', '/api/auth/registration')).json()).toEqual({ open: false });

    const stranger = await call(null, 'POST', '/api/auth/register', newcomer('stranger'));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: OFFICE_SETTINGS_TEXT.registrationClosed });
    expect(stranger.cookies).toHaveLength(0);
    const client = await signIn(t.app, CLIENT);
    expect((await call(client, 'POST', '/api/auth/register', newcomer('friend'))).statusCode).toBe(403);

    const maintainer = await t.userWithRole('maintainer');
    const beyond = await call(maintainer, 'POST', '/api/auth/register', newcomer('boss', { role: 'admin' }));
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().errors).toEqual({ role: [USER_ERRORS.roleBeyondOwn] });
    const within = await call(maintainer, 'POST', '/api/auth/register', newcomer('helper', { role: 'editor' }));
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json().userData.role).toBe('editor');

    // Opened again: anyone signs up as a client.
    expect((await call(admin, 'PUT', '/api/office/settings', { publicRegistration: true, version: 1 })).json()).toEqual(
      { publicRegistration: true, timeZone: 'Asia/Riyadh', version: 2 },
    );
    const open = await call(null, 'POST', '/api/auth/register', newcomer('stranger'));
    expect(open.statusCode).toBe(201);
    expect(open.json().userData.role).toBe('client');
  });
});

describe('office settings (production: public sign-up closed by default)', () => {
  const t = setupTestApp({ publicRegistration: false });

  it('refuses strangers until an administrator opens sign-up', async () => {
    expect((await t.call(null, 'GET', '/api/auth/registration')).json()).toEqual({ open: false });
    const refused = await t.call(null, 'POST', '/api/auth/register', newcomer('early'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(OFFICE_SETTINGS_TEXT.registrationClosed);

    const admin = await signIn(t.app, ADMIN);
    expect((await t.call(admin, 'GET', '/api/office/settings')).json()).toEqual({
      publicRegistration: false,
      timeZone: 'Asia/Riyadh',
      version: 0,
    });
    expect(
      (await t.call(admin, 'PUT', '/api/office/settings', { publicRegistration: true, version: 0 })).statusCode,
    ).toBe(200);
    expect((await t.call(null, 'POST', '/api/auth/register', newcomer('early'))).statusCode).toBe(201);
  });
});

describe("the office's time zone", () => {
  const t = setupTestApp();

  it('is read by anyone signed in, and changed only by those who may manage everything', async () => {
    expect((await t.call(null, 'GET', '/api/office/time-zone')).statusCode).toBe(401);
    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'GET', '/api/office/time-zone')).json()).toEqual({ timeZone: 'Asia/Riyadh' });
    const refused = await t.call(client, 'PUT', '/api/office/settings', { timeZone: 'Europe/Paris', version: 0 });
    expect(refused.statusCode).toBe(403);

    const admin = await signIn(t.app, ADMIN);
    const moved = await t.call(admin, 'PUT', '/api/office/settings', { timeZone: 'Europe/Paris', version: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    // A setting left out keeps its value.
    expect(moved.json()).toEqual({ publicRegistration: true, timeZone: 'Europe/Paris', version: 1 });
    expect((await t.call(client, 'GET', '/api/office/time-zone')).json()).toEqual({ timeZone: 'Europe/Paris' });
    expect((await t.call(admin, 'GET', '/api/legal-cases/summary')).json()).toMatchObject({ timeZone: 'Europe/Paris' });
  });

  it('refuses a zone the runtime does not know, naming the field', async () => {
    const admin = await signIn(t.app, ADMIN);
    for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(100), 42]) {
      const bad = await t.call(admin, 'PUT', '/api/office/settings', { timeZone, version: 1 });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['timeZone']);
    }
    expect((await t.call(admin, 'GET', '/api/office/time-zone')).json()).toEqual({ timeZone: 'Europe/Paris' });
  });
});
