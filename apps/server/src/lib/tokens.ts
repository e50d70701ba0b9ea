import { createHash, randomBytes } from 'node:crypto';

/** A secret for the client: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
