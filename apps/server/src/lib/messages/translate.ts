import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mizan/contracts';
import { ar } from './ar.ts';
import { fr } from './fr.ts';

/*
 * Error answers are given in the app's languages (contracts). English is the canonical text (what the code throws,
 * what spec §8 clients get); French and Arabic come from catalogues keyed by that text.
 */

/**
 * A catalogue: canonical English → translation. A key holding `{name}` placeholders is a template matched as a
 * pattern (`Use at most {max} characters` matches `Use at most 120 characters`); its translation reuses them.
 */
export type Catalogue = Readonly<Record<string, string>>;

interface CompiledCatalogue {
  exact: ReadonlyMap<string, string>;
  templates: readonly { pattern: RegExp; names: string[]; translation: string }[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Catalogue): CompiledCatalogue {
  const exact = new Map<string, string>();
  const templates: CompiledCatalogue['templates'][number][] = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      // split() with a capturing group alternates literal text and placeholder names.
      .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, translation });
  }
  return { exact, templates };
}

const CATALOGUES: Record<Exclude<Language, 'en'>, CompiledCatalogue> = { fr: compile(fr), ar: compile(ar) };

/** The translation of `text`, or undefined when the catalogue has neither the text nor a template matching it. */
function lookup(text: string, language: Exclude<Language, 'en'>): string | undefined {
  const { exact, templates } = CATALOGUES[language];
  const found = exact.get(text);
  if (found !== undefined) return found;
  for (const { pattern, names, translation } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1]!]));
    return translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return undefined;
}

/** `text` in `language`; a text the catalogue doesn't know is answered as it is (English). */
export const translate = (text: string, language: Language): string =>
  language === 'en' ? text : (lookup(text, language) ?? text);

/** Whether the catalogue of `language` knows `text` (exactly or through a template); English knows everything. */
export const hasTranslation = (text: string, language: Language): boolean =>
  language === 'en' || lookup(text, language) !== undefined;

/**
 * The reader's language from an `Accept-Language` header: the supported language with the highest q-value
 * (`fr-CA` counts as `fr`; `q=0` refuses), English when none is supported or the header is absent.
 */
export function negotiateLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of text.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    const primary = tag.trim().toLowerCase().split('-')[0];
    const language = primary === '*' ? DEFAULT_LANGUAGE : LANGUAGES.find((candidate) => candidate === primary);
    // Strictly greater: among equal q-values the first listed wins.
    if (language && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
