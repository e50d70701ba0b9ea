/** Plain-date arithmetic of the agenda (`YYYY-MM-DD`, no time zone), and the office day of an instant. */

/** A plain date plus whole days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone (the reader's own when left out). */
export function dayOf(instant: Date | string, timeZone?: string): string {
  const value = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The office week (Sunday to Saturday, as the court week) that holds `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/** The days `from`…`to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 62; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The agenda's range for a view on a date. */
export function agendaRange(view: 'day' | 'week', date: string): { from: string; to: string } {
  return view === 'week' ? weekOf(date) : { from: date, to: date };
}
