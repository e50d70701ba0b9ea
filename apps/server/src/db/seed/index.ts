import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { notifications, roles, users } from '../schema.ts';
import { seedDemoCalendar } from './demo-calendar.ts';
import { seedDemoEcommerce } from './demo-ecommerce.ts';
import { seedDemoEmail } from './demo-email.ts';
import { seedDemoChat } from './demo-chat.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoKanban } from './demo-kanban.ts';
import { seedDemoLegalCases } from './demo-legal-cases.ts';
import { seedDemoPermissions } from './demo-permissions.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoRoles } from './demo-roles.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { DEMO_USERS } from './demo-users.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Deterministic demo data for a fresh database (the same rows on every machine; times are relative
 * to the moment of seeding). Runs inside the bootstrap transaction.
 */
export async function seedDemo(db: Db): Promise<void> {
  await seedDemoRoles(db);
  await seedDemoPermissions(db);
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = (name: string) => {
    const role = roleRows.find((row) => row.name === name);
    if (!role) throw new Error(`The role ${name} is missing; bootstrap creates it before seeding`);
    return role.id;
  };

  const now = Date.now();
  const hashes = await Promise.all(DEMO_USERS.map((demo) => hashPassword(demo.password)));
  const ids: Record<string, number> = {};
  for (const [index, demo] of DEMO_USERS.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        fullName: demo.fullName,
        username: demo.username,
        email: demo.email,
        passwordHash: hashes[index]!,
        roleId: roleId(demo.role),
        createdAt: new Date(now - 30 * DAY),
        updatedAt: new Date(now - 30 * DAY),
      })
      .returning({ id: users.id });
    ids[demo.username] = row!.id;
  }
  await seedDemoPeople(db);
  await seedDemoTeams(db);
  await seedDemoLegalCases(db);
  await seedDemoEcommerce(db);
  await seedDemoInvoices(db);
  await seedDemoKanban(db);
  await seedDemoCalendar(db);
  await seedDemoEmail(db);
  await seedDemoChat(db);

  const admin = ids.johndoe!;
  const client = ids.janedoe!;
  await db.insert(notifications).values([
    {
      userId: admin,
      title: 'Welcome to Mizan',
      subtitle: 'This is the demo office. Sign in as client@demo.com to see what a restricted account sees.',
      icon: 'confetti',
      color: 'primary',
      link: '/dashboards/crm',
      createdAt: new Date(now - 30 * DAY),
    },
    {
      userId: admin,
      title: 'Review who may do what',
      subtitle: 'Two roles exist: admin (everything) and client (the access-control page only).',
      icon: 'shield-check',
      color: 'info',
      link: '/access-control',
      readAt: new Date(now - 2 * DAY),
      createdAt: new Date(now - 3 * DAY),
    },
    {
      userId: admin,
      title: 'New sign-in',
      subtitle: 'Signed in with Firefox on Windows from 192.0.2.14. Not you? Change your password.',
      icon: 'shield-lock',
      color: 'warning',
      link: '/pages/account-settings/security',
      createdAt: new Date(now - 5 * HOUR),
    },
    {
      userId: admin,
      title: 'Complete your profile',
      subtitle: 'Add a photo and a phone number so your colleagues can reach you.',
      icon: 'user-circle',
      color: 'success',
      link: '/pages/account-settings/account',
      createdAt: new Date(now - 20 * MINUTE),
    },
    {
      userId: client,
      title: 'Welcome to Mizan',
      subtitle: 'Your account can open the access-control page. Ask an administrator for more.',
      icon: 'confetti',
      color: 'primary',
      link: '/access-control',
      createdAt: new Date(now - 30 * DAY),
    },
  ]);
}
