import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  NAVIGATION_TITLES,
  RTL_LANGUAGES,
  type Language,
} from '@mizan/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from './storage';

type Bundle = Record<string, Record<string, unknown>>;

/** One chunk per language, holding every namespace of `src/locales/<lng>/*.json`. */
const bundles: Record<Language, () => Promise<{ default: Bundle }>> = {
  en: () => import('../locales/en/index.ts'),
  fr: () => import('../locales/fr/index.ts'),
  ar: () => import('../locales/ar/index.ts'),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language) => (RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr');

async function loadLanguage(language: Language) {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const { default: bundle } = await bundles[language]();
  for (const [namespace, resources] of Object.entries(bundle)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  i18n.addResourceBundle(language, 'navigation', NAVIGATION_TITLES[language], true, true);
}

/** The stored language, else the browser's if we speak it, else English. */
function initialLanguage(): Language {
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
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    partialBundledLanguages: true,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), loadLanguage(language)]);
  applyToDocument(language);
  return i18n;
}

/** Switches the interface language: loads its strings, stores the choice and sets lang and dir on <html>. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  writeStored('language', language);
  applyToDocument(language);
}

export { i18n };
