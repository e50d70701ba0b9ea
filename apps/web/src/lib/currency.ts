import { directionOf, isLanguage } from './i18n';

/** Left-to-right mark. */
const LRM = '\u200E';

/**
 * An amount of money in the reader's language. In right-to-left text the Arabic form "59.99 US$" ends on a
 * neutral `$`, which the bidi algorithm moves to the far side of "US" ("$US 59.99"); a left-to-right mark after
 * the currency symbol keeps the symbol whole.
 */
export function formatCurrency(
  language: string,
  value: number,
  options: Omit<Intl.NumberFormatOptions, 'style'> & { currency: string },
): string {
  const format = new Intl.NumberFormat(language, { ...options, style: 'currency' });
  if (!isLanguage(language) || directionOf(language) === 'ltr') return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? part.value + LRM : part.value))
    .join('');
}
