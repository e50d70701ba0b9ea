import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeTime } from '@/lib/office-time-hooks';

/**
 * Chat times on the office's clock: the list's short time (the time today, else the date), a message's time, and a
 * day's separator ("Today", "Yesterday", else the date — with the Hijri date in Arabic, as every office date).
 */
export function useChatTime() {
  const office = useOfficeTime();
  const { t, i18n } = useTranslation('chat');
  return useMemo(() => {
    const { timeZone } = office;
    const dayMonth = new Intl.DateTimeFormat(i18n.language, { timeZone, month: 'short', day: 'numeric' });
    const dated = new Intl.DateTimeFormat(i18n.language, { timeZone, dateStyle: 'short' });
    const thisYear = (instant: string) => office.day(instant).slice(0, 4) === office.today().slice(0, 4);
    return {
      // The list's: short enough to leave the name room (the Hijri date is in the open chat's day separators).
      short: (instant: string) =>
        office.day(instant) === office.today()
          ? office.time(instant)
          : (thisYear(instant) ? dayMonth : dated).format(new Date(instant)),
      time: (instant: string) => office.time(instant),
      day: (instant: string) => office.day(instant),
      dayLabel: (day: string) => {
        const from = office.daysFromToday(day);
        if (from === 0) return t('today');
        if (from === -1) return t('yesterday');
        return office.date(day, 'long');
      },
    };
  }, [office, t, i18n.language]);
}
