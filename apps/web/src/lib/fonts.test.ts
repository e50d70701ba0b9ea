import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A font loading API whose Arabic face arrives when the test says so. */
function fakeFonts() {
  let arrive = () => {};
  const fonts = {
    arabic: false,
    loads: [] as string[],
    check: (font: string) => !font.includes('Arabic') || fonts.arabic,
    load: (font: string) => {
      fonts.loads.push(font);
      return new Promise<void>((resolve) => {
        arrive = () => {
          fonts.arabic = true;
          resolve();
        };
      });
    },
    arrive: () => arrive(),
  };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  return fonts;
}

const jsdomFonts = document.fonts;

// The module keeps the wait it started: a fresh copy for each test.
const load = async () => (await import('./fonts')).fontWaitFor;

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'fonts', { value: jsdomFonts, configurable: true });
});

describe('fontWaitFor', () => {
  it('waits for nothing when the text has no Arabic, or the Arabic face is already there', async () => {
    const fonts = fakeFonts();
    const fontWaitFor = await load();
    expect(fontWaitFor(() => '[{"name":"Amira Haddad"}]')).toBeUndefined();
    fonts.arabic = true;
    expect(fontWaitFor(() => 'أميرة حداد')).toBeUndefined();
    expect(fonts.loads).toEqual([]);
  });

  it('fetches the Arabic face for Arabic text, once, and waits until it is there', async () => {
    const fonts = fakeFonts();
    const fontWaitFor = await load();
    const wait = fontWaitFor(() => 'تنفيذ عقد إيجار');
    expect(wait).toBeInstanceOf(Promise);
    expect(fontWaitFor(() => 'طارق')).toBe(wait);
    expect(fonts.loads).toEqual(["1em 'Noto Sans Arabic Variable'"]);
    fonts.arrive();
    await wait;
    expect(fontWaitFor(() => 'طارق')).toBeUndefined();
  });

  it('gives up after a moment: the text then shows in a fallback font rather than not at all', async () => {
    vi.useFakeTimers();
    fakeFonts();
    const fontWaitFor = await load();
    const wait = fontWaitFor(() => 'طارق');
    await vi.advanceTimersByTimeAsync(1500);
    await wait;
    expect(fontWaitFor(() => 'طارق')).toBeUndefined();
  });

  it('waits for nothing without a font loading API (the tests’ jsdom has none)', async () => {
    const fontWaitFor = await load();
    expect(fontWaitFor(() => 'طارق')).toBeUndefined();
  });
});
