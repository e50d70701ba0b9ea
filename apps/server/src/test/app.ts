import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { bootstrap } from '../db/bootstrap.ts';
import { roles, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { SESSION_COOKIE } from '../lib/sessions.ts';
import { createTestDatabase } from './db.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  /** Calls the API as `who` (signed out when null), with `payload` as the JSON body when given. */
  call: (who: SignedIn | null, method: Method, url: string, payload?: object) => ReturnType<App['inject']>;
  /** A new active user holding the role named `roleName`, signed in. */
  userWithRole: (roleName: string) => Promise<SignedIn>;
}

/**
 * One app on one fresh database for a test file: migrated, bootstrapped with the demo data
 * (admin@demo.com / admin, client@demo.com / client). `extend` may add routes before the app is ready.
 */
export function setupTestApp(
  options: Partial<Omit<AppOptions, 'db'>> & { demoData?: boolean; extend?: (app: App) => void } = {},
): TestContext {
  let serial = 0;
  const context: TestContext = {
    call: (who, method, url, payload) =>
      context.app.inject({
        method,
        url,
        headers: who ? bearer(who) : {},
        ...(payload === undefined ? {} : { payload }),
      }),
    userWithRole: async (roleName) => {
      const [role] = await context.db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
      if (!role) throw new Error(`No role named ${roleName}`);
      const n = ++serial;
      const email = `tester-${n}@test.dev`;
      await context.db.insert(users).values({
        fullName: `Tester ${n}`,
        username: `tester_${n}`,
        email,
        passwordHash: await hashPassword('password1'),
        roleId: role.id,
      });
      return signIn(context.app, { email, password: 'password1' });
    },
  } as TestContext;
  beforeAll(async () => {
    const { demoData = true, extend, ...appOptions } = options;
    context.database = await createTestDatabase();
    context.db = context.database.db;
    await bootstrap(context.db, { demoData });
    context.app = await buildApp({
      db: context.db,
      pruneEveryMs: 0,
      publicUrl: 'http://mizan.test',
      publicRegistration: demoData,
      ...appOptions,
      // Many sign-ins come from one test address; the limit tests set their own numbers.
      loginLimits: { perIp: 1000, ...appOptions.loginLimits },
    });
    extend?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

export const ADMIN = { email: 'admin@demo.com', password: 'admin' } as const;
export const CLIENT = { email: 'client@demo.com', password: 'client' } as const;

export interface SignedIn {
  token: string;
  /** `mizan_session=<token>`, for a `cookie` header. */
  cookie: string;
  userId: number;
}

/** Signs in through the API, as the browser would. */
export async function signIn(app: App, who: { email: string; password: string } = ADMIN): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
  if (response.statusCode !== 201)
    throw new Error(`Sign-in as ${who.email} failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ accessToken: string; userData: { id: number } }>();
  return { token: body.accessToken, cookie: `${SESSION_COOKIE}=${body.accessToken}`, userId: body.userData.id };
}

export const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });
