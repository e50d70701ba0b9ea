import '@mantine/dates/styles.css';
import { Group } from '@mantine/core';
import { DateInput, DatesProvider, TimeInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeZoneLabel, useOfficeTime } from '@/lib/office-time-hooks';

/**
 * Date fields of the office's forms. Values are plain `YYYY-MM-DD` strings (dates), or a date and an `HH:mm`
 * time on the office's clock; the user can type `YYYY-MM-DD` or pick from a calendar in their language.
 */

/** The office week, as the agenda counts it: Sunday first, Friday–Saturday weekend (the calendar greys them). */
export function OfficeDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0, weekendDays: [5, 6] }}>
      {children}
    </DatesProvider>
  );
}

type PlainDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> & {
  /** Optional so `form.getInputProps` can be spread in; none is an empty field. */
  value?: string | null;
  onChange: (value: string | null) => void;
};

/** A plain date (`YYYY-MM-DD`, or null when cleared). */
export function PlainDateInput({ value, onChange, ...props }: PlainDateInputProps) {
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      clearable
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
    />
  );
}

/**
 * A date and a time side by side, on the office's clock (`useOfficeTime().toInstant`/`fromInstant` turn them into
 * the instant and back); the time's label names the office's zone where this device's clock reads otherwise.
 */
export function DateTimeInputs({
  value,
  onChange,
  dateLabel,
  timeLabel,
  error,
  required,
}: {
  value: { date: string; time: string };
  onChange: (value: { date: string; time: string }) => void;
  dateLabel: string;
  timeLabel: string;
  error?: ReactNode;
  required?: boolean;
}) {
  const time = useOfficeTime();
  return (
    <Group grow align="flex-start" gap="sm">
      <PlainDateInput
        label={dateLabel}
        required={required}
        value={value.date || null}
        onChange={(date) => onChange({ ...value, date: date ?? '' })}
        error={error}
      />
      <TimeInput
        label={
          <>
            {timeLabel} <OfficeZoneLabel at={time.toInstant(value.date, value.time)} />
          </>
        }
        required={required}
        value={value.time}
        onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
      />
    </Group>
  );
}
