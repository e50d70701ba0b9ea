import { Box, Button, Card, Stack } from '@mantine/core';
import { CASE_SORT_KEYS } from '@mizan/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListFooter, ListSortSelect, ListTable, ListToolbar, useCardLayout, useListState } from '@/components/list';
import { visibleColumns } from '@/components/list/list-columns';
import { PageHeader } from '@/components/page-header';
import { ability } from '@/lib/session';
import { caseExportHref } from './case-list-csv';
import { CaseListChips, CaseListFilters, PANEL_KEYS } from './case-list-filters';
import { CaseCard, CaseRowActions, useCaseColumns } from './case-list-table';
import { caseListQuery } from './legal-cases.api';
import { caseList, type CaseListSearch } from './legal-cases.search';

export interface CaseListPageProps {
  search: CaseListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: CaseListSearch) => void;
}

/**
 * `/legal-cases` (القضايا القانونية): quick chips, search and filters, a server-sorted and paged table (cards on a
 * phone), CSV export of the same selection. Every bit of state is in the URL, so a reload or a shared link shows
 * the same list.
 */
export function CaseListPage({ search, onSearchChange }: CaseListPageProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.list.title')} trail={[{ label: t('breadcrumbs.legalCases') }]} />
      <Card withBorder radius="md" padding={0}>
        <CaseList search={search} onSearchChange={onSearchChange} />
      </Card>
    </Stack>
  );
}

function CaseList({ search, onSearchChange }: CaseListPageProps) {
  const { t } = useTranslation('legal-cases');
  const list = useListState(caseList, search, onSearchChange);
  const columns = useCaseColumns();
  const cards = useCardLayout();
  const canCreate = ability.can('create', 'LegalCase');
  const canUpdate = ability.can('update', 'LegalCase');

  const sortLabel = (key: (typeof CASE_SORT_KEYS)[number]) => ({ key, label: t(`sort.${key}`) });
  // The sorts no shown column offers (opened date, claim amount…): in the phone's sort menu with the columns' own.
  const columnSorts = new Set(visibleColumns(columns, list.columns).map((column) => column.sortKey));
  const extraSorts = CASE_SORT_KEYS.filter((key) => !columnSorts.has(key)).map(sortLabel);

  return (
    <>
      <Box px={{ base: 'sm', sm: 'md' }} pt={{ base: 'sm', sm: 'md' }}>
        <CaseListChips search={search} update={list.set} />
      </Box>
      <ListToolbar
        state={list}
        searchLabel={t('list.search')}
        filters={<CaseListFilters search={search} update={list.set} />}
        filterCount={list.filterCount(PANEL_KEYS)}
        foldFiltersBelow="always"
        columns={columns}
        exportCsv={{ href: caseExportHref(search) }}
        actions={
          <>
            {!cards && (
              // Every sort, those without a column too (the phone's menu is the table's own); the kit's select
              // brings its own padding, taken back here so it lines up with the toolbar's buttons.
              <Box
                w={230}
                style={{ margin: 'calc(-1 * var(--mantine-spacing-sm)) calc(-1 * var(--mantine-spacing-sm)) 0' }}
              >
                <ListSortSelect state={list} options={CASE_SORT_KEYS.map(sortLabel)} />
              </Box>
            )}
            {canCreate && (
              <Button
                renderRoot={(props) => <Link {...props} to="/legal-cases/create" />}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('list.add')}
              </Button>
            )}
          </>
        }
      />
      <CaseRows list={list} columns={columns} canUpdate={canUpdate} extraSorts={extraSorts} />
    </>
  );
}

interface CaseRowsProps {
  list: ReturnType<typeof useListState<typeof caseList>>;
  columns: ReturnType<typeof useCaseColumns>;
  canUpdate: boolean;
  extraSorts: { key: string; label: string }[];
}

/**
 * The part of the list that reads the answer. The query's updates render at once (not in a transition), so the
 * toolbar, chips and filters above stay out of them: on a phone their re-render was most of the answer's long task.
 */
function CaseRows({ list, columns, canUpdate, extraSorts }: CaseRowsProps) {
  const { t } = useTranslation('legal-cases');
  const cases = useQuery(caseListQuery(list.query));
  return (
    <>
      <ListTable
        state={list}
        label={t('pages.list.title')}
        columns={columns}
        rows={cases.data?.cases}
        query={cases}
        errorText={t('list.error')}
        emptyText={t('empty.cases')}
        getRowId={(row) => row.id}
        rowActions={(row) => <CaseRowActions row={row} canUpdate={canUpdate} />}
        renderCard={(row) => <CaseCard row={row} canUpdate={canUpdate} />}
        extraSorts={extraSorts}
      />
      <ListFooter state={list} total={cases.data?.total} totalCapped={cases.data?.totalCapped} />
    </>
  );
}
