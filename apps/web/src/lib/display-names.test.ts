import { describe, expect, it } from 'vitest';
import { countryName, languageName } from './display-names';

describe('languageName', () => {
  it('names a language code in the reader’s language, capitalised when standing alone', () => {
    expect(languageName('en', 'ar')).toBe('الإنجليزية');
    expect(languageName('ar', 'fr')).toBe('Arabe');
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('EN', 'fr')).toBe('Anglais');
  });

  it('recognises a name typed in one of the app’s languages', () => {
    expect(languageName('Arabic', 'ar')).toBe('العربية');
    expect(languageName('german', 'fr')).toBe('Allemand');
    expect(languageName('français', 'en')).toBe('French');
    expect(languageName(' العربية ', 'en')).toBe('Arabic');
  });

  it('answers anything else as given', () => {
    expect(languageName('Klingon', 'ar')).toBe('Klingon');
    expect(languageName('qq', 'en')).toBe('qq');
    expect(languageName('', 'en')).toBe('');
  });
});

describe('countryName', () => {
  it('names a country code in the reader’s language', () => {
    expect(countryName('EG', 'ar')).toBe('مصر');
    expect(countryName('us', 'fr')).toBe('États-Unis');
    expect(countryName('AE', 'en')).toBe('United Arab Emirates');
  });

  it('recognises a country name typed in one of the app’s languages', () => {
    expect(countryName('Egypt', 'ar')).toBe('مصر');
    expect(countryName('united kingdom', 'fr')).toBe('Royaume-Uni');
    expect(countryName('Liban', 'en')).toBe('Lebanon');
    expect(countryName('المغرب', 'fr')).toBe('Maroc');
  });

  it('answers anything else as given', () => {
    expect(countryName('Atlantis', 'ar')).toBe('Atlantis');
    expect(countryName('12', 'en')).toBe('12');
  });
});
