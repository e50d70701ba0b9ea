import { useTranslation } from 'react-i18next';

/**
 * Money and numbers in the reader's language. `currency` is the store's (the API sends it with the figures);
 * amounts arrive as exact numbers to the cent.
 */
export function useEcommerceFormat(currency = 'USD') {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    money: (value: number) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(value),
    compactMoney: (value: number) =>
      new Intl.NumberFormat(language, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(value),
    number: (value: number) => new Intl.NumberFormat(language).format(value),
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    dateTime: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}
