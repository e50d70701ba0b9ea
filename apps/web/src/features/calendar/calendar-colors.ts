import type { CalendarAnyKind } from '@mizan/contracts';

/** Each kind's Mantine colour, for its filter checkbox and its events. */
export const KIND_COLORS: Record<CalendarAnyKind, string> = {
  Business: 'blue',
  Holiday: 'green',
  Personal: 'red',
  Family: 'yellow',
  ETC: 'cyan',
  Hearing: 'violet',
  PowerOfAttorney: 'orange',
  AppealDeadline: 'pink',
};

export const isLegalKind = (kind: CalendarAnyKind) =>
  kind === 'Hearing' || kind === 'PowerOfAttorney' || kind === 'AppealDeadline';
