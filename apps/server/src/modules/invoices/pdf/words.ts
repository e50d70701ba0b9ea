import { toCardinal as arabicCardinal } from 'n2words/ar-SA';
import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import type { InvoicePdfLanguage } from './model.ts';

/**
 * An amount written out as on a cheque, e.g. "فقط اثنا عشر ألفاً ومائة وعشرة ريالات… لا غير". n2words spells the
 * numbers; its own currency helpers know one currency per language (ar → riyal, fr → euro, en → dollar), so the
 * currency nouns and Arabic's counting agreement are ours.
 */

/** Arabic counted-noun forms: after 1 the noun leads ("ريال واحد"), 2 is a dual, 3–10 a plural, 11–99 accusative. */
interface ArabicNoun {
  gen: string;
  dual: string;
  plural: string;
  acc: string;
  feminine?: boolean;
}
interface CurrencyWords {
  en: [one: string, many: string, minorOne: string, minorMany: string];
  fr: [one: string, many: string, minorOne: string, minorMany: string];
  ar: [major: ArabicNoun, minor: ArabicNoun];
}

const CURRENCIES: Record<string, CurrencyWords> = {
  SAR: {
    en: ['Saudi riyal', 'Saudi riyals', 'halala', 'halalas'],
    fr: ['riyal saoudien', 'riyals saoudiens', 'halala', 'halalas'],
    ar: [
      { gen: 'ريال سعودي', dual: 'ريالان سعوديان', plural: 'ريالات سعودية', acc: 'ريالاً سعودياً' },
      { gen: 'هللة', dual: 'هللتان', plural: 'هللات', acc: 'هللةً', feminine: true },
    ],
  },
  EGP: {
    en: ['Egyptian pound', 'Egyptian pounds', 'piastre', 'piastres'],
    fr: ['livre égyptienne', 'livres égyptiennes', 'piastre', 'piastres'],
    ar: [
      { gen: 'جنيه مصري', dual: 'جنيهان مصريان', plural: 'جنيهات مصرية', acc: 'جنيهاً مصرياً' },
      { gen: 'قرش', dual: 'قرشان', plural: 'قروش', acc: 'قرشاً' },
    ],
  },
  USD: {
    en: ['US dollar', 'US dollars', 'cent', 'cents'],
    fr: ['dollar américain', 'dollars américains', 'cent', 'cents'],
    ar: [
      { gen: 'دولار أمريكي', dual: 'دولاران أمريكيان', plural: 'دولارات أمريكية', acc: 'دولاراً أمريكياً' },
      { gen: 'سنت', dual: 'سنتان', plural: 'سنتات', acc: 'سنتاً' },
    ],
  },
  EUR: {
    en: ['euro', 'euros', 'cent', 'cents'],
    fr: ['euro', 'euros', 'centime', 'centimes'],
    ar: [
      { gen: 'يورو', dual: 'يوروان', plural: 'يوروهات', acc: 'يورو' },
      { gen: 'سنت', dual: 'سنتان', plural: 'سنتات', acc: 'سنتاً' },
    ],
  },
  AED: {
    en: ['UAE dirham', 'UAE dirhams', 'fils', 'fils'],
    fr: ['dirham émirati', 'dirhams émiratis', 'fils', 'fils'],
    ar: [
      { gen: 'درهم إماراتي', dual: 'درهمان إماراتيان', plural: 'دراهم إماراتية', acc: 'درهماً إماراتياً' },
      { gen: 'فلس', dual: 'فلسان', plural: 'فلوس', acc: 'فلساً' },
    ],
  },
};

/** Splits exact decimal text into whole units and hundredths, without going through a float. */
export function splitAmount(amount: string): { negative: boolean; major: bigint; minor: bigint } {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const cents = BigInt(match[2]!) * 100n + BigInt(((match[3] ?? '') + '00').slice(0, 2));
  return { negative: match[1] === '-' && cents !== 0n, major: cents / 100n, minor: cents % 100n };
}

function arabicCount(n: bigint, noun: ArabicNoun): string {
  if (n === 1n) return `${noun.gen} ${noun.feminine ? 'واحدة' : 'واحد'}`;
  if (n === 2n) return noun.dual;
  const words = arabicCardinal(n, { gender: noun.feminine ? 'feminine' : 'masculine' });
  const rest = n % 100n;
  if (rest >= 3n && rest <= 10n) return `${words} ${noun.plural}`;
  if (rest >= 11n) return `${words} ${noun.acc}`;
  return `${words} ${noun.gen}`;
}

function arabicWords(negative: boolean, major: bigint, minor: bigint, currency: string): string {
  const nouns = CURRENCIES[currency]?.ar;
  const parts: string[] = [];
  if (nouns) {
    if (major > 0n || minor === 0n) parts.push(major === 0n ? `صفر ${nouns[0].gen}` : arabicCount(major, nouns[0]));
    if (minor > 0n) parts.push(arabicCount(minor, nouns[1]));
  } else {
    parts.push(`${arabicCardinal(major)} ${currency}`);
    if (minor > 0n) parts.push(`${arabicCardinal(minor)} من مائة`);
  }
  return `فقط ${negative ? 'سالب ' : ''}${parts.join(' و')} لا غير`;
}

/** French puts "de" between a round million and the noun: "un million de riyals", "un million d'euros". */
const frenchJoin = (words: string, noun: string) =>
  /(million|milliard)s?$/.test(words)
    ? `${words} ${/^[aeiouyé]/i.test(noun) ? `d'${noun}` : `de ${noun}`}`
    : `${words} ${noun}`;

function latinWords(language: 'en' | 'fr', major: bigint, minor: bigint, currency: string): string {
  const counted = (n: bigint, noun: string) =>
    language === 'en' ? `${englishCardinal(n)} ${noun}` : frenchJoin(frenchCardinal(n), noun);
  const names = CURRENCIES[currency]?.[language];
  const and = language === 'en' ? 'and' : 'et';
  // French nouns stay singular below 2 ("un euro", "zéro euro"); English only for exactly one.
  const plural = (n: bigint) => (language === 'en' ? n !== 1n : n >= 2n);
  let text: string;
  if (names) {
    const majorText = counted(major, plural(major) ? names[1] : names[0]);
    const minorText = counted(minor, plural(minor) ? names[3] : names[2]);
    text = minor === 0n ? majorText : major === 0n ? minorText : `${majorText} ${and} ${minorText}`;
  } else {
    text = counted(major, currency) + (minor === 0n ? '' : ` ${and} ${minor}/100`);
  }
  if (language === 'en') text += ' only';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function amountInWords(amount: string, currency: string, language: InvoicePdfLanguage): string {
  const { negative, major, minor } = splitAmount(amount);
  const code = currency.toUpperCase();
  if (language === 'ar') return arabicWords(negative, major, minor, code);
  const text = latinWords(language, major, minor, code);
  return negative ? `${language === 'en' ? 'Minus' : 'Moins'} ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
