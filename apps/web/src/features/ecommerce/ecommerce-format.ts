import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/currency';

/**
 * Money and numbers in the reader's language. `currency` is the store's (the API sends it with the figures);
 * amounts arrive as exact numbers to the cent.
 */
export function useEcommerceFormat(currency = 'USD') {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    money: (value: number) => formatCurrency(language, value, { currency }),
    compactMoney: (value: number) =>
      formatCurrency(language, value, { currency, notation: 'compact', maximumFractionDigits: 1 }),
    number: (value: number) => new Intl.NumberFormat(language).format(value),
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}
