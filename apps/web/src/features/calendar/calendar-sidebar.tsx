import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { CALENDAR_ALL_KINDS, type CalendarAnyKind } from '@mizan/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OfficeDatesProvider } from '@/components/date-inputs';
import { KIND_COLORS } from './calendar-colors';

export interface CalendarSidebarProps {
  date: string;
  kinds: CalendarAnyKind[];
  canEdit: boolean;
  onDate: (date: string) => void;
  onKinds: (kinds: CalendarAnyKind[]) => void;
  onAdd: () => void;
}

/** "Add event", the mini month, and the kinds as coloured filters. */
export function CalendarSidebar({ date, kinds, canEdit, onDate, onKinds, onAdd }: CalendarSidebarProps) {
  const { t } = useTranslation('calendar');
  return (
    <Stack gap="md">
      {canEdit && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} fullWidth>
          {t('page.add')}
        </Button>
      )}
      <OfficeDatesProvider>
        <DatePicker
          aria-label={t('page.miniMonth')}
          value={date}
          defaultDate={date}
          onChange={(value) => value && onDate(value.slice(0, 10))}
          size="xs"
          previousLabel={t('page.previousMonth')}
          nextLabel={t('page.nextMonth')}
          weekendDays={[]}
        />
      </OfficeDatesProvider>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('page.filters')}
        </Text>
        <Checkbox
          label={t('page.viewAll')}
          checked={kinds.length === CALENDAR_ALL_KINDS.length}
          indeterminate={kinds.length > 0 && kinds.length < CALENDAR_ALL_KINDS.length}
          onChange={(event) => onKinds(event.currentTarget.checked ? [...CALENDAR_ALL_KINDS] : [])}
        />
        {CALENDAR_ALL_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            color={KIND_COLORS[kind]}
            label={t(`kinds.${kind}`)}
            checked={kinds.includes(kind)}
            onChange={(event) =>
              onKinds(
                event.currentTarget.checked
                  ? CALENDAR_ALL_KINDS.filter((k) => k === kind || kinds.includes(k))
                  : kinds.filter((k) => k !== kind),
              )
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
