import { DEFAULT_LANGUAGE, LANGUAGES, loadNavigationTitles, RTL_LANGUAGES, type Language } from '@mizan/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from './storage';

/** Every `src/locales/<lng>/<namespace>.json`, each its own small chunk, fetched when first used. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === 'navigation' && isLanguage(language)) return loadNavigationTitles(language);
  const load = files[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${language} translations for the ${namespace} namespace`));
  return load().then((module) => module.default);
}

/**
 * Loaded before the first render, so the shell, the sign-in pages and the error pages never wait.
 * An area's own namespace loads with its page: `useTranslation('users')` suspends until it arrives.
 */
const CORE_NAMESPACES = ['common', 'layout', 'misc', 'auth', 'navigation'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language) => (RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr');

/** The stored language, else the browser's if we speak it, else English. */
export function initialLanguage(): Language {
  const stored = readStored<unknown>('language', null);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language?.slice(0, 2);
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function initI18n(): Promise<typeof i18n> {
  const language = initialLanguage();
  await i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: CORE_NAMESPACES,
      interpolation: { escapeValue: false },
      // i18next 25 otherwise logs an advertisement to every visitor's console.
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  applyToDocument(language);
  return i18n;
}

/** Switches the interface language: loads its strings, stores the choice and sets lang and dir on <html>. */
export async function changeLanguage(language: Language): Promise<void> {
  // Loads every namespace in use in the new language before switching.
  await i18n.changeLanguage(language);
  writeStored('language', language);
  applyToDocument(language);
}

export { i18n };
