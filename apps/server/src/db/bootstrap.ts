import { SEEDED_ROLE_DESCRIPTIONS, type AbilityRule } from '@mizan/contracts';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { appMeta, roleRules, roles, users } from './schema.ts';

/** The roles of spec §6, ensured on every start (existing roles and their rules are left as they are). */
export const BASE_ROLES: ReadonlyArray<{ name: string; description: string; rules: AbilityRule[] }> = [
  {
    name: 'admin',
    description: SEEDED_ROLE_DESCRIPTIONS.admin,
    rules: [{ action: 'manage', subject: 'all' }],
  },
  {
    name: 'client',
    description: SEEDED_ROLE_DESCRIPTIONS.client,
    rules: [{ action: 'read', subject: 'AclDemo' }],
  },
];

export const DEMO_SEEDED_KEY = 'demo_seeded_at';

export interface BootstrapOptions {
  /** Load the demo data if this database is fresh. */
  demoData: boolean;
  /** Create this administrator if the database has no user at all (production). */
  admin?: { email: string; password: string };
  log?: { info(message: string): void; warn(message: string): void };
}

export interface BootstrapResult {
  seeded: boolean;
  createdAdmin: boolean;
}

/** Idempotent: safe on every start, cheap when there is nothing to do. */
export async function bootstrap(db: Db, options: BootstrapOptions): Promise<BootstrapResult> {
  await ensureBaseRoles(db);

  const [{ n: userCount } = { n: 0 }] = await db.select({ n: count() }).from(users);
  const result: BootstrapResult = { seeded: false, createdAdmin: false };

  if (options.demoData) {
    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
    if (!marker && userCount === 0) {
      // Loaded on demand: a normal start never reads the seeder.
      const { seedDemo } = await import('./seed/index.ts');
      await db.transaction(async (tx) => {
        await seedDemo(tx);
        await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() });
      });
      result.seeded = true;
      options.log?.info('Demo data loaded into the fresh database');
    }
    return result;
  }

  if (userCount === 0) {
    if (!options.admin) {
      options.log?.warn(
        'The database has no user: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator',
      );
      return result;
    }
    const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
    const email = options.admin.email.trim();
    await db.insert(users).values({
      fullName: 'Administrator',
      username: email.split('@')[0]!.replace(/[^a-zA-Z0-9._-]/g, '') || 'admin',
      email,
      passwordHash: await hashPassword(options.admin.password),
      roleId: admin!.id,
    });
    result.createdAdmin = true;
    options.log?.info(`Created the first administrator ${email}`);
  }
  return result;
}

async function ensureBaseRoles(db: Db) {
  const existing = await db.select({ name: roles.name }).from(roles);
  const missing = BASE_ROLES.filter((role) => !existing.some((row) => row.name === role.name));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    for (const role of missing) {
      const [row] = await tx
        .insert(roles)
        .values({ name: role.name, description: role.description })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      if (!row) continue; // created concurrently by another instance
      await tx.insert(roleRules).values(
        role.rules.map((rule) => ({
          roleId: row.id,
          action: rule.action,
          subject: rule.subject,
          inverted: rule.inverted ?? false,
          conditions: rule.conditions ?? null,
        })),
      );
    }
  });
}
