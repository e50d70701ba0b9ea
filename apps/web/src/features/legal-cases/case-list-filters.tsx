import { Box, Chip, Grid, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CASE_CATEGORIES,
  CASE_LIST_CHIPS,
  CASE_OUTCOMES,
  CASE_PRIORITIES,
  CASE_STATUSES,
  STAGE_TYPES,
  type CaseListChip,
  type Contact,
} from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { contactSearchQuery } from './contacts.api';
import { OfficeDatesProvider, PlainDateInput } from '@/components/date-inputs';
import { caseOptionsQuery, legalCasesKeys } from './legal-cases.api';
import type { CaseListSearch } from './legal-cases.search';

/** Writes a change of the filters into the URL (the list state's `set`): a new filter starts again at page 1. */
export type UpdateSearch = (patch: Partial<CaseListSearch>) => void;

/** The chips' labels in the translations. */
const CHIP_LABEL: Record<CaseListChip, string> = {
  hearingsThisWeek: 'chips.hearingsThisWeek',
  overdueHearings: 'chips.pastHearingsNoResult',
  appealDeadlines: 'chips.appealDeadlineSoon',
  expiringPowers: 'chips.poaExpiringSoon',
  mine: 'chips.myCases',
};

/** The filters of the panel behind "Filters (n)" (not the search nor the chips). */
export const PANEL_KEYS = [
  'status',
  'outcome',
  'category',
  'stageType',
  'courtId',
  'lawyerId',
  'clientId',
  'priority',
  'openedFrom',
  'openedTo',
  'hearingFrom',
  'hearingTo',
] as const satisfies readonly (keyof CaseListSearch)[];

/** Grid spans: eight single filters, two date ranges twice as wide (two rows on a wide screen). */
const ONE = { base: 6, sm: 3, lg: 2 };
const TWO = { base: 12, sm: 6, lg: 4 };

/** One quick filter at a time; clicking the selected chip clears it. */
export function CaseListChips({ search, update }: { search: CaseListSearch; update: UpdateSearch }) {
  const { t } = useTranslation('legal-cases');
  return (
    // One line that scrolls sideways on a phone rather than four lines of chips above the list.
    <Box style={{ overflowX: 'auto', scrollbarWidth: 'none' }} mx={{ base: -4, sm: 0 }} px={{ base: 4, sm: 0 }}>
      <Group gap="xs" role="group" aria-label={t('listPage.quickFilters')} wrap="nowrap" w="max-content">
        {CASE_LIST_CHIPS.map((chip) => (
          <Chip
            key={chip}
            size="sm"
            variant="outline"
            checked={search.chip === chip}
            onChange={() => update({ chip: search.chip === chip ? undefined : chip })}
          >
            {t(CHIP_LABEL[chip])}
          </Chip>
        ))}
      </Group>
    </Box>
  );
}

