import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { connections, teamMembers, teams, users } from '../schema.ts';
import { DEMO_USERS } from './demo-users.ts';

/** Teams of the demo office (spec §3 Profile teams); icons are tabler names, colours the theme's. */
const TEAMS = [
  { name: 'Litigation', description: 'Court cases, hearings and filings', icon: 'scale', color: 'primary' },
  { name: 'Corporate Law', description: 'Contracts, companies and compliance', icon: 'building', color: 'info' },
  { name: 'React Developers', description: 'The web app', icon: 'brand-react', color: 'cyan' },
  { name: 'Support Team', description: 'Clients’ questions, by mail and phone', icon: 'headset', color: 'success' },
  { name: 'UI Designers', description: 'Screens, illustrations and the design system', icon: 'palette', color: 'pink' },
  { name: 'Finance', description: 'Invoices, payroll and the books', icon: 'coin', color: 'warning' },
  {
    name: 'Digital Marketing',
    description: 'Campaigns, newsletter and the website',
    icon: 'speakerphone',
    color: 'error',
  },
] as const;

/** Profile fields of the two demo logins, when nobody filled them yet. */
const LOGIN_PROFILES = [
  {
    designation: 'Managing Partner',
    location: 'Cairo',
    about: 'Runs the office: people, cases and the money. Ask me about anything that is not in the handbook.',
  },
  {
    designation: 'Client Liaison',
    location: 'Paris',
    about: 'Keeps our clients informed about their cases.',
  },
] as const;

/**
 * Teams, memberships and connections between whatever users exist (the demo logins and the office's people),
 * deterministically: the same rows on every machine. Safe with any number of users, even one.
 */
export async function seedDemoTeams(db: Db): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id));
  if (people.length === 0) return;

  for (const [index, demo] of DEMO_USERS.entries()) {
    const profile = LOGIN_PROFILES[index];
    if (!profile) continue;
    await db
      .update(users)
      .set(profile)
      .where(and(eq(users.email, demo.email), eq(users.designation, '')));
  }

  const teamRows = await db
    .insert(teams)
    .values([...TEAMS])
    .onConflictDoNothing()
    .returning({ id: teams.id });
  if (teamRows.length === 0) return; // already seeded

  // Each person is in one to three teams; the first person (the admin) in four.
  const memberships = new Map<string, { teamId: number; userId: number }>();
  for (const [i, person] of people.entries()) {
    const count = i === 0 ? 4 : 1 + (i % 3);
    for (let k = 0; k < count; k++) {
      const team = teamRows[(i + k * 2) % teamRows.length]!;
      memberships.set(`${team.id}:${person.id}`, { teamId: team.id, userId: person.id });
    }
  }
  await db.insert(teamMembers).values([...memberships.values()]);

  // Connections, stored in both directions: each person knows a few others; the admin knows a dozen.
  const links = new Map<string, { userId: number; connectedUserId: number; createdAt: Date }>();
  const now = Date.now();
  const link = (a: number, b: number, daysAgo: number) => {
    if (a === b) return;
    const createdAt = new Date(now - daysAgo * 24 * 60 * 60 * 1000);
    links.set(`${a}:${b}`, { userId: a, connectedUserId: b, createdAt });
    links.set(`${b}:${a}`, { userId: b, connectedUserId: a, createdAt });
  };
  for (const [i, person] of people.entries()) {
    const reach = i === 0 ? 12 : 2;
    for (let k = 1; k <= reach; k++) {
      const other = people[(i + k * 3) % people.length]!;
      link(person.id, other.id, (i * 7 + k * 11) % 300);
    }
  }
  if (links.size > 0) await db.insert(connections).values([...links.values()]);
}
