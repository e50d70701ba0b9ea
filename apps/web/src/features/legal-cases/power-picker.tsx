import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PowerOfAttorney } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { powerSearchQuery } from './powers.api';

export interface PowerPickerProps {
  label: string;
  onPick: (power: PowerOfAttorney) => void;
  /** Already chosen or linked: not offered again. */
  excludeIds?: number[];
  disabled?: boolean;
}

/** A power of attorney's type and status, as badges, and `children` after them. */
export function PowerBadges({ power, children }: { power: PowerOfAttorney; children?: ReactNode }) {
  const { t } = useTranslation('legal-cases');
  return (
    <Group gap={6}>
      <Badge size="xs" variant="light">
        {t(`poaType.${power.type}`)}
      </Badge>
      <Badge size="xs" variant="light" color={power.status === 'valid' ? 'success' : 'error'}>
        {t(`poaStatus.${power.status}`)}
      </Badge>
      {children}
    </Group>
  );
}

/** Search the office's powers of attorney (number, issuer, principal) and pick one. */
export function PowerPicker({ label, onPick, excludeIds = [], disabled }: PowerPickerProps) {
  const { t } = useTranslation('legal-cases');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const results = useQuery(powerSearchQuery({ q: debounced || undefined }));
  const byId = useMemo(
    () =>
      new Map(
        (results.data?.powers ?? [])
          .filter((power) => !excludeIds.includes(power.id))
          .map((power) => [String(power.id), power]),
      ),
    [results.data, excludeIds],
  );
  return (
    <Select
      label={label}
      placeholder={t('formPage.searchPowers')}
      searchable
      disabled={disabled}
      data={[...byId.values()].map((power) => ({
        value: String(power.id),
        label: `${power.number} — ${power.principal.nameAr}`,
      }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? t('formPage.searching') : t('empty.powers')}
      onChange={(id) => {
        const power = id ? byId.get(id) : undefined;
        if (power) {
          onPick(power);
          setSearch('');
        }
      }}
      renderOption={({ option }) => {
        const power = byId.get(option.value);
        if (!power) return option.label;
        return (
          <Stack gap={2}>
            <Text size="sm">
              <Ltr>{power.number}</Ltr> — {power.principal.nameAr}
            </Text>
            <PowerBadges power={power}>
              {power.issuer && (
                <Text size="xs" c="dimmed">
                  {power.issuer}
                </Text>
              )}
            </PowerBadges>
          </Stack>
        );
      }}
    />
  );
}
