import type { AccountPreferences, Language } from '@mizan/contracts';
import { api } from './api';
import { changeLanguage, i18n } from './i18n';
import { resetPreferences, setPreference, type ThemePreference } from './preferences';
import { session } from './session';
import { readStored } from './storage';

/*
 * The interface language and theme a signed-in user picks are kept on their account as well as on the device, so
 * that signing in on another device brings them along. Only these explicit choices are sent: a language or theme
 * set for other reasons (a test, the stored one restored on load) is not an account change.
 */

function saveOnAccount(changes: AccountPreferences) {
  if (!session.isAuthenticated) return;
  // The device already has the choice; an account that missed it only means another device won't get it.
  api<AccountPreferences>('/account/preferences', { method: 'PATCH', body: changes }).catch(() => undefined);
}

/** The language picked in the app bar. */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  saveOnAccount({ language });
}

/** The theme picked in the app bar or the customizer. */
export function chooseTheme(theme: ThemePreference): void {
  setPreference('theme', theme);
  saveOnAccount({ theme });
}

/** The customizer's reset: every device preference back to its default, the theme on the account too. */
export function resetInterfacePreferences(): void {
  resetPreferences();
  saveOnAccount({ theme: 'system' });
}

/**
 * At sign-in, on a device that holds no choice of its own (a new one), the account's language and theme; a device's
 * own choice stays — someone may read Arabic at the office and English at home.
 */
export async function applyAccountPreferences(preferences: AccountPreferences | undefined): Promise<void> {
  if (preferences?.theme && !hasStored('theme')) setPreference('theme', preferences.theme);
  if (preferences?.language && !hasStored('language') && preferences.language !== i18n.language)
    await changeLanguage(preferences.language);
}

const hasStored = (name: string) => readStored<unknown>(name, null) !== null;
