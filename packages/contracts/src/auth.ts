import { z } from 'zod';
import { abilityRuleSchema } from './ability.ts';

export const emailSchema = z.email({ error: 'Enter a valid email address' }).max(254);
export const passwordSchema = z
  .string()
  .min(8, { error: 'Use at least 8 characters' })
  .max(128, { error: 'Use at most 128 characters' });

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, { error: 'Enter your email' }).pipe(emailSchema),
  password: z.string().min(1, { error: 'Enter your password' }).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as the browser keeps it: never the password nor the rules (spec §7). */
export const userDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
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

export const usernameSchema = z
  .string()
  .trim()
  .min(3, { error: 'Use at least 3 characters' })
  .max(32, { error: 'Use at most 32 characters' })
  .regex(/^[a-zA-Z0-9._-]+$/, { error: 'Use letters, digits, dots, dashes or underscores' });

export const registerBodySchema = z.object({
  username: usernameSchema,
  email: z.string().trim().pipe(emailSchema),
  password: passwordSchema,
  fullName: z.string().trim().min(1).max(120).optional(),
  /** Honoured only when the caller may create users (an admin); everyone else becomes a client. */
  role: z.string().trim().min(1).max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().pipe(emailSchema),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, { error: 'The reset link is incomplete' }).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The signed-in user's own account, for the dashboard greeting and summary. */
export const accountSummarySchema = z.object({
  userData: userDataSchema,
  status: z.string(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  activeSessions: z.number().int(),
  permissions: z.array(abilityRuleSchema),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
