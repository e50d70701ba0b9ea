import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

/** A list's sort as kept in its URL: the column and its direction (both absent = the server's default order). */
export interface SortState<K extends string> {
  sortBy?: K;
  orderBy?: SortOrder;
}

/** The sort after a click on column `key`: a new column sorts ascending, then descending, then back to the default. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.sortBy !== key) return { sortBy: key, orderBy: 'asc' };
  if ((current.orderBy ?? 'asc') === 'asc') return { sortBy: key, orderBy: 'desc' };
  return { sortBy: undefined, orderBy: undefined };
}

interface ThLayout {
  miw?: number;
  /** A number column: the header sits at the end, over its figures. */
  end?: boolean;
  style?: CSSProperties;
}

/**
 * @deprecated The list kit's `ListTable` (components/list) draws the headers; kept until the shop lists move to it.
 *
 * A sortable column header: a button asking for the column's sort (see `nextSort`), with `aria-sort` telling the
 * current one.
 */
export function SortableTh<K extends string>({
  sortKey,
  sort,
  onSort,
  children,
  miw,
  end,
  style,
}: ThLayout & { sortKey: K; sort: SortState<K>; onSort: (key: K) => void; children: ReactNode }) {
  const active = sort.sortBy === sortKey;
  const order = sort.orderBy ?? 'asc';
  const SortIcon = active ? (order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th
      miw={miw}
      ta={end ? 'end' : undefined}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap', ...style }}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 600,
          fontSize: 'inherit',
          textTransform: 'uppercase',
        }}
      >
        {children}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** A column header that does not sort, in the same style as the sortable ones. */
export function PlainTh({ children, miw, end, style }: ThLayout & { children: ReactNode }) {
  return (
    <Table.Th miw={miw} ta={end ? 'end' : undefined} style={{ textTransform: 'uppercase', ...style }}>
      {children}
    </Table.Th>
  );
}
