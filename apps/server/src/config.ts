import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod/mini';

/**
 * The only place that reads `process.env`. Everything else receives a typed `Config`.
 */

/** The repository root, found from this file whether it runs from `src/` (tsx) or from the bundled `dist/`. */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(resolve(dir, 'apps/server/package.json'))) return dir;
    dir = dirname(dir);
  }
  // apps/server/{src,dist}/… → three levels up.
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
}

export const REPO_ROOT = findRepoRoot();

const flag = z.pipe(
  z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], { error: 'use true or false (1/0, on/off, yes/no)' }),
  z.transform((value) => ['1', 'true', 'on', 'yes'].includes(value)),
);
const text = z.string().check(z.minLength(1));

const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(text, '0.0.0.0'),
  DATA_DIR: z.optional(text),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })),
  ),
  NODE_ENV: z.optional(z.string()),
  DEMO_DATA: z.optional(flag),
  ADMIN_EMAIL: z.optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(8, { error: 'must have at least 8 characters' }))),
  SESSION_TTL_DAYS: z._default(z.coerce.number().check(z.positive(), z.maximum(3650)), 30),
  COOKIE_SECURE: z.optional(flag),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  WEB_DIST: z.optional(text),
  LOGIN_RATE_LIMIT_PER_IP: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
  TRUST_PROXY: z._default(flag, false),
  PUBLIC_URL: z.optional(z.url({ error: 'must be an absolute URL such as https://mizan.example' })),
  SMTP_URL: z.optional(
    z.url({
      protocol: /^smtps?$/,
      error: 'must be an address such as smtp://user:password@mail.example:587 or smtps://…',
    }),
  ),
  EMAIL_UNDO_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60)), 5),
  INBOUND_SMTP_PORT: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535))),
  INBOUND_SMTP_HOST: z._default(text, '0.0.0.0'),
  MAIL_FROM: z._default(
    z.string().check(
      z.regex(/^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
        error: 'must be an address such as no-reply@office.example or Mizan <no-reply@office.example>',
      }),
    ),
    'Mizan <no-reply@localhost>',
  ),
});

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and its lock (used when `databaseUrl` is unset). */
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  /** Load the demo data into a fresh database. */
  demoData: boolean;
  /** The first administrator of a production database with no users. */
  admin: { email: string; password: string } | undefined;
  sessionTtlDays: number;
  cookieSecure: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The built web app; served when the folder exists. */
  webDist: string;
  loginRateLimitPerIp: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where the app is reached from outside; used in links sent by e-mail. */
  publicUrl: string;
  /** The SMTP server mail is sent through (`smtp://user:password@host:587`, `smtps://…`); unset: not sent. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /** How long a sent message is held on the server for "Undo" (seconds). */
  emailUndoSeconds: number;
  /** The incoming mail server (smtp-server) for office users' addresses; off when unset. */
  inboundSmtp: { port: number; host: string } | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = env.INIT_CWD ?? process.cwd()): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither');
  }
  const port = e.PORT;
  return {
    port,
    host: e.HOST,
    dataDir: e.DATA_DIR ? resolve(cwd, e.DATA_DIR) : resolve(REPO_ROOT, 'data'),
    databaseUrl: e.DATABASE_URL,
    production,
    demoData: e.DEMO_DATA ?? !production,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? production,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
    loginRateLimitPerIp: e.LOGIN_RATE_LIMIT_PER_IP,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM.trim(),
    emailUndoSeconds: e.EMAIL_UNDO_SECONDS,
    inboundSmtp:
      e.INBOUND_SMTP_PORT === undefined ? undefined : { port: e.INBOUND_SMTP_PORT, host: e.INBOUND_SMTP_HOST },
  };
}

/**
 * Test processes set TEST_DB / TEST_DATABASE_URL (and `npm run fuzz` FUZZ_RUNS / FUZZ_SEED); read here so no other
 * file touches process.env.
 */
export function loadTestEnv(env: NodeJS.ProcessEnv = process.env) {
  const whole = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  return {
    db: env.TEST_DB === 'postgres' ? ('postgres' as const) : ('pglite' as const),
    databaseUrl: env.TEST_DATABASE_URL,
    /** Bad inputs per route in the fuzz test; a few in `npm test`, many in `npm run fuzz`. */
    fuzzRuns: whole(env.FUZZ_RUNS),
    /** Seed of the generated inputs, to replay a failure; fixed in `npm test`. */
    fuzzSeed: whole(env.FUZZ_SEED),
  };
}
