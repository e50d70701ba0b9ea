import { z } from 'zod/mini';
import { abilityRuleSchema } from './ability.ts';
import { accountPreferencesSchema } from './preferences.ts';

export const emailSchema = z.email({ error: 'Enter a valid email address' }).check(z.maxLength(254));
export const passwordSchema = z
  .string()
  .check(
    z.minLength(8, { error: 'Use at least 8 characters' }),
    z.maxLength(128, { error: 'Use at most 128 characters' }),
  );

/** Text a person typed: surrounding spaces dropped, then at least `min` and at most `max` characters. */
export const trimmedString = (min: number, max: number, messages: { min?: string; max?: string } = {}) =>
  z.string().check(z.trim(), z.minLength(min, { error: messages.min }), z.maxLength(max, { error: messages.max }));

export const loginBodySchema = z.object({
  email: z.pipe(trimmedString(1, 254, { min: 'Enter your email' }), emailSchema),
  password: z.string().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(128)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as the browser keeps it: never the password nor the rules (spec §7). */
export const userDataSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  role: z.string(),
  /** The account's interface choices, applied when signing in on a device (absent in what older pages stored). */
  preferences: z.optional(accountPreferencesSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

export const sessionResponseSchema = z.object({
  userAbilityRules: z.array(abilityRuleSchema),
  accessToken: z.string(),
  userData: userDataSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = z.object({
  userAbilityRules: z.array(abilityRuleSchema),
  userData: userDataSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const usernameSchema = trimmedString(3, 32, {
  min: 'Use at least 3 characters',
  max: 'Use at most 32 characters',
}).check(z.regex(/^[a-zA-Z0-9._-]+$/, { error: 'Use letters, digits, dots, dashes or underscores' }));

export const registerBodySchema = z.object({
  username: usernameSchema,
  email: z.pipe(trimmedString(0, 254), emailSchema),
  password: passwordSchema,
  fullName: z.optional(trimmedString(1, 120)),
  /** Honoured only when the caller may create users (an admin); everyone else becomes a client. */
  role: z.optional(trimmedString(1, 64)),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: z.pipe(trimmedString(0, 254), emailSchema),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().check(z.minLength(1, { error: 'The reset link is incomplete' }), z.maxLength(200)),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The signed-in user's own account, for the dashboard greeting and summary. */
export const accountSummarySchema = z.object({
  userData: userDataSchema,
  status: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
  activeSessions: z.int(),
  permissions: z.array(abilityRuleSchema),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
