import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { bootstrap } from '../db/bootstrap.ts';
import { SESSION_COOKIE } from '../lib/sessions.ts';
import { createTestDatabase } from './db.ts';

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
}

/**
 * One app on one fresh database for a test file: migrated, bootstrapped with the demo data
 * (admin@demo.com / admin, client@demo.com / client). `extend` may add routes before the app is ready.
 */
export function setupTestApp(
  options: Partial<Omit<AppOptions, 'db'>> & { demoData?: boolean; extend?: (app: App) => void } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const { demoData = true, extend, ...appOptions } = options;
    context.database = await createTestDatabase();
    context.db = context.database.db;
    await bootstrap(context.db, { demoData });
    context.app = await buildApp({
      db: context.db,
      pruneEveryMs: 0,
      publicUrl: 'http://mizan.test',
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
  if (response.statusCode !== 201) throw new Error(`Sign-in as ${who.email} failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ accessToken: string; userData: { id: number } }>();
  return { token: body.accessToken, cookie: `${SESSION_COOKIE}=${body.accessToken}`, userId: body.userData.id };
}

export const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.token}` });
