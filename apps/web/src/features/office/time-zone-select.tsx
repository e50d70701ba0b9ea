import { Group, Select, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch, timeZoneOptions } from './time-zones';

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'filter' | 'renderOption' | 'searchable'> & {
  /** The zone stored now: offered even when the runtime lists it under another name. */
  stored: string;
};

/**
 * A searchable list of every IANA zone, labelled with its UTC offset today and its place in the reader's language;
 * the IANA name under each, and a search that finds a zone by any of them ("riyadh", "+03", «الرياض»).
 */
export function TimeZoneSelect({ stored, ...props }: TimeZoneSelectProps) {
  const { t, i18n } = useTranslation('office');
  const options = useMemo(() => timeZoneOptions(i18n.language, stored), [i18n.language, stored]);
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);

  return (
    <Select
      {...props}
      searchable
      allowDeselect={false}
      data={options.map(({ value, label }) => ({ value, label }))}
      filter={({ options: items, search }) =>
        (items as ComboboxItem[]).filter((item) => {
          const option = byValue.get(item.value);
          return option !== undefined && matchesSearch(option, search);
        })
      }
      renderOption={({ option, checked }) => (
        <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
          <Group gap={6} wrap="nowrap">
            {checked && <IconCheck size={14} aria-hidden />}
            <Text size="sm">{option.label}</Text>
          </Group>
          <Text size="xs" c="dimmed" dir="ltr">
            {option.value}
          </Text>
        </Group>
      )}
      nothingFoundMessage={t('timeZone.nothingFound')}
      placeholder={t('timeZone.placeholder')}
      maxDropdownHeight={320}
    />
  );
}
