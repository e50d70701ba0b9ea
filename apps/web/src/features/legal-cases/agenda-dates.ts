/** The agenda's periods: plain office days (`YYYY-MM-DD`, no time zone). */
import { addDays } from '@/lib/office-time';

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
