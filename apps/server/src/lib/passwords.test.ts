import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
  });

  it('verifies a hash made with other parameters (the string carries them)', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('pw', salt, 32, { N: 1024, r: 4, p: 2 });
    const stored = `scrypt$1024$4$2$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('pw', stored)).toBe(true);
    expect(await verifyPassword('pW', stored)).toBe(false);
  });

  it('rejects malformed hashes without throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x$y', 'scrypt$0$8$1$aa$bb', 'scrypt$abc$8$1$aa$bb']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('the dummy hash is well-formed and matches nothing guessable', async () => {
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('admin', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
