import { createHash, randomBytes } from 'node:crypto';
import {
  USER_BILLINGS,
  USER_PLANS,
  type UserBillingValue,
  type UserPlanValue,
  type UserStatusValue,
} from '@mizan/contracts';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { projectMembers, projects, roles, sessions, userActivity, users } from '../schema.ts';
import { DEMO_USERS } from './demo-users.ts';
import { seededRandom } from './seeded-random.ts';

const DAY = 24 * 60 * 60 * 1000;

/** With the two demo logins, the spec's 50 sample users (§9). */
export const DEMO_PEOPLE_COUNT = 48;

const FIRST = [
  'Amira',
  'Omar',
  'Lina',
  'Youssef',
  'Sophie',
  'Lucas',
  'Emma',
  'Noah',
  'Fatima',
  'Karim',
  'Chloé',
  'Hugo',
  'Sara',
  'Adam',
  'Léa',
  'Rayan',
  'Nadia',
  'Ethan',
  'Inès',
  'Mehdi',
  'Olivia',
  'Liam',
  'Hana',
  'Tariq',
];
const LAST = [
  'Haddad',
  'Martin',
  'Benali',
  'Dubois',
  'Khalil',
  'Smith',
  'Nasser',
  'Moreau',
  'Johnson',
  'Farouk',
  'Laurent',
  'Brown',
  'Saleh',
  'Bernard',
  'Taylor',
  'Mansour',
];
const COMPANIES = [
  'Yotz PVT LTD',
  'Skinder Legal',
  'Oozz Partners',
  'Cedar & Co',
  'Nile Logistics',
  'Atlas Counsel',
  'Blue Harbor',
  'Medina Trading',
  'Lumen Studio',
  'Orchid Health',
];
const COUNTRIES = [
  'Egypt',
  'France',
  'Jordan',
  'United States',
  'Morocco',
  'United Kingdom',
  'Lebanon',
  'Canada',
  'United Arab Emirates',
  'Tunisia',
];
const DESIGNATIONS = [
  'Paralegal',
  'Associate',
  'Office manager',
  'Accountant',
  'Designer',
  'Developer',
  'Clerk',
  'Partner',
];
/** Spec §4 roles; admin is rare. */
const ROLE_CYCLE = [
  'subscriber',
  'author',
  'editor',
  'maintainer',
  'subscriber',
  'author',
  'editor',
  'subscriber',
  'admin',
  'maintainer',
  'author',
  'editor',
];
const STATUS_CYCLE: UserStatusValue[] = ['active', 'active', 'pending', 'active', 'inactive', 'active', 'pending'];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:133.0) Gecko/20100101 Firefox/133.0',
];

export interface DemoPerson {
  fullName: string;
  username: string;
  email: string;
  role: string;
  status: UserStatusValue;
  company: string;
  country: string;
  contact: string;
  currentPlan: UserPlanValue;
  billing: UserBillingValue;
  taxId: string | null;
  language: string;
  taskDone: number;
  projectDone: number;
  designation: string;
  /** Days before seeding. */
  joinedDaysAgo: number;
}

/** The demo people, oldest first. */
export function demoPeople(): DemoPerson[] {
  const { next: random, pick } = seededRandom(20_240_501);
  return Array.from({ length: DEMO_PEOPLE_COUNT }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7 + 3) % LAST.length]!;
    const handle = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const company = pick(COMPANIES);
    return {
      fullName: `${first} ${last}`,
      username: `${handle}${i + 1}`,
      email: `${handle}${i + 1}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      role: ROLE_CYCLE[i % ROLE_CYCLE.length]!,
      status: STATUS_CYCLE[i % STATUS_CYCLE.length]!,
      company,
      country: pick(COUNTRIES),
      contact: `+${20 + Math.floor(random() * 70)} ${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
      currentPlan: pick(USER_PLANS),
      billing: pick(USER_BILLINGS),
      taxId: random() < 0.7 ? `TAX-${String(Math.floor(random() * 1e7)).padStart(7, '0')}` : null,
      language: pick(['en', 'en', 'fr', 'ar']),
      taskDone: Math.floor(random() * 1500),
      projectDone: Math.floor(random() * 150),
      designation: pick(DESIGNATIONS),
      joinedDaysAgo: 400 - i * 8 - Math.floor(random() * 6),
    };
  });
}

const PROJECTS = [
  {
    name: 'Client portal redesign',
    client: 'Cedar & Co',
    logo: 'layout-dashboard',
    status: 'active',
    progress: 62,
    hours: 380,
  },
  {
    name: 'Contract archive migration',
    client: 'Atlas Counsel',
    logo: 'archive',
    status: 'active',
    progress: 35,
    hours: 210,
  },
  {
    name: 'Billing automation',
    client: 'Nile Logistics',
    logo: 'receipt',
    status: 'completed',
    progress: 100,
    hours: 540,
  },
  {
    name: 'Mobile case tracker',
    client: 'Skinder Legal',
    logo: 'device-mobile',
    status: 'active',
    progress: 48,
    hours: 295,
  },
  {
    name: 'Compliance audit 2026',
    client: 'Orchid Health',
    logo: 'shield-check',
    status: 'on-hold',
    progress: 20,
    hours: 90,
  },
  { name: 'Knowledge base', client: 'Blue Harbor', logo: 'book', status: 'active', progress: 74, hours: 160 },
  {
    name: 'Court calendar sync',
    client: 'Medina Trading',
    logo: 'calendar',
    status: 'completed',
    progress: 100,
    hours: 120,
  },
  { name: 'Brand refresh', client: 'Lumen Studio', logo: 'palette', status: 'active', progress: 15, hours: 44 },
] as const;

