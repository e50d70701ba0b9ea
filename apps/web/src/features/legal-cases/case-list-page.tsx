import { ActionIcon, Button, Card, Divider, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CASE_SORT_KEYS, PAGE_SIZE_DEFAULT, type CaseSortKey } from '@mizan/contracts';
import { IconDownload, IconPlus, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { TableFooter } from '@/components/table-footer';
import { ability } from '@/lib/session';
import { caseExportHref } from './case-list-csv';
import { CaseListChips, CaseListFilters, clearedFilters, isFiltered, type UpdateSearch } from './case-list-filters';
import { CaseListCards, CaseListTable, currentSort, FIRST_ORDER, nextSort } from './case-list-table';
import { caseListQuery } from './legal-cases.api';
import { CASE_PAGE_SIZES, toCaseListQuery, type CaseListSearch } from './legal-cases.search';

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
  const query = toCaseListQuery(search);
  const list = useQuery(caseListQuery(query));
  const phone = useMediaQuery('(max-width: 37.5em)', false, {
    getInitialValueInEffect: false,
  });
  const canCreate = ability.can('create', 'LegalCase');
  const canUpdate = ability.can('update', 'LegalCase');

  const update: UpdateSearch = (patch, keepPage = false) => {
    const next: CaseListSearch = {
      ...search,
      ...patch,
      ...(keepPage ? {} : { page: undefined }),
    };
    for (const key of Object.keys(next) as (keyof CaseListSearch)[]) {
      const value = next[key];
      if (value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0))
        delete next[key];
    }
    onSearchChange(next);
  };
  const clear = () => onSearchChange(clearedFilters(search));

  const filtered = isFiltered(search);
  const rows = list.data?.cases ?? [];
  const viewProps = {
    rows,
    loading: !list.data,
    filtered,
    search,
    onSort: (key: CaseSortKey) => update(nextSort(search, key), true),
    onClearFilters: clear,
    canUpdate,
    busy: list.isFetching,
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.list.title')}
        trail={[{ label: t('breadcrumbs.legalCases') }]}
        actions={
          <Group gap="sm">
            <Tooltip label={t('listPage.exportHint')}>
              <Button
                component="a"
                href={caseExportHref(search)}
                download
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('actions.exportCsv')}
              </Button>
            </Tooltip>
            {canCreate && (
              <Button
                renderRoot={(props) => <Link {...props} to="/legal-cases/create" />}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('list.add')}
              </Button>
            )}
          </Group>
        }
      />
      <Card withBorder radius="md" padding={0}>
        <Stack gap="sm" p={{ base: 'sm', sm: 'md' }}>
          <CaseListChips search={search} update={update} />
          <CaseListFilters
            search={search}
            update={update}
            onClear={clear}
            toolbarEnd={<SortControl search={search} update={update} />}
          />
        </Stack>
        <Divider />
        {list.isError && !list.data ? (
          <LoadErrorAlert m="md" title={t('list.error')} onRetry={() => void list.refetch()} />
        ) : phone ? (
          <CaseListCards {...viewProps} />
        ) : (
          <CaseListTable {...viewProps} />
        )}
        {list.data && list.data.total > 0 && (
          <>
            <Divider />
            <TableFooter
              sizes={CASE_PAGE_SIZES}
              size={query.itemsPerPage}
              onSizeChange={(size) =>
                update({
                  itemsPerPage: size === PAGE_SIZE_DEFAULT ? undefined : size,
                })
              }
              total={list.data.total}
              totalCapped={list.data.totalCapped}
              page={list.data.page}
              onPageChange={(page) => update({ page: page === 1 ? undefined : page }, true)}
            />
          </>
        )}
        {list.data && list.isError && (
          <Text size="xs" c="error" px="md" pb="sm">
            {t('list.error')}
          </Text>
        )}
      </Card>
    </Stack>
  );
}

/** Every sort key (two of them have no column) and its direction; the column headers do the same. */
function SortControl({ search, update }: { search: CaseListSearch; update: UpdateSearch }) {
  const { t } = useTranslation('legal-cases');
  const sort = currentSort(search);
  const OrderIcon = sort.order === 'asc' ? IconSortAscending : IconSortDescending;
  const orderLabel = sort.order === 'asc' ? t('listPage.sortedAsc') : t('listPage.sortedDesc');
  const setSort = (key: CaseSortKey, order: 'asc' | 'desc') =>
    update(
      key === 'nextHearing' && order === 'asc'
        ? { sortBy: undefined, orderBy: undefined }
        : { sortBy: key, orderBy: order },
      true,
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        aria-label={t('sort.label')}
        w={170}
        allowDeselect={false}
        data={CASE_SORT_KEYS.map((key) => ({
          value: key,
          label: t(`sort.${key}`),
        }))}
        value={sort.key}
        onChange={(value) => value && setSort(value as CaseSortKey, FIRST_ORDER[value as CaseSortKey])}
      />
      <Tooltip label={orderLabel}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={`${t('listPage.sortOrder')}: ${t(`sort.${sort.order}`)}`}
          onClick={() => setSort(sort.key, sort.order === 'asc' ? 'desc' : 'asc')}
        >
          <OrderIcon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
