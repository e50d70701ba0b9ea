import { z } from 'zod/mini';
import { INT4_MAX } from './params.ts';

/**
 * The office's own settings (`GET|PUT /api/office/settings`): one record for the whole office. New settings are
 * added here with a default, so older stored records still read.
 */
export const officeSettingsSchema = z.object({
  /** Whether anyone may create their own account on the sign-up page (off by default in production). */
  publicRegistration: z.boolean(),
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

export const officeSettingsResponseSchema = z.object({
  ...officeSettingsSchema.shape,
  /** Send it back with an update; a stale one answers 409. 0 until the first save. */
  version: z.int(),
});
export type OfficeSettingsResponse = z.infer<typeof officeSettingsResponseSchema>;

export const officeSettingsBodySchema = z.object({
  ...officeSettingsSchema.shape,
  version: z.int().check(z.minimum(0), z.maximum(INT4_MAX)),
});
export type OfficeSettingsBody = z.infer<typeof officeSettingsBodySchema>;

/** `GET /api/auth/registration`: what the sign-in and sign-up pages need to know, for anyone. */
export const registrationStatusSchema = z.object({ open: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const OFFICE_SETTINGS_TEXT = {
  stale: 'Someone else changed the office settings meanwhile: reload and try again',
  registrationClosed: 'This office does not accept new accounts here: ask an administrator to invite you',
} as const;
