import { describe, expect, it } from 'vitest';
import { scriptAttributes, textScript } from './text-script';

describe('textScript', () => {
  it.each([
    ['محمد عبدالله الشهري', 'arabic'],
    ['مُحَمَّد', 'arabic'],
    ['شركة الخليج ٢٠٢٦، فرع ١', 'arabic'],
    ['Sarah Al-Qahtani', 'latin'],
    ['Zoé Lefèvre', 'latin'],
    ['Ma\u02bcarib Co. (2026)', 'latin'],
    ['شركة Horizon Tech', 'mixed'],
    ['Иван Петров', 'other'],
    ['Иван العتيبي', 'mixed'],
    ['2026/0042', 'none'],
    ['٢٠٢٦ — ١٢', 'none'],
    ['', 'none'],
  ])('%s is %s', (text, script) => {
    expect(textScript(text)).toBe(script);
  });
});

describe('scriptAttributes', () => {
  it('names the other script’s language and direction when the text is in it', () => {
    expect(scriptAttributes('محمد الشهري', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(scriptAttributes('محمد الشهري', 'fr')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(scriptAttributes('Sarah Al-Qahtani', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('adds nothing when the text is in the page’s script or has no letters', () => {
    expect(scriptAttributes('Sarah Al-Qahtani', 'en')).toEqual({});
    expect(scriptAttributes('Zoé Lefèvre', 'fr')).toEqual({});
    expect(scriptAttributes('محمد الشهري', 'ar')).toEqual({});
    expect(scriptAttributes('2026/0042', 'ar')).toEqual({});
    expect(scriptAttributes('—', 'en')).toEqual({});
  });

  it('lets mixed text and a third script find their own direction, naming no language', () => {
    expect(scriptAttributes('شركة Horizon Tech', 'en')).toEqual({ dir: 'auto' });
    expect(scriptAttributes('شركة Horizon Tech', 'ar')).toEqual({ dir: 'auto' });
    expect(scriptAttributes('שרה כהן', 'en')).toEqual({ dir: 'auto' });
  });
});
