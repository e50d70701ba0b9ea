import { z } from 'zod/mini';
import { projectCardFields, userSummarySchema } from './users.ts';

/** The signed-in user's profile pages (`/pages/user-profile/{tab}`, spec §3 Profile, §7). */

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const profileHeaderSchema = z.object({
  fullName: z.string(),
  location: z.string(),
  /** When the account was created (ISO instant). */
  joiningDate: z.string(),
  designation: z.string(),
  profileImg: z.nullable(z.string()),
  coverImg: z.nullable(z.string()),
});
export type ProfileHeader = z.infer<typeof profileHeaderSchema>;

const personSchema = userSummarySchema;
export type ProfilePerson = z.infer<typeof personSchema>;

export const profileTeamSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  icon: z.nullable(z.string()),
  color: z.nullable(z.string()),
  memberCount: z.int(),
  /** The first few members. */
  members: z.array(personSchema),
});
export type ProfileTeam = z.infer<typeof profileTeamSchema>;

export const profileProjectSchema = z.object({
  ...projectCardFields,
  leader: z.nullable(personSchema),
  memberCount: z.int(),
  members: z.array(personSchema),
});
export type ProfileProject = z.infer<typeof profileProjectSchema>;

export const profileConnectionSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  username: z.string(),
  designation: z.string(),
  avatar: z.nullable(z.string()),
  connectionCount: z.int(),
  projectCount: z.int(),
  teamCount: z.int(),
  /** Whether the signed-in user is connected to them (always true in the connections tab). */
  isConnected: z.boolean(),
});
export type ProfileConnection = z.infer<typeof profileConnectionSchema>;

/** Tab `profile`: about, contacts, teams, overview, connections, teamsTech (spec §3). */
export const profileTabSchema = z.object({
  about: z.object({
    fullName: z.string(),
    status: z.string(),
    role: z.string(),
    country: z.string(),
    language: z.string(),
  }),
  contacts: z.object({ contact: z.string(), email: z.string() }),
  teams: z.array(z.object({ id: z.int(), name: z.string(), memberCount: z.int() })),
  overview: z.object({ taskDone: z.int(), projects: z.int(), connections: z.int() }),
  connections: z.array(profileConnectionSchema),
  teamsTech: z.array(profileTeamSchema),
});
export type ProfileTabData = z.infer<typeof profileTabSchema>;

export const profileQuerySchema = z.object({ tab: z._default(z.enum(PROFILE_TABS), 'profile') });

/**
 * `GET /api/pages/profile?tab=…` answers that tab's data itself (spec §7: "tab | that tab's data"): the profile
 * tab's object, or the list of teams, projects or connections.
 */
export const profileTabResponseSchemas = {
  profile: profileTabSchema,
  teams: z.array(profileTeamSchema),
  projects: z.array(profileProjectSchema),
  connections: z.array(profileConnectionSchema),
} as const satisfies Record<ProfileTab, unknown>;
export type ProfileTabResponse<T extends ProfileTab = ProfileTab> = z.infer<(typeof profileTabResponseSchemas)[T]>;

/**
 * The route's one response schema. A union picks the first option that parses (and drops keys it doesn't know),
 * so the lists' items must never fit one another: each has required fields the others lack (a team's
 * `description`, a project's `client`, a connection's `fullName`).
 */
export const profileResponseSchema = z.union([
  profileTabResponseSchemas.profile,
  profileTabResponseSchemas.teams,
  profileTabResponseSchemas.projects,
  profileTabResponseSchemas.connections,
]);
