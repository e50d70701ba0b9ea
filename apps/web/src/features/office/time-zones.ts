/**
 * The IANA zones an office can choose, each labelled as a reader recognises it: its UTC offset today and its place
 * in the reader's language ("UTC+03:00 · Saudi Arabia", "UTC+03:00 · المملكة العربية السعودية").
 */

export interface TimeZoneOption {
  /** The IANA name, as stored: `Asia/Riyadh`. */
  value: string;
  /** "UTC+03:00 · Saudi Arabia". */
  label: string;
  /** Minutes the zone's clock is ahead of UTC now (Asia/Riyadh: 180). */
  offsetMinutes: number;
  /** The city (or, for a country on one clock, the country) in the reader's language. */
  place: string;
  /** What a search matches: the label, the IANA name and its English city, folded (see `fold`). */
  search: string;
}

const zoneName = (timeZone: string, language: string, style: 'shortGeneric' | 'longOffset', at: Date) =>
  new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** Minutes a zone's clock is ahead of UTC at an instant. */
export function utcOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  // "GMT+05:30", "GMT-03:00", or "GMT" alone at zero.
  const match = /([+-])(\d{2}):(\d{2})/.exec(zoneName(timeZone, 'en-US', 'longOffset', at));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** "UTC+05:30", "UTC-03:00", "UTC+00:00": the same Latin text in every language, so offsets line up. */
export function utcOffsetText(minutes: number): string {
  const whole = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The last part of an IANA name, as English writes it: `America/Argentina/Buenos_Aires` → "Buenos Aires". */
export const englishCity = (timeZone: string) => (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');

/**
 * How the reader's language names a zone by its place ("France Time", "heure : France", "توقيت فرنسا"), found from
 * a zone whose place is known: Europe/Paris is France's only clock, so its name holds the country's name.
 */
function placePattern(language: string, at: Date): { before: string; after: string } | null {
  const country = new Intl.DisplayNames(language, { type: 'region' }).of('FR');
  const sample = zoneName('Europe/Paris', language, 'shortGeneric', at);
  const index = country ? sample.indexOf(country) : -1;
  if (!country || index < 0) return null;
  return { before: sample.slice(0, index), after: sample.slice(index + country.length) };
}

/**
 * The zone's place in the reader's language, as the runtime's time-zone data names it (a city, or the country when
 * the country has one clock); the English city of its IANA name where the language names the zone otherwise
 * (English calls New York's zone "ET").
 */
function placeIn(timeZone: string, language: string, pattern: ReturnType<typeof placePattern>, at: Date): string {
  const name = zoneName(timeZone, language, 'shortGeneric', at);
  if (
    pattern &&
    name.length > pattern.before.length + pattern.after.length &&
    name.startsWith(pattern.before) &&
    name.endsWith(pattern.after)
  ) {
    return name.slice(pattern.before.length, name.length - pattern.after.length);
  }
  return englishCity(timeZone);
}

/**
 * Folded for matching: lower case, no accents or Arabic short vowels, one form of alef, teh marbuta and yeh, so
 * "sao paulo" finds São Paulo and «الرياض» finds «الرياض».
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[_/]/g, ' ');
}

function option(value: string, language: string, pattern: ReturnType<typeof placePattern>, at: Date): TimeZoneOption {
  const offsetMinutes = utcOffsetMinutes(value, at);
  const place = placeIn(value, language, pattern, at);
  const label = `${utcOffsetText(offsetMinutes)} · ${place}`;
  return { value, label, offsetMinutes, place, search: fold(`${label} ${value} ${englishCity(value)}`) };
}

/** Each language's list for the hour it was made in: some 400 zones take the runtime a noticeable moment to name. */
const made = new Map<string, TimeZoneOption[]>();

/**
 * Every zone the runtime knows, plus `keep` (the stored zone, which may be a name the runtime lists under another
 * spelling), sorted by offset then place, labelled in `language`.
 */
export function timeZoneOptions(language: string, keep: string | null, at: Date = new Date()): TimeZoneOption[] {
  const key = `${language} ${at.toISOString().slice(0, 13)}`;
  let options = made.get(key);
  if (!options) {
    const pattern = placePattern(language, at);
    const collator = new Intl.Collator(language);
    options = Intl.supportedValuesOf('timeZone')
      .map((value) => option(value, language, pattern, at))
      .sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.place, b.place));
    made.clear();
    made.set(key, options);
  }
  if (!keep || options.some((candidate) => candidate.value === keep)) return options;
  return [option(keep, language, placePattern(language, at), at), ...options];
}

/** Whether an option's search text holds every word of `query`, in any order. */
export function matchesSearch(option: TimeZoneOption, query: string): boolean {
  return fold(query)
    .split(/\s+/)
    .every((word) => option.search.includes(word));
}
