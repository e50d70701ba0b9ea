import { z } from 'zod/mini';
import { LANGUAGES } from './app.ts';

/** The interface's colour scheme: light, dark or the system's (spec §4). */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/**
 * Interface choices kept on the account as well as the device, so that signing in on another device applies them.
 * A missing one was never chosen on the account (the device's or the browser's choice stands).
 */
export const accountPreferencesSchema = z.object({
  language: z.optional(z.enum(LANGUAGES, { error: 'Choose a language' })),
  theme: z.optional(z.enum(THEME_PREFERENCES, { error: 'Choose a theme' })),
});
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;
