import type { Email, EmailAddress } from '@mizan/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeTime } from '@/lib/office-time-hooks';

/**
 * The list's short time, on the office's clock: the time for today's mail, the day and month for this year's, the
 * full date before; and the reader's long date and time.
 */
export function useEmailTime() {
  const office = useOfficeTime();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const { timeZone } = office;
    const dayMonth = new Intl.DateTimeFormat(i18n.language, { timeZone, month: 'short', day: 'numeric' });
    const full = new Intl.DateTimeFormat(i18n.language, { timeZone, dateStyle: 'short' });
    const year = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' });
    return {
      short: (instant: string) => {
        const date = new Date(instant);
        if (Number.isNaN(date.getTime())) return '';
        if (office.day(date) === office.today()) return office.time(instant);
        if (year.format(date) === year.format(new Date())) return dayMonth.format(date);
        return full.format(date);
      },
      long: (instant: string) => office.dateTime(instant, 'medium'),
    };
  }, [office, i18n.language]);
}

/** A person as the list names them: their name, else their address. */
export const personName = (address: EmailAddress | Email['from'] | undefined) =>
  address ? address.name.trim() || address.email : '';
