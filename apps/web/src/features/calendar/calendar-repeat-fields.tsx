import { Chip, Group, NumberInput, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PlainDateInput } from '@/components/date-inputs';
import { type CalendarFormValues, REMINDER_CHOICES, REPEAT_CHOICES, WEEK_DAYS } from './calendar-form-model';

/** The reminder and the repeat rule (weekly days, and its end: never, on a date, after N times). */
export function CalendarRepeatFields({ form }: { form: UseFormReturnType<CalendarFormValues> }) {
  const { t } = useTranslation('calendar');
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <Select
        label={t('drawer.reminder')}
        data={REMINDER_CHOICES.map((value) => ({ value, label: t(`reminders.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('reminder')}
      />
      <Select
        label={t('drawer.repeat')}
        data={REPEAT_CHOICES.map((value) => ({ value, label: t(`repeats.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('repeat')}
      />
      {values.repeat === 'WEEKLY' && (
        <Chip.Group multiple {...form.getInputProps('byDay')}>
          <Group gap={4} role="group" aria-label={t('drawer.weekDays')}>
            {WEEK_DAYS.map((day) => (
              <Chip key={day} value={day} size="xs">
                {t(`weekDays.${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {values.repeat !== 'none' && (
        <Group grow align="flex-start" gap="sm">
          <Select
            label={t('drawer.ends')}
            data={(['never', 'until', 'count'] as const).map((value) => ({ value, label: t(`endsChoices.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('ends')}
          />
          {values.ends === 'until' && <PlainDateInput label={t('drawer.until')} {...form.getInputProps('until')} />}
          {values.ends === 'count' && (
            <NumberInput label={t('drawer.count')} min={1} max={999} {...form.getInputProps('count')} />
          )}
        </Group>
      )}
    </Stack>
  );
}
