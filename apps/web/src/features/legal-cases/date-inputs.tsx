import '@mantine/dates/styles.css';
import { Group } from '@mantine/core';
import { DateInput, DatesProvider, TimeInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Date fields of the legal-cases forms. Values are plain `YYYY-MM-DD` strings (dates) or ISO instants (date and
 * time), as the API takes them; the user can type `YYYY-MM-DD` or pick from a calendar in their language.
 */

/** The office week: Saturday first, Friday–Saturday weekend (the calendar greys them). */
export function LegalDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 6, weekendDays: [5, 6] }}>
      {children}
    </DatesProvider>
  );
}

type PlainDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> & {
  value: string | null;
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

/** `YYYY-MM-DD` and `HH:mm` in the browser's time zone ↔ an ISO instant. */
export function toInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${date}T${time}:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

export function fromInstant(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** A date and a time side by side, read and written as one ISO instant. */
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
        label={timeLabel}
        required={required}
        value={value.time}
        onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
      />
    </Group>
  );
}
