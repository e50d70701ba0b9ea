import { Box, Button, Checkbox, Group, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCards, ListCardsLoading } from './list-cards';
import { visibleColumns, type ListColumn } from './list-columns';
import { ListSortSelect } from './list-sort-select';
import { ListEmpty, ListError } from './list-states';
import { SortHeader } from './sort-header';
import { useCardLayout } from './use-card-layout';
import type { ListControls } from './use-list-state';
import { useRowsShown } from './use-rows-shown';
import type { RowId, RowSelection } from './use-row-selection';
import classes from './list.module.css';

/** What the list needs of its query (a TanStack Query result fits). */
export interface ListQueryStatus {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListTableProps<T> {
  state: Pick<ListControls, 'sort' | 'sorts' | 'toggleSort' | 'setSort' | 'filtered' | 'clearFilters' | 'columns'>;
  /** Names the table (and the cards' list) for screen readers. */
  label: string;
  columns: readonly ListColumn<T>[];
  /** The page's rows; undefined until the first answer. */
  rows: readonly T[] | undefined;
  query: ListQueryStatus;
  /** What failed when the rows could not be loaded ("The users could not be loaded"). */
  errorText: string;
  getRowId: (row: T) => RowId;
  /** Names a row's tick box for screen readers ("Select Amira Haddad"); needed with `selection`. */
  rowLabel?: (row: T) => string;
  /** The row's buttons (view, edit, delete…): the last column, and the top corner of a card. */
  rowActions?: (row: T) => ReactNode;
  /** Tick boxes on the rows, for `bulkActions`. */
  selection?: RowSelection;
  /** What can be done to the ticked rows: shown above the rows once some are ticked. */
  bulkActions?: ReactNode;
  /** The text of an empty list that no filter narrows. */
  emptyText?: string;
  /** A list's own phone card instead of the labelled columns (it then renders its own actions). */
  renderCard?: (row: T) => ReactNode;
  /** Sorts no column shows, offered with the columns' in the phone layout's sort menu. */
  extraSorts?: readonly { key: string; label: string }[];
}

/**
 * A list's rows: a table with sortable headers (cards on a phone), tick boxes and the bulk-action bar, placeholder
 * rows while loading, an error with retry, and the empty state with "clear filters" when filters hide everything.
 */
export function ListTable<T>(given: ListTableProps<T>) {
  const props = { ...given, rows: useRowsShown(given.rows) };
  const { state, label, columns, rows, query, errorText, selection, bulkActions } = props;
  const { t } = useTranslation();
  const cards = useCardLayout();
  const shown = visibleColumns(columns, state.columns);
  const busy = query.isFetching && rows !== undefined;
  const retry = () => void query.refetch();
  const empty = <ListEmpty filtered={state.filtered} onClearFilters={state.clearFilters} text={props.emptyText} />;

  return (
    <>
      {selection && selection.count > 0 && (
        <Group className={classes.bulkBar} px="md" py="xs" gap="sm" justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Text size="sm" fw={500} role="status">
              {t('list.selected', { count: selection.count })}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
              {t('list.clearSelection')}
            </Button>
          </Group>
          <Group gap="xs">{bulkActions}</Group>
        </Group>
      )}
      {query.isError && rows !== undefined && <ListError compact text={errorText} onRetry={retry} />}
      {cards ? (
        <Box aria-busy={query.isFetching} className={busy ? classes.busy : undefined}>
          <ListSortSelect
            state={state}
            options={[
              ...shown.flatMap((column) => (column.sortKey ? [{ key: column.sortKey, label: column.header }] : [])),
              ...(props.extraSorts ?? []),
            ]}
          />
          {rows === undefined ? (
            query.isError ? (
              <ListError text={errorText} onRetry={retry} />
            ) : (
              <ListCardsLoading />
            )
          ) : rows.length === 0 ? (
            empty
          ) : (
            <ListCards {...props} columns={shown} rows={rows} />
          )}
        </Box>
      ) : (
        <Box className={classes.scroll}>
          <Table
            verticalSpacing="sm"
            highlightOnHover
            aria-label={label}
            aria-busy={query.isFetching}
            className={busy ? classes.busy : undefined}
          >
            <TableHead {...props} columns={shown} />
            <Table.Tbody>
              <TableRows {...props} columns={shown} empty={empty} onRetry={retry} />
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </>
  );
}

function TableHead<T>({ state, columns, rows, getRowId, rowActions, selection }: ListTableProps<T>) {
  const { t } = useTranslation();
  const ids = (rows ?? []).map(getRowId);
  const ticked = selection ? ids.filter((id) => selection.isSelected(id)).length : 0;
  return (
    <Table.Thead>
      <Table.Tr>
        {selection && (
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('list.selectAll')}
              checked={ids.length > 0 && ticked === ids.length}
              indeterminate={ticked > 0 && ticked < ids.length}
              disabled={ids.length === 0}
              onChange={() => selection.setMany(ids, ticked < ids.length)}
            />
          </Table.Th>
        )}
        {columns.map((column) => (
          <SortHeader
            key={column.id}
            sortKey={column.sortKey}
            sort={state.sort}
            onSort={state.toggleSort}
            ta={column.align}
            w={column.width}
            miw={column.minWidth}
            visibleFrom={column.visibleFrom}
            className={classes.nowrap}
          >
            {column.header}
          </SortHeader>
        ))}
        {rowActions && (
          <SortHeader ta="end" className={classes.nowrap}>
            {t('list.actions')}
          </SortHeader>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

function TableRows<T>({
  columns,
  rows,
  query,
  errorText,
  getRowId,
  rowLabel,
  rowActions,
  selection,
  empty,
  onRetry,
}: ListTableProps<T> & { empty: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  if (rows === undefined && query.isError)
    return (
      <Table.Tr>
        <Table.Td colSpan={span}>
          <ListError text={errorText} onRetry={onRetry} />
        </Table.Td>
      </Table.Tr>
    );
  if (rows === undefined)
    return Array.from({ length: 5 }, (_, index) => (
      <Table.Tr key={index}>
        {Array.from({ length: span }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  if (rows.length === 0)
    return (
      <Table.Tr>
        <Table.Td colSpan={span}>{empty}</Table.Td>
      </Table.Tr>
    );
  return rows.map((row) => {
    const id = getRowId(row);
    const selected = selection?.isSelected(id) ?? false;
    return (
      <Table.Tr key={id} className={selected ? classes.selected : undefined} data-testid="list-row">
        {selection && (
          <Table.Td>
            <Checkbox
              aria-label={t('list.selectRow', { name: rowLabel?.(row) ?? id })}
              checked={selected}
              onChange={() => selection.toggle(id)}
            />
          </Table.Td>
        )}
        {columns.map((column) => (
          <Table.Td
            key={column.id}
            ta={column.align}
            maw={column.maxWidth}
            visibleFrom={column.visibleFrom}
            className={column.nowrap ? classes.nowrap : undefined}
          >
            {column.cell(row)}
          </Table.Td>
        ))}
        {rowActions && (
          <Table.Td>
            <Group gap={2} wrap="nowrap" justify="flex-end">
              {rowActions(row)}
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
    );
  });
}
