import { Radio, Stack } from '@mantine/core';
import { CALENDAR_SCOPES, type CalendarScope } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

export interface CalendarScopeChoiceProps {
  value: CalendarScope;
  onChange: (scope: CalendarScope) => void;
}

/** Which occurrences of a series a change or a delete concerns: this one, this and following, or all. */
export function CalendarScopeChoice({ value, onChange }: CalendarScopeChoiceProps) {
  const { t } = useTranslation('calendar');
  return (
    <Radio.Group label={t('drawer.scope')} value={value} onChange={(next) => onChange(next as CalendarScope)}>
      <Stack gap={6} mt={6}>
        {CALENDAR_SCOPES.map((scope) => (
          <Radio key={scope} value={scope} label={t(`scopes.${scope}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
