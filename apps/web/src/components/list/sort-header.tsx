import { Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortOrder } from '@/lib/list-search';
import classes from './list.module.css';

export interface SortHeaderProps extends Omit<TableThProps, 'children'> {
  children: ReactNode;
  /** The sort key of this column; without it the header doesn't sort. */
  sortKey?: string;
  /** The list's current sort (see `useListState`). */
  sort?: { key: string; order: SortOrder };
  onSort?: (key: string) => void;
}

/** A column header; with a `sortKey`, a button asking for that sort, and `aria-sort` telling the current one. */
export function SortHeader({ children, sortKey, sort, onSort, className, ...props }: SortHeaderProps) {
  const headerClass = className ? `${classes.header} ${className}` : classes.header;
  if (!sortKey || !onSort)
    return (
      <Table.Th className={headerClass} {...props}>
        {children}
      </Table.Th>
    );
  const order = sort?.key === sortKey ? sort.order : undefined;
  const SortIcon = order === 'asc' ? IconChevronUp : order === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      className={headerClass}
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      {...props}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sortKey)}>
        {children}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
