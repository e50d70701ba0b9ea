/**
 * The interface fonts (self-hosted from @fontsource, imported in app-providers.tsx; the stack is lib/theme.ts's):
 * Public Sans for Latin text, Noto Sans Arabic for Arabic. Text drawn in a fallback font moves when the font
 * arrives — its lines take another height and wrap anew, a layout shift — so what is shown first waits for them.
 */

const LATIN_FONT = "1em 'Public Sans Variable'";
const ARABIC_FONT = "1em 'Noto Sans Arabic Variable'";
/** Letters of the Arabic blocks the Arabic face's `unicode-range` covers (Latin text never fetches that face). */
const ARABIC_LETTERS = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/;
/** How long rows wait for the Arabic face at most: then they show in a fallback font rather than not at all. */
const ARABIC_WAIT_MS = 1500;

const atMost = (ms: number, promise: Promise<unknown>) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]).then(() => {});

/** Resolves when the interface font of the reader's language is there (2 s at most), before the first render. */
export function interfaceFontLoaded(language: string): Promise<void> {
  const fonts = [document.fonts.load(LATIN_FONT)];
  if (language === 'ar') fonts.push(document.fonts.load(ARABIC_FONT, 'ع'));
  return atMost(2000, Promise.all(fonts));
}

let arabicLoading: Promise<void> | undefined;
/** The wait is over (the face came, or the time ran out): text shows at once from now on. */
let arabicWaited = false;

/**
 * What to wait for before showing `text` (data: Arabic names in an English page): the Arabic face's download, when
 * the text has Arabic letters and the face isn't there yet; otherwise nothing. The same promise for every caller.
 */
export function fontWaitFor(text: () => string): Promise<void> | undefined {
  // No font loading API (tests' jsdom): nothing to wait for.
  if (typeof document === 'undefined' || !document.fonts?.check) return undefined;
  if (arabicWaited || document.fonts.check(ARABIC_FONT, 'ع') || !ARABIC_LETTERS.test(text())) return undefined;
  return (arabicLoading ??= atMost(ARABIC_WAIT_MS, document.fonts.load(ARABIC_FONT, 'ع')).then(() => {
    arabicWaited = true;
  }));
}
