import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema.ts';
import { countAdministrators } from '../../lib/administrators.ts';
import { setupTestApp } from '../../test/app.ts';

const t = setupTestApp();

const ROUNDS = 20;

describe('the last administrator, under concurrent demotions', () => {
  // On PostgreSQL the two requests run in two sessions at once; on PGlite they are serial (trivially safe).
  it('two administrators demoting each other at the same moment: one is refused, one administrator stays', async () => {
    const [adminRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
    for (let round = 1; round <= ROUNDS; round++) {
      const a = await t.userWithRole('admin');
      const b = await t.userWithRole('admin');
      // These two are the only active administrators.
      await t.db
        .update(users)
        .set({ status: 'inactive' })
        .where(and(eq(users.roleId, adminRole!.id), notInArray(users.id, [a.userId, b.userId])));
      // In different count groups (user_counts: role × status × plan × billing), so that the triggers keeping the
      // counts don't serialize the two updates by chance: only the administrators' lock may.
      await t.db.update(users).set({ currentPlan: 'enterprise', billing: 'Manual-Cash' }).where(eq(users.id, b.userId));
      const rows = await t.db
        .select({ id: users.id, version: users.version })
        .from(users)
        .where(inArray(users.id, [a.userId, b.userId]));
      const version = (id: number) => rows.find((row) => row.id === id)!.version;

      const answers = await Promise.all([
        t.call(a, 'PATCH', `/api/apps/users/${b.userId}`, { version: version(b.userId), role: 'editor' }),
        t.call(b, 'PATCH', `/api/apps/users/${a.userId}`, { version: version(a.userId), role: 'editor' }),
      ]);

      expect(await countAdministrators(t.db), `round ${round}`).toBeGreaterThanOrEqual(1);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused by the count (400) or, if the winner committed before its request was read, by the
      // access checks (403: an editor can't change an administrator).
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses.join(', ')}`,
      ).toHaveLength(1);
      expect([400, 403], `round ${round}: ${statuses.join(', ')}`).toContain(statuses.find((status) => status !== 200));
    }
  }, 120_000);
});
