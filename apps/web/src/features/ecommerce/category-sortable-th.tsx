import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A sortable column header of the e-commerce lists (categories, reviews, referrals): a button that asks for the
 * column's sort, with `aria-sort` telling the current one.
 */
export function SortableTh({
  label,
  active,
  order,
  onSort,
  miw,
}: {
  label: ReactNode;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  miw?: number;
}) {
  const SortIcon = active ? (order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th miw={miw} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={onSort}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600, fontSize: 'inherit', textTransform: 'uppercase' }}
      >
        {label}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The URL change of a click on a column: a new column sorts ascending, the current one flips. */
export function nextSort<K extends string>(current: { sortBy?: K; orderBy?: 'asc' | 'desc' }, key: K) {
  if (current.sortBy !== key) return { sortBy: key, orderBy: 'asc' as const };
  return { sortBy: key, orderBy: current.orderBy === 'desc' ? ('asc' as const) : ('desc' as const) };
}

/** Plain header text in the same style as the sortable ones. */
export function PlainTh({ children, miw }: { children: ReactNode; miw?: number }) {
  return (
    <Table.Th miw={miw} style={{ textTransform: 'uppercase' }}>
      {children}
    </Table.Th>
  );
}
