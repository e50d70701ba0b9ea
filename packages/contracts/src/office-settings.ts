import { z } from 'zod/mini';
import { isTimeZone } from './account.ts';
import { INT4_MAX } from './params.ts';

/** The office's zone until an administrator sets another (the first offices are in Saudi Arabia). */
export const OFFICE_TIME_ZONE_DEFAULT = 'Asia/Riyadh';

/** An IANA time zone name the runtime knows (`Asia/Riyadh`, `Europe/Paris`). */
export const timeZoneSchema = z
  .string()
  .check(z.maxLength(64, { error: 'Choose a time zone' }), z.refine(isTimeZone, { error: 'Choose a time zone' }));

/**
 * The office's own settings (`GET|PUT /api/office/settings`): one record for the whole office. New settings are
 * added here with a default, so older stored records still read.
 */
export const officeSettingsSchema = z.object({
  /** Whether anyone may create their own account on the sign-up page (off by default in production). */
  publicRegistration: z.boolean(),
  /**
   * The zone every date-time of the office is entered and shown in (hearings, tasks, the calendar), and in which
   * its days start ("today", "this week", the agenda's days), whatever zone a reader's device is in.
   */
  timeZone: timeZoneSchema,
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

export const officeSettingsResponseSchema = z.object({
  ...officeSettingsSchema.shape,
  /** Send it back with an update; a stale one answers 409. 0 until the first save. */
  version: z.int(),
});
export type OfficeSettingsResponse = z.infer<typeof officeSettingsResponseSchema>;

/** A setting left out keeps its value, so a page that edits one setting needn't know the others. */
export const officeSettingsBodySchema = z.object({
  ...z.partial(officeSettingsSchema).shape,
  version: z.int().check(z.minimum(0), z.maximum(INT4_MAX)),
});
export type OfficeSettingsBody = z.infer<typeof officeSettingsBodySchema>;

/** `GET /api/office/time-zone`: the office's zone, for anyone signed in (every page that shows a time needs it). */
export const officeTimeZoneSchema = z.object({ timeZone: z.string() });
export type OfficeTimeZone = z.infer<typeof officeTimeZoneSchema>;

/** `GET /api/auth/registration`: what the sign-in and sign-up pages need to know, for anyone. */
export const registrationStatusSchema = z.object({ open: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const OFFICE_SETTINGS_TEXT = {
  stale: 'Someone else changed the office settings meanwhile: reload and try again',
  registrationClosed: 'This office does not accept new accounts here: ask an administrator to invite you',
} as const;
