export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** The part of the day for a greeting, by the user's local clock: morning 05–12, afternoon 12–18, evening otherwise. */
export function timeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
