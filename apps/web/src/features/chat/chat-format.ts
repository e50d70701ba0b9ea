import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeTime } from '@/lib/office-time-hooks';

/**
 * Chat times on the office's clock: the list's short time (the time today, else the date), a message's time, and a
 * day's separator ("Today", "Yesterday", else the date — with the Hijri date in Arabic, as every office date).
 */
export function useChatTime() {
  const office = useOfficeTime();
  const { t } = useTranslation('chat');
  return useMemo(
    () => ({
      short: (instant: string) =>
        office.day(instant) === office.today() ? office.time(instant) : office.date(office.day(instant), 'medium'),
      time: (instant: string) => office.time(instant),
      day: (instant: string) => office.day(instant),
      dayLabel: (day: string) => {
        const from = office.daysFromToday(day);
        if (from === 0) return t('today');
        if (from === -1) return t('yesterday');
        return office.date(day, 'long');
      },
    }),
    [office, t],
  );
}
