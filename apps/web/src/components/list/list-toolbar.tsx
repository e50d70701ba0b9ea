import { Badge, Button, Collapse, Group, Stack, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { ColumnChooser } from './column-chooser';
import { ExportButton, type ListExport } from './export-button';
import type { ListColumn } from './list-columns';
import type { ListControls } from './use-list-state';

export interface ListToolbarProps {
  state: Pick<
    ListControls,
    'searchText' | 'setSearchText' | 'filterCount' | 'filtered' | 'clearFilters' | 'columns' | 'setColumns'
  >;
  /** The search box's label; without it, no search box. */
  searchLabel?: string;
  /** The filter inputs, laid out by the page (a `SimpleGrid` of selects, say). */
  filters?: ReactNode;
  /** How many of them are set, for the "Filters (n)" button (default: every filter but the search). */
  filterCount?: number;
  /** Below this width the filters fold away behind the "Filters (n)" button; `always` for a long panel. */
  foldFiltersBelow?: MantineBreakpoint | 'always';
  /** A filter or two that sit beside the search when unfolded, rather than on a row of their own. */
  inlineFilters?: boolean;
  /** The list's columns: a column chooser when some are optional. */
  columns?: readonly ListColumn<never>[];
  exportCsv?: ListExport;
  /** The page's own buttons at the end ("Add user"). */
  actions?: ReactNode;
}

/**
 * Above a list: the search, the filters (folding behind "Filters (n)" on narrow screens), "clear filters" while any
 * narrows the list, the column chooser, the CSV export and the page's buttons.
 */
export function ListToolbar({
  state,
  searchLabel,
  filters,
  filterCount = state.filterCount(),
  foldFiltersBelow = 'sm',
  inlineFilters = false,
  columns,
  exportCsv,
  actions,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const panelId = useId();
  const [opened, { toggle }] = useDisclosure(false);
  const wide = useMediaQuery(
    foldFiltersBelow === 'always' ? 'not all' : `(min-width: ${theme.breakpoints[foldFiltersBelow]})`,
    false,
    { getInitialValueInEffect: false },
  );
  const folded = filters !== undefined && !wide;
  const inline = inlineFilters && !folded;
  return (
    <Stack
      gap="sm"
      p={{ base: 'sm', sm: 'md' }}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="wrap">
        {searchLabel && (
          <SearchInput
            label={searchLabel}
            value={state.searchText}
            onSearch={state.setSearchText}
            style={{ flex: '1 1 160px', maxWidth: 420 }}
          />
        )}
        {inline && filters}
        {folded && (
          <Button
            variant={opened ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              filterCount > 0 ? (
                <Badge size="sm" circle aria-hidden>
                  {filterCount}
                </Badge>
              ) : undefined
            }
            aria-expanded={opened}
            aria-controls={panelId}
            aria-label={filterCount > 0 ? t('list.filtersCount', { count: filterCount }) : t('list.filters')}
            onClick={toggle}
          >
            {t('list.filters')}
          </Button>
        )}
        {state.filtered && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={state.clearFilters}
          >
            {t('list.clearFilters')}
          </Button>
        )}
        <Group gap="sm" wrap="wrap" ms="auto">
          {columns && <ColumnChooser state={state} columns={columns} />}
          {exportCsv && <ExportButton source={exportCsv} />}
          {actions}
        </Group>
      </Group>
      {filters !== undefined && !inline && (
        <Collapse expanded={!folded || opened} id={panelId} transitionDuration={folded ? 200 : 0}>
          {filters}
        </Collapse>
      )}
    </Stack>
  );
}
