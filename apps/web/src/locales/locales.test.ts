import { LANGUAGES } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Every language has the same namespaces and the same keys, and no empty text: a key missing in French or
 * Arabic would silently show English (or the raw key) to those users.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Catalogue = Record<string, Record<string, unknown>>; // namespace → resources
const catalogues: Record<string, Catalogue> = {};
for (const [path, resources] of Object.entries(files)) {
  const [, language, file] = path.split('/') as [string, string, string];
  (catalogues[language] ??= {})[file.replace(/\.json$/, '')] = resources;
}

/** Flattens nested resources to `a.b.c` keys with their values. */
function flatten(resources: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (resources && typeof resources === 'object' && !Array.isArray(resources)) {
    for (const [key, value] of Object.entries(resources)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [nested, leaf] of flatten(value, path)) out.set(nested, leaf);
      } else out.set(path, value);
    }
  }
  return out;
}

/**
 * i18next plural forms (`key_one`, `key_other`; Arabic also `_zero`, `_two`, `_few`, `_many`): each language has the
 * forms its grammar needs, so keys are compared by their base name.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (resources: unknown) =>
  [...new Set([...flatten(resources).keys()].map((key) => key.replace(PLURAL_SUFFIX, '_#')))].sort();

const en = catalogues.en ?? {};
const namespaces = Object.keys(en).sort();

describe('translations', () => {
  it('exist for every language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES.filter((lng) => lng !== 'en')) {
    it(`${language} has exactly the English namespaces`, () => {
      expect(Object.keys(catalogues[language] ?? {}).sort()).toEqual(namespaces);
    });

    for (const namespace of namespaces) {
      it(`${language}/${namespace}.json has exactly the keys of en/${namespace}.json`, () => {
        const reference = baseKeys(en[namespace]);
        const translated = baseKeys(catalogues[language]?.[namespace]);
        expect({ missing: reference.filter((key) => !translated.includes(key)) }).toEqual({ missing: [] });
        expect({ extra: translated.filter((key) => !reference.includes(key)) }).toEqual({ extra: [] });
      });
    }
  }

  for (const language of LANGUAGES) {
    it(`${language} has no empty or non-text values`, () => {
      const bad: string[] = [];
      for (const [namespace, resources] of Object.entries(catalogues[language] ?? {})) {
        for (const [key, value] of flatten(resources)) {
          if (typeof value !== 'string' || value.trim() === '') bad.push(`${namespace}:${key}`);
        }
      }
      expect(bad).toEqual([]);
    });

    it(`${language} keeps every {{placeholder}} of the English text`, () => {
      const lost: string[] = [];
      for (const namespace of namespaces) {
        const translated = flatten(catalogues[language]?.[namespace]);
        for (const [key, value] of flatten(en[namespace])) {
          // A singular form may spell its number out («قضية واحدة»); the `_other` form must keep every placeholder.
          if (PLURAL_SUFFIX.test(key) && !key.endsWith('_other')) continue;
          const wanted = String(value).match(/{{\s*\w+\s*}}/g) ?? [];
          const text = String(translated.get(key) ?? '');
          for (const placeholder of wanted)
            if (!text.includes(placeholder)) lost.push(`${namespace}:${key} ${placeholder}`);
        }
      }
      expect(lost).toEqual([]);
    });
  }
});
