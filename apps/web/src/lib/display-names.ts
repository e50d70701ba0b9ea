import { LANGUAGES } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/*
 * Names of languages and countries in the reader's language, from the browser's own data (`Intl.DisplayNames`):
 * given a code (`ar`, `EG`) or a name typed in one of the app's languages ("Arabic", "Égypte", "مصر"), as records
 * hold them. A value neither a code nor a known name is answered as given.
 */

type Kind = 'language' | 'region';

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string, kind: Kind): Intl.DisplayNames | null {
  const key = `${kind}:${locale}`;
  if (!namers.has(key)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: kind, fallback: 'none' });
    } catch {
      names = null;
    }
    namers.set(key, names);
  }
  return namers.get(key) ?? null;
}

function nameOf(code: string, locale: string, kind: Kind): string | undefined {
  try {
    return namer(locale, kind)?.of(code) ?? undefined;
  } catch {
    return undefined; // not a well-formed code
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const byName = new Map<string, Map<string, string>>();

/** Every two-letter code the runtime names, keyed by its name in `language` (built once, when a name is looked up). */
function codesByName(language: string, kind: Kind): Map<string, string> {
  const key = `${kind}:${language}`;
  let map = byName.get(key);
  if (!map) {
    map = new Map();
    for (const first of LETTERS)
      for (const second of LETTERS) {
        const code = kind === 'region' ? `${first}${second}`.toUpperCase() : `${first}${second}`;
        const name = nameOf(code, language, kind);
        if (name) map.set(name.toLocaleLowerCase(language), code);
      }
    byName.set(key, map);
  }
  return map;
}

function codeOf(value: string, kind: Kind): string | undefined {
  const pattern = kind === 'region' ? /^[a-z]{2}$/i : /^[a-z]{2,3}$/i;
  if (pattern.test(value)) {
    const code = kind === 'region' ? value.toUpperCase() : value.toLowerCase();
    if (nameOf(code, 'en', kind)) return code;
  }
  // English first: it's what the demo data and most typed records hold.
  for (const language of LANGUAGES) {
    const code = codesByName(language, kind).get(value.toLocaleLowerCase(language));
    if (code) return code;
  }
  return undefined;
}

/** French names languages in lower case ("arabe"); shown on their own they start with a capital. */
const capitalised = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

function displayName(value: string, locale: string, kind: Kind): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const code = codeOf(trimmed, kind);
  const name = code ? nameOf(code, locale, kind) : undefined;
  return name ? capitalised(name, locale) : trimmed;
}

/** A language's name in `locale`: `languageName('ar', 'fr')` → "Arabe", `languageName('Arabic', 'ar')` → "العربية". */
export const languageName = (value: string, locale: string) => displayName(value, locale, 'language');

/** A country's name in `locale`: `countryName('EG', 'ar')` → "مصر", `countryName('Egypt', 'fr')` → "Égypte". */
export const countryName = (value: string, locale: string) => displayName(value, locale, 'region');

/** Both, in the interface language. */
export function useDisplayNames() {
  const { i18n } = useTranslation();
  return {
    languageName: (value: string) => languageName(value, i18n.language),
    countryName: (value: string) => countryName(value, i18n.language),
  };
}
