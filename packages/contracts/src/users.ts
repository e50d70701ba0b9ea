import { z } from 'zod/mini';
import { LANGUAGES } from './app.ts';
import { emailSchema, passwordSchema, trimmedString, usernameSchema } from './auth.ts';
import { blankAsMissing, listPagingFields, orderBySchema, positiveInt } from './params.ts';

/** Spec §4: user status, plans and billing methods. Roles are rows of the `roles` table (spec §4 names admin,
 * author, editor, maintainer, subscriber; `client` is the restricted base role of spec §6). */
export const USER_STATUSES = ['active', 'pending', 'inactive'] as const;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_BILLINGS = ['Auto debit', 'Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal'] as const;
export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export const userPlanSchema = z.enum(USER_PLANS);
export const userBillingSchema = z.enum(USER_BILLINGS);
export const userSortKeySchema = z.enum(USER_SORT_KEYS);
export type UserStatusValue = z.infer<typeof userStatusSchema>;
export type UserPlanValue = z.infer<typeof userPlanSchema>;
export type UserBillingValue = z.infer<typeof userBillingSchema>;
export type UserSortKey = z.infer<typeof userSortKeySchema>;

/**
 * `GET /api/apps/users` (spec §7). Non-numeric `page` / `itemsPerPage` fall back to the defaults (spec §5);
 * `itemsPerPage=-1` returns every row.
 */
