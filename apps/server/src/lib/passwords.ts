import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). The stored string describes itself:
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`, so the cost can be raised later and old
 * hashes still verify.
 */
const DEFAULT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 };

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = DEFAULT;
  const salt = randomBytes(saltLength);
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (![N, R, P].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: maxmem(N, R),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody knows, with the default cost. Checked when the e-mail matches no account,
 * so a wrong e-mail takes as long as a wrong password (no timing oracle for account existence).
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$1$t2rwrmweo2bFeFaBgS2duw$e3gloUNmM18Fg8YQlTQ_KJZZ856cD3zsY-VEDB_ZjtqPWs9cpEuFrZu6zb4b7urZm7FVEC0WKArPiGj1f7fxPQ';
