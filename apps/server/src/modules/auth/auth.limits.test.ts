import { ERROR_TEXT } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from './auth.table.ts';
import { setupTestApp } from '../../test/app.ts';

const t = setupTestApp({ loginLimits: { perIp: 6, perAccount: 3 } });

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

const TOO_MANY = { message: ERROR_TEXT.tooManyAttempts, errors: { email: [ERROR_TEXT.tooManyAttempts] } };

describe('sign-in limits', () => {
  it('locks an account after repeated failures, from any address, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login('client@demo.com', 'wrong', `10.0.0.${i + 1}`)).statusCode).toBe(400);
    const blocked = await login('CLIENT@demo.com', 'client', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // Other accounts are unaffected.
    expect((await login('admin@demo.com', 'admin', '10.0.0.9')).statusCode).toBe(201);
  });

  it('a success resets the failure count of the account', async () => {
    await t.db.delete(loginAttempts);
    for (let i = 0; i < 2; i++) await login('admin@demo.com', 'wrong', '10.1.0.1');
    expect((await login('admin@demo.com', 'admin', '10.1.0.1')).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await login('admin@demo.com', 'wrong', '10.1.0.1')).statusCode).toBe(400);
    expect((await login('admin@demo.com', 'admin', '10.1.0.1')).statusCode).toBe(201);
  });

  it('limits attempts per address, whatever the accounts', async () => {
    await t.db.delete(loginAttempts);
    for (let i = 0; i < 6; i++) {
      expect((await login(`someone${i}@example.com`, 'whatever', '192.0.2.50')).statusCode).toBe(400);
    }
    const blocked = await login('admin@demo.com', 'admin', '192.0.2.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await login('admin@demo.com', 'admin', '192.0.2.51')).statusCode).toBe(201);
  });

  it('limits forgot-password requests per address', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody@example.com' },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 6; i++) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERROR_TEXT.tooManyAttempts);
  });
});
