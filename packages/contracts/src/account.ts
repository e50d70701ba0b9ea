import { z } from 'zod/mini';
import { LANGUAGES } from './app.ts';
import { emailSchema, passwordSchema } from './auth.ts';
import { positiveIntSchema } from './params.ts';
import { USER_BILLINGS, USER_PLANS } from './users.ts';

/** Account settings of the signed-in user (`/pages/account-settings/{tab}`) and two-step verification. */

export const ACCOUNT_SETTINGS_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];

export const ACCOUNT_TEXT = {
  staleVersion: 'Someone changed this record meanwhile. Reload and try again.',
  wrongPassword: 'The current password is not correct',
  wrongPasswordConfirm: 'The password is not correct',
  samePassword: 'Choose a password different from the current one',
  invalidCode: 'This code is not valid',
  twoFactorAlreadyOn: 'Two-step verification is already on',
  twoFactorOff: 'Two-step verification is off',
  twoFactorNoSetup: 'This setup has expired. Start it again.',
  challengeExpired: 'This sign-in has expired. Sign in again.',
  tooManyCodes: 'Too many wrong codes. Sign in again later.',
  confirmDeactivate: 'Confirm that you want to deactivate your account',
  passwordOrCode: 'Enter your password or a code',
  avatarType: 'Use a PNG, JPEG, GIF or WebP image',
  avatarSize: 'The image must be at most 800 KB',
  avatarMissing: 'Choose an image to upload',
  sessionNotFound: 'Session not found',
  connectionNotFound: 'Connection not found',
  notificationKindTwice: 'Give each kind of notification once',
  passwordChanged: 'Your password has been changed. Other sessions were signed out.',
} as const;

/** Avatar upload limits, checked on both sides (the server also checks the file's first bytes). */
export const AVATAR_MAX_BYTES = 800 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'SAR', 'AED', 'EGP', 'MAD', 'JPY'] as const;
export const USER_PLAN_NAMES = USER_PLANS;
export type UserPlanName = (typeof USER_PLAN_NAMES)[number];
export const BILLING_METHODS = USER_BILLINGS;
/** Monthly price of each plan, in cents (display only: no payment is taken). */
export const PLAN_PRICES: Record<UserPlanName, number> = { basic: 0, team: 4900, company: 9900, enterprise: 49900 };

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: `Use at most ${max} characters` }));

export const accountProfileSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  contact: z.string(),
  language: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  designation: z.string(),
  location: z.string(),
  about: z.string(),
  avatar: z.nullable(z.string()),
  coverImage: z.nullable(z.string()),
  role: z.string(),
  status: z.string(),
  currentPlan: z.string(),
  billing: z.string(),
  createdAt: z.string(),
  version: z.int(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** Checks a time zone name against the runtime's IANA database. */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const accountProfileUpdateSchema = z.object({
  fullName: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'Enter your name' }),
        z.maxLength(120, { error: 'Use at most 120 characters' }),
      ),
  ),
  email: z.optional(z.pipe(z.string().check(z.trim()), emailSchema)),
  contact: z.optional(
    text(32).check(z.regex(/^[+0-9 ().-]*$/, { error: 'Enter a phone number, like +966 55 123 4567' })),
  ),
  language: z.optional(z.enum(LANGUAGES, { error: 'Choose a language' })),
  timeZone: z.optional(z.string().check(z.refine(isTimeZone, { error: 'Choose a time zone' }))),
  currency: z.optional(z.enum(CURRENCIES, { error: 'Choose a currency' })),
  designation: z.optional(text(120)),
  location: z.optional(text(120)),
  about: z.optional(text(1000)),
  /** The version the change is based on: a stale one answers 409. */
  version: z.int({ error: 'Reload the page and try again' }),
});
export type AccountProfileUpdate = z.infer<typeof accountProfileUpdateSchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().check(z.minLength(1, { error: 'Enter your current password' }), z.maxLength(128)),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const accountSessionSchema = z.object({
  id: z.int(),
  /** "Chrome on Windows". */
  device: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

// Two-step verification (TOTP, RFC 6238: 6 digits, 30 s, SHA-1 — what every authenticator app reads).

export const RECOVERY_CODE_COUNT = 10;
/** A six-digit code, or a recovery code `xxxxx-xxxxx`. */
export const twoFactorCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'Enter the code' }), z.maxLength(32, { error: ACCOUNT_TEXT.invalidCode }));

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.nullable(z.string()),
  recoveryCodesLeft: z.int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The URI as a QR code, an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: twoFactorCodeSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisableBodySchema = z.object({
  password: z.optional(z.string().check(z.maxLength(128))),
  code: z.optional(twoFactorCodeSchema),
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;

/** `POST /api/auth/login` when two-step verification is on: no session yet, a challenge to answer. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoStepsBodySchema = z.object({
  challengeToken: z.string().check(z.minLength(1, { error: ACCOUNT_TEXT.challengeExpired }), z.maxLength(200)),
  code: twoFactorCodeSchema,
});
export type TwoStepsBody = z.infer<typeof twoStepsBodySchema>;

// Notification preferences: event kind × channel.

export const NOTIFICATION_KINDS = ['newForYou', 'accountActivity', 'newBrowserSignIn', 'newDeviceLinked'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  email: z.boolean(),
  browser: z.boolean(),
  app: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).check(
    z.maxLength(NOTIFICATION_KINDS.length),
    // One upsert writes them all: a kind given twice would be two updates of one row.
    z.refine((preferences) => new Set(preferences.map((preference) => preference.kind)).size === preferences.length, {
      error: ACCOUNT_TEXT.notificationKindTwice,
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const deactivateBodySchema = z.object({
  password: z.string().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(128)),
  confirm: z.literal(true, { error: ACCOUNT_TEXT.confirmDeactivate }),
});
export type DeactivateBody = z.infer<typeof deactivateBodySchema>;

export const accountConnectionSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  username: z.string(),
  designation: z.string(),
  avatar: z.nullable(z.string()),
  connectedAt: z.string(),
});
export type AccountConnection = z.infer<typeof accountConnectionSchema>;
export const accountConnectionListSchema = z.object({ connections: z.array(accountConnectionSchema) });
export type AccountConnectionList = z.infer<typeof accountConnectionListSchema>;

export const billingUpdateSchema = z.object({
  currentPlan: z.optional(z.enum(USER_PLAN_NAMES, { error: 'Choose a plan' })),
  billing: z.optional(z.enum(BILLING_METHODS, { error: 'Choose a billing method' })),
  version: z.int({ error: 'Reload the page and try again' }),
});
export type BillingUpdate = z.infer<typeof billingUpdateSchema>;

export const userIdParamsSchema = z.object({ userId: positiveIntSchema });
