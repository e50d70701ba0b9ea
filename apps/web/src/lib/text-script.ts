import type { Language } from '@mizan/contracts';

/**
 * Which script a text people typed (a name, a case title) is written in: `arabic` or `latin` when all its letters
 * are, `mixed` when it has both (or those and another script's), `other` for letters of neither (Cyrillic, Hebrew),
 * `none` without letters (digits, punctuation, a dash).
 */
export type TextScript = 'arabic' | 'latin' | 'mixed' | 'other' | 'none';

// Letters only: Arabic-Indic digits and the Arabic comma are in the Arabic block but say nothing about the language.
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;
const LATIN_LETTER = /(?=\p{L})\p{Script=Latin}/u;
// Letters shared by every script (the modifier apostrophe of "Maʼarib") belong to no other one.
const OTHER_LETTER = /(?=\p{L})[^\p{Script=Arabic}\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

export function textScript(text: string): TextScript {
  const arabic = ARABIC_LETTER.test(text);
  const latin = LATIN_LETTER.test(text);
  const other = OTHER_LETTER.test(text);
  if (Number(arabic) + Number(latin) + Number(other) > 1) return 'mixed';
  if (arabic) return 'arabic';
  if (latin) return 'latin';
  return other ? 'other' : 'none';
}

/** What a screen reader needs to read a passage in its own voice and a browser to lay it out in its direction. */
export interface ScriptAttributes {
  lang?: 'ar' | 'en';
  dir?: 'rtl' | 'ltr' | 'auto';
}

/** The script each interface language is written in (a language added to contracts must say its own). */
const INTERFACE_SCRIPT: Record<Language, 'arabic' | 'latin'> = { en: 'latin', fr: 'latin', ar: 'arabic' };

const NOTHING: ScriptAttributes = Object.freeze({});
const OWN_DIRECTION: ScriptAttributes = Object.freeze({ dir: 'auto' });
// A Latin name could be French as well; English is the likelier guess and the voice reads either acceptably.
const IN_ITS_LANGUAGE: Record<'arabic' | 'latin', ScriptAttributes> = {
  arabic: Object.freeze({ lang: 'ar', dir: 'rtl' }),
  latin: Object.freeze({ lang: 'en', dir: 'ltr' }),
};

/**
 * `lang` and `dir` for `text` shown in a page in `pageLanguage`: nothing when the text is in the page's script (or
 * has no letters), the other script's language and direction when it is in that one (an Arabic client in an English
 * page), and only `dir="auto"` when it mixes scripts or is in a third one, so it reads from its first strong letter.
 */
export function scriptAttributes(text: string, pageLanguage: string): ScriptAttributes {
  const script = textScript(text);
  if (script === 'none') return NOTHING;
  if (script === 'mixed' || script === 'other') return OWN_DIRECTION;
  const pageScript = INTERFACE_SCRIPT[pageLanguage as Language] ?? 'latin';
  return script === pageScript ? NOTHING : IN_ITS_LANGUAGE[script];
}