export const userListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role: blankAsMissing(z.string().check(z.maxLength(64))),
  plan: blankAsMissing(userPlanSchema),
  status: blankAsMissing(userStatusSchema),
  sortBy: blankAsMissing(userSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** A row of the users list (spec §3 User). */
export const userSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  company: z.string(),
  role: z.string(),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  avatar: z.nullable(z.string()),
  billing: userBillingSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListSchema = z.object({
  users: z.array(userSchema),
  totalPages: z.int(),
  totalUsers: z.int(),
  page: z.int(),
});
export type UserList = z.infer<typeof userListSchema>;

/** A user as a card shows them among others: name and avatar. */
export const userSummarySchema = z.object({ id: z.int(), fullName: z.string(), avatar: z.nullable(z.string()) });
export type UserSummary = z.infer<typeof userSummarySchema>;

/** The stat cards of the users list: counts straight from the database. */
export const userStatsSchema = z.object({
  total: z.int(),
  active: z.int(),
  pending: z.int(),
  inactive: z.int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** The role names a user may be given, for the filters and forms of the users pages (read User suffices). */
export const userRoleOptionsSchema = z.object({ roles: z.array(z.string()) });

/** `GET /api/apps/users/{id}`: the row plus the detail fields (spec §3: taskDone, projectDone, taxId, language). */
export const userDetailSchema = z.object({
  ...userSchema.shape,
  taskDone: z.int(),
  projectDone: z.int(),
  taxId: z.nullable(z.string()),
  language: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  designation: z.string(),
  location: z.string(),
  lastSignInAt: z.nullable(z.string()),
  updatedAt: z.string(),
  /** Send it back with an update; a stale one answers 409. */
  version: z.int(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const optionalText = (max: number) => z._default(trimmedString(0, max, { max: `Use at most ${max} characters` }), '');
const fullNameField = trimmedString(1, 120, { min: 'Enter the full name', max: 'Use at most 120 characters' });
const emailField = z.pipe(trimmedString(1, 254, { min: 'Enter the email' }), emailSchema);
/** A role's name, matched whatever its case by the server (`Editor` is the role `editor`). */
const roleField = trimmedString(1, 64, { min: 'Choose a role' });
const taxIdField = z.optional(z.nullable(trimmedString(0, 40)));
const languageField = z.optional(z.enum(LANGUAGES));

/**
 * One of `values` whatever its case and surrounding spaces, stored as written there: the spec's template sends
 * `"Basic"`, `"Active"`, `"Auto Debit"` for `basic`, `active`, `Auto debit`.
 */
const anyCaseOf = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform(
        (value: string) => values.find((known) => known.toLowerCase() === value.trim().toLowerCase()) ?? value,
      ),
    ),
    z.enum(values, { error }),
  );
const planField = anyCaseOf(USER_PLANS, 'Choose a plan');
const statusField = anyCaseOf(USER_STATUSES, 'Choose a status');
const billingField = anyCaseOf(USER_BILLINGS, 'Choose a billing method');

/**
 * `POST /api/apps/users`. Also takes the spec template's add-user body as it is (its `id` and `avatar` are
 * ignored). Without a username one is made from the e-mail; without a password the user is created `pending` and
 * gets an e-mail inviting them to choose one (a blank field counts as left out).
 */
export const userCreateBodySchema = z.object({
  fullName: fullNameField,
  username: blankAsMissing(usernameSchema),
  email: emailField,
  password: blankAsMissing(passwordSchema),
  contact: optionalText(40),
  company: optionalText(120),
  country: optionalText(80),
  role: roleField,
  currentPlan: z._default(planField, 'basic'),
  status: z._default(statusField, 'active'),
  billing: z._default(billingField, 'Auto debit'),
  taxId: taxIdField,
  language: languageField,
});
export type UserCreateBody = z.input<typeof userCreateBodySchema>;
/** The create body after its defaults, as the server receives it. */
export type UserCreateInput = z.output<typeof userCreateBodySchema>;

export const userUpdateBodySchema = z.object({
  version: positiveInt,
  fullName: z.optional(fullNameField),
  username: z.optional(usernameSchema),
  email: z.optional(emailField),
  contact: z.optional(trimmedString(0, 40)),
  company: z.optional(trimmedString(0, 120)),
  country: z.optional(trimmedString(0, 80)),
  role: z.optional(roleField),
  currentPlan: z.optional(planField),
  status: z.optional(statusField),
  billing: z.optional(billingField),
  taxId: taxIdField,
  language: languageField,
});
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

export const userPasswordBodySchema = z.object({ password: passwordSchema });
export type UserPasswordBody = z.infer<typeof userPasswordBodySchema>;

/** A sign-in of the user: their recent devices. */
export const userSessionSchema = z.object({
  id: z.int(),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** "Chrome on Windows", read from the user agent by the server. */
  device: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  active: z.boolean(),
});
export const userSessionListSchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSession = z.infer<typeof userSessionSchema>;

/** What every project card shows (the user view's projects, the profile's projects tab). */
export const projectCardFields = {
  id: z.int(),
  name: z.string(),
  client: z.string(),
  logo: z.nullable(z.string()),
  status: z.string(),
  progress: z.int(),
  hours: z.int(),
  dueDate: z.nullable(z.string()),
};

export const userProjectSchema = z.object({
  ...projectCardFields,
  leader: z.nullable(z.string()),
  members: z.int(),
});
export const userProjectListSchema = z.object({ projects: z.array(userProjectSchema) });
export type UserProject = z.infer<typeof userProjectSchema>;

export const userActivityItemSchema = z.object({
  id: z.int(),
  kind: z.string(),
  details: z.record(z.string(), z.unknown()),
  actor: z.nullable(z.string()),
  createdAt: z.string(),
});
export const userActivityQuerySchema = z.object({
  page: listPagingFields.page,
  itemsPerPage: z.catch(z._default(z.pipe(z.coerce.number(), z.int().check(z.positive(), z.maximum(50))), 10), 10),
});
export const userActivityListSchema = z.object({
  activity: z.array(userActivityItemSchema),
  total: z.int(),
  page: z.int(),
});
export type UserActivityItem = z.infer<typeof userActivityItemSchema>;
export type UserActivityList = z.infer<typeof userActivityListSchema>;

export const userConnectionSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  connectedAt: z.string(),
});
export const userConnectionListSchema = z.object({ connections: z.array(userConnectionSchema) });
export type UserConnection = z.infer<typeof userConnectionSchema>;

export const userNotificationSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  icon: z.nullable(z.string()),
  color: z.nullable(z.string()),
  readAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export const userNotificationListSchema = z.object({ notifications: z.array(userNotificationSchema) });
export type UserNotification = z.infer<typeof userNotificationSchema>;

export const USER_ERRORS = {
  /** Spec §8. */
  notFound: 'User not found',
  unknownRole: 'This role does not exist',
  stale: 'Someone else changed this user meanwhile: reload and try again',
  /** Same words as the roles page: the last user who may manage everything can't be demoted, suspended or deleted. */
  lastAdministrator: 'At least one active user must keep the right to manage everything',
  deleteSelf: 'You cannot delete your own account here',
  stillReferenced:
    'This user is still responsible for legal cases: hand them to someone else, or suspend the user instead',
  /** Role: giving a role hands out all of its rights. */
  roleBeyondOwn: 'You cannot give a role that has rights you do not have yourself',
  /** Any change to another user needs every right they hold (an editor can't take over an administrator). */
  beyondOwnRights: 'You cannot change this user: they have rights you do not have yourself',
  /** Sessions and notifications of someone else: only administrators of users see them. */
  ownerOnly: 'Only this user and administrators of users can see this',
  /** A reset link to a suspended user would not work. */
  resetSuspended: 'This user is suspended: make them active before sending a reset link',
} as const;
