import { CASE_DOCUMENT_TEXT, CASE_STALE_MESSAGE, ERROR_TEXT } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { hasTranslation, negotiateLanguage, translate } from './translate.ts';

describe('negotiateLanguage', () => {
  it('answers English without a header or without a supported language', () => {
    for (const header of [undefined, '', 'de', 'de-DE,it;q=0.8', 'x;q=abc'])
      expect(negotiateLanguage(header)).toBe('en');
  });

  it('takes the supported language with the highest q-value, a region counting as its language', () => {
    expect(negotiateLanguage('fr')).toBe('fr');
    expect(negotiateLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLanguage('de-DE, ar-SA;q=0.7, fr;q=0.5')).toBe('ar');
    expect(negotiateLanguage('en;q=0.2, AR;q=0.9')).toBe('ar');
    expect(negotiateLanguage('fr;q=0.5, ar;q=0.5')).toBe('fr');
    expect(negotiateLanguage(['de', 'ar;q=0.4'])).toBe('ar');
  });

  it('never picks a language refused with q=0; * stands for English', () => {
    expect(negotiateLanguage('ar;q=0, fr;q=0.1')).toBe('fr');
    expect(negotiateLanguage('ar;q=0')).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
  });
});

describe('translate', () => {
  it('leaves English as it is, and a text no catalogue knows', () => {
    expect(translate(ERROR_TEXT.invalidCredentials, 'en')).toBe('Invalid email or password');
    expect(translate('Some text nobody translated', 'fr')).toBe('Some text nobody translated');
    expect(hasTranslation('Some text nobody translated', 'ar')).toBe(false);
  });

  it('finds exact texts in French and Arabic', () => {
    expect(translate(ERROR_TEXT.invalidCredentials, 'fr')).toBe('E-mail ou mot de passe incorrect');
    expect(translate(CASE_STALE_MESSAGE, 'ar')).toBe('تم تعديل القضية من مستخدم آخر');
  });

  it('matches templates and carries their values over', () => {
    expect(translate('Use at most 120 characters', 'fr')).toBe('Utilisez au plus 120 caractères');
    expect(translate('Enter a number from 1 to 2147483647', 'ar')).toBe('أدخل رقمًا من 1 إلى 2147483647');
    expect(translate(CASE_DOCUMENT_TEXT.tooLarge('عقد (نهائي).pdf'), 'ar')).toBe(
      '«عقد (نهائي).pdf» أكبر من 10 ميغابايت',
    );
    // Characters that mean something in a pattern are plain text in a key.
    expect(translate('Enter a real date (YYYY-MM-DD)', 'fr')).toBe('Saisissez une date qui existe (AAAA-MM-JJ)');
  });

  it('does not stretch a template over a longer text', () => {
    expect(translate('Use at most 30 characters a tag', 'fr')).toBe('Utilisez au plus 30 caractères par étiquette');
    expect(hasTranslation('Use at most 30 characters and more', 'fr')).toBe(false);
  });
});
