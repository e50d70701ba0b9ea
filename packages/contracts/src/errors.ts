import { z } from 'zod/mini';

/**
 * The one error body of the API: a human message, and per-field messages for a 400.
 * Spec §8: a wrong login answers `errors.email = ["Invalid email or password"]`.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_TEXT = {
  invalidCredentials: 'Invalid email or password',
  somethingWentWrong: 'Something went wrong',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  emailTaken: 'This email is already registered',
  usernameTaken: 'This username is already taken',
  invalidResetToken: 'This reset link is invalid or has expired',
  unauthorized: 'You need to sign in',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  /** A NUL character or half of an emoji (a lone surrogate): nothing a person typed on purpose, and unstorable. */
  unstorableText: 'Remove the invisible or broken character from this text',
  /** A state-changing call from another site (cross-site request forgery). */
  foreignOrigin: 'This request came from another site and was refused',
} as const;