/**
 * The office's people (spec §3 User, §4 values): 48 demo users who can't sign in (a random password), their
 * projects, a few past sign-ins and an activity history. Also fills the two demo logins' office fields.
 * Runs after the demo logins are created.
 */
export async function seedDemoPeople(db: Db): Promise<void> {
  const now = Date.now();
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = (name: string) =>
    roleRows.find((row) => row.name === name)?.id ?? roleRows.find((row) => row.name === 'client')!.id;
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));

  const logins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((demo) => demo.email),
      ),
    );
  const adminId = logins.find((row) => row.email === DEMO_USERS[0].email)?.id ?? null;
  for (const [index, login] of logins.entries()) {
    await db
      .update(users)
      .set({
        company: 'Mizan Office',
        country: index === 0 ? 'Egypt' : 'France',
        contact: index === 0 ? '+20 100 555 0142' : '+33 6 55 01 28 77',
        currentPlan: index === 0 ? 'enterprise' : 'team',
        billing: index === 0 ? 'Auto debit' : 'Manual-Credit Card',
        taxId: index === 0 ? 'TAX-8965412' : null,
        taskDone: index === 0 ? 1230 : 86,
        projectDone: index === 0 ? 568 : 12,
      })
      .where(eq(users.id, login.id));
  }

  const people = demoPeople();
  const inserted = await db
    .insert(users)
    .values(
      people.map((person) => {
        const joined = new Date(now - person.joinedDaysAgo * DAY);
        return {
          fullName: person.fullName,
          username: person.username,
          email: person.email,
          passwordHash: unusable,
          roleId: roleId(person.role),
          status: person.status,
          company: person.company,
          country: person.country,
          contact: person.contact,
          currentPlan: person.currentPlan,
          billing: person.billing,
          taxId: person.taxId,
          language: person.language,
          taskDone: person.taskDone,
          projectDone: person.projectDone,
          designation: person.designation,
          location: person.country,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .returning({ id: users.id });
  const ids = inserted.map((row) => row.id);

  // Projects: each has a leader and four to six members; the admin works on half of them.
  const projectRows = await db
    .insert(projects)
    .values(
      PROJECTS.map((project, i) => ({
        ...project,
        leaderId: ids[(i * 5) % ids.length]!,
        dueDate: new Date(now + (i * 17 - 30) * DAY).toISOString().slice(0, 10),
        createdAt: new Date(now - (200 - i * 20) * DAY),
      })),
    )
    .returning({ id: projects.id });
  const members = new Map<string, { projectId: number; userId: number }>();
  for (const [i, project] of projectRows.entries()) {
    const add = (userId: number) => members.set(`${project.id}:${userId}`, { projectId: project.id, userId });
    add(ids[(i * 5) % ids.length]!);
    for (let k = 1; k <= 4 + (i % 3); k++) add(ids[(i * 5 + k * 3) % ids.length]!);
    if (adminId !== null && i % 2 === 0) add(adminId);
  }
  await db.insert(projectMembers).values([...members.values()]);

  // Past sign-ins of the newest people (ended: they can't sign in any more).
  await db.insert(sessions).values(
    ids.slice(-12).flatMap((userId, i) =>
      [0, 1].map((k) => {
        const created = now - (i * 3 + k * 9 + 2) * DAY;
        return {
          userId,
          tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          createdAt: new Date(created),
          lastSeenAt: new Date(created + 3 * 60 * 60 * 1000),
          expiresAt: new Date(created + 30 * DAY),
          revokedAt: new Date(created + 4 * 60 * 60 * 1000),
          ip: `198.51.100.${10 + i * 7 + k}`,
          userAgent: AGENTS[(i + k) % AGENTS.length]!,
        };
      }),
    ),
  );

  // Activity: every account was created by the admin; some changed role or status since.
  const activity: (typeof userActivity.$inferInsert)[] = [];
  for (const [i, person] of people.entries()) {
    const userId = ids[i]!;
    const joined = now - person.joinedDaysAgo * DAY;
    activity.push({
      userId,
      actorId: adminId,
      kind: 'created',
      details: { role: person.role },
      createdAt: new Date(joined),
    });
    if (i % 3 === 0 && person.role !== 'subscriber') {
      activity.push({
        userId,
        actorId: adminId,
        kind: 'role-changed',
        details: { from: 'subscriber', to: person.role },
        createdAt: new Date(joined + 5 * DAY),
      });
    }
    if (person.status === 'inactive') {
      activity.push({
        userId,
        actorId: adminId,
        kind: 'status-changed',
        details: { from: 'active', to: 'inactive' },
        createdAt: new Date(joined + 20 * DAY),
      });
    }
    if (i % 4 === 1) {
      activity.push({
        userId,
        actorId: adminId,
        kind: 'password-set',
        details: {},
        createdAt: new Date(joined + 2 * DAY),
      });
    }
  }
  await db.insert(userActivity).values(activity);
}
