/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to ASCII, for numbers and IDs before they are saved. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * The form text is searched in: lower case, ASCII digits, no diacritics or tatweel, and one letter for each
 * family of Arabic variants (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي). Stored beside the data and applied to the
 * query, so «احمد» finds «أحمد» and «مؤسسة» finds «موسسه».
 */
export function normalizeSearchText(text: string): string {
  return toAsciiDigits(text)
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}