/** The panel's filters: eight selects and two date ranges. */
export function CaseListFilters({ search, update }: { search: CaseListSearch; update: UpdateSearch }) {
  const { t, i18n } = useTranslation('legal-cases');
  const options = useQuery(caseOptionsQuery());
  const arabic = i18n.language.startsWith('ar');
  const enumData = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const idValue = (id: number | undefined) => (id === undefined ? null : String(id));
  const toId = (value: string | null) => (value ? Number(value) : undefined);
  const common = {
    size: 'sm',
    clearable: true,
    comboboxProps: { withinPortal: true },
  } as const;
  return (
    <OfficeDatesProvider>
      <Grid gap="sm">
        <Grid.Col span={ONE}>
          <MultiSelect
            {...common}
            label={t('filters.status')}
            placeholder={search.status?.length ? undefined : t('filters.any')}
            data={enumData(CASE_STATUSES, 'status')}
            value={search.status ?? []}
            onChange={(values) =>
              update({
                status: values.length ? (values as CaseListSearch['status']) : undefined,
              })
            }
          />
        </Grid.Col>
        <Grid.Col span={ONE}>
          <Select
            {...common}
            label={t('filters.outcome')}
            placeholder={t('filters.any')}
            data={enumData(CASE_OUTCOMES, 'outcome')}
            value={search.outcome ?? null}
            onChange={(value) =>
              update({
                outcome: (value as CaseListSearch['outcome']) ?? undefined,
              })
            }
          />
        </Grid.Col>
        <Grid.Col span={ONE}>
          <Select
            {...common}
            label={t('filters.category')}
            placeholder={t('filters.any')}
            data={enumData(CASE_CATEGORIES, 'category')}
            value={search.category ?? null}
            onChange={(value) =>
              update({
                category: (value as CaseListSearch['category']) ?? undefined,
              })
            }
          />
        </Grid.Col>
        <Grid.Col span={ONE}>
          <Select
            {...common}
            label={t('filters.stageType')}
            placeholder={t('filters.any')}
            data={enumData(STAGE_TYPES, 'stageType')}
            value={search.stageType ?? null}
            onChange={(value) =>
              update({
                stageType: (value as CaseListSearch['stageType']) ?? undefined,
              })
            }
          />
        </Grid.Col>
        <Grid.Col span={ONE}>
          <Select
            {...common}
            searchable
            label={t('filters.court')}
            placeholder={t('filters.any')}
            nothingFoundMessage={t('listPage.nothingFound')}
            data={(options.data?.courts ?? []).map((court) => ({
              value: String(court.id),
              label: (arabic ? court.nameAr : court.nameEn) || court.nameAr,
            }))}
            value={idValue(search.courtId)}
            onChange={(value) => update({ courtId: toId(value) })}
          />
        </Grid.Col>
        <Grid.Col span={ONE}>
          <Select
            {...common}
            searchable
            label={t('filters.lawyer')}
            placeholder={t('filters.any')}
            nothingFoundMessage={t('listPage.nothingFound')}
            data={(options.data?.lawyers ?? []).map((lawyer) => ({
              value: String(lawyer.id),
              label: lawyer.fullName,
            }))}
            value={idValue(search.lawyerId)}
            onChange={(value) => update({ lawyerId: toId(value) })}
          />
        </Grid.Col>
        <Grid.Col span={ONE}>
          <ClientSelect value={search.clientId} onChange={(clientId) => update({ clientId })} />
        </Grid.Col>
        <Grid.Col span={ONE}>
          <Select
            {...common}
            label={t('filters.priority')}
            placeholder={t('filters.any')}
            data={enumData(CASE_PRIORITIES, 'priority')}
            value={search.priority ?? null}
            onChange={(value) =>
              update({
                priority: (value as CaseListSearch['priority']) ?? undefined,
              })
            }
          />
        </Grid.Col>
        <Grid.Col span={TWO}>
          <DateRange
            label={t('filters.openedBetween')}
            from={search.openedFrom}
            to={search.openedTo}
            fromLabel={t('listPage.openedFrom')}
            toLabel={t('listPage.openedTo')}
            onChange={(openedFrom, openedTo) => update({ openedFrom, openedTo })}
          />
        </Grid.Col>
        <Grid.Col span={TWO}>
          <DateRange
            label={t('filters.nextHearingBetween')}
            from={search.hearingFrom}
            to={search.hearingTo}
            fromLabel={t('listPage.hearingFrom')}
            toLabel={t('listPage.hearingTo')}
            onChange={(hearingFrom, hearingTo) => update({ hearingFrom, hearingTo })}
          />
        </Grid.Col>
      </Grid>
    </OfficeDatesProvider>
  );
}

/** Two plain dates under one label: from and to (each optional), read by screen readers by their own labels. */
function DateRange({
  label,
  from,
  to,
  fromLabel,
  toLabel,
  onChange,
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
  fromLabel: string;
  toLabel: string;
  onChange: (from: string | undefined, to: string | undefined) => void;
}) {
  const { t } = useTranslation('legal-cases');
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="sm" fw={500} component="span">
        {label}
      </Text>
      <Group gap="xs" grow wrap="nowrap">
        <PlainDateInput
          size="sm"
          aria-label={fromLabel}
          placeholder={t('filters.from')}
          value={from ?? null}
          maxDate={to}
          onChange={(value) => onChange(value ?? undefined, to)}
        />
        <PlainDateInput
          size="sm"
          aria-label={toLabel}
          placeholder={t('filters.to')}
          value={to ?? null}
          minDate={from}
          onChange={(value) => onChange(from, value ?? undefined)}
        />
      </Group>
    </Stack>
  );
}

/** A client picked by searching the contacts on the server; the chosen one keeps its name after a reload. */
function ClientSelect({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t, i18n } = useTranslation('legal-cases');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState(false);
  const [q] = useDebouncedValue(typed.trim(), 300);
  const found = useQuery({
    ...contactSearchQuery({ q: q || undefined }),
    enabled: asked,
  });
  const chosen = useQuery({
    queryKey: legalCasesKeys.shared('contact', value),
    queryFn: ({ signal }) => api<Contact>(`/legal-contacts/${value}`, { signal }),
    enabled: value !== undefined,
    staleTime: 5 * 60_000,
  });
  const name = (contact: Contact) =>
    i18n.language.startsWith('ar') ? contact.nameAr : contact.nameEn || contact.nameAr;
  const contacts = [...(found.data?.contacts ?? [])];
  if (chosen.data && !contacts.some((contact) => contact.id === chosen.data.id)) contacts.unshift(chosen.data);
  return (
    <Select
      size="sm"
      clearable
      searchable
      label={t('filters.client')}
      placeholder={t('listPage.clientPlaceholder')}
      nothingFoundMessage={found.isFetching ? undefined : t('listPage.nothingFound')}
      data={contacts.map((contact) => ({
        value: String(contact.id),
        label: name(contact),
      }))}
      // The server already matched the text (with Arabic letter variants); show its answer as it is.
      filter={({ options }) => options}
      value={value === undefined ? null : String(value)}
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setAsked(true)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
    />
  );
}
