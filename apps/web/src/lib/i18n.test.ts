import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './i18n';
import { writeStored } from './storage';

describe('the interface language on <html>', () => {
  it('is set at start from the stored choice, then follows every change with its direction', async () => {
    writeStored('language', 'ar');
    await initI18n();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    for (const [language, dir] of [
      ['en', 'ltr'],
      ['ar', 'rtl'],
      ['fr', 'ltr'],
      ['en', 'ltr'],
    ] as const) {
      await changeLanguage(language);
      expect(i18n.language).toBe(language);
      expect(document.documentElement).toHaveAttribute('lang', language);
      expect(document.documentElement).toHaveAttribute('dir', dir);
    }
  });
});
