import type { InvoicePdfLanguage } from './model.ts';

/**
 * Figures and dates as the reader writes them. Intl formats decimal text exactly (no float in between); Arabic
 * keeps Western digits, as the web app shows them and as Saudi e-invoices usually print them.
 */
const LOCALES: Record<InvoicePdfLanguage, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

export function formatMoney(amount: string, language: InvoicePdfLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount as unknown as number, // Intl.NumberFormat takes decimal text as an exact value; lib.d.ts lags.
  );
}

/** A quantity or rate as typed: no padding of decimals, trailing zeros dropped ("2.50" → "2.5"). */
export function formatNumber(value: string, language: InvoicePdfLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 6 }).format(value as unknown as number);
}

const asUtcDate = (isoDay: string) => {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDay}`);
  return date;
};

export function formatDate(isoDay: string, language: InvoicePdfLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(asUtcDate(isoDay));
}

/** The Umm al-Qura date Saudi readers expect beside the Gregorian one, e.g. "10 رمضان 1446 هـ". */
export function formatHijri(isoDay: string): string {
  return new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', { dateStyle: 'long', timeZone: 'UTC' }).format(
    asUtcDate(isoDay),
  );
}
