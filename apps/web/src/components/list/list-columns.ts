import type { MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a list: its header, its cell, and how it behaves in the chooser, on a narrow screen and in a card. */
export interface ListColumn<T> {
  /** Stable id: the key in the URL's `cols` when the reader chooses columns. */
  id: string;
  /** The header, the chooser's entry and the label in a phone card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The list's sort key this header asks for (the definition's `sorts` says its first direction). */
  sortKey?: string;
  /** Figures: header and cells at the end. */
  align?: 'end';
  /** Always shown, never offered in the chooser (the row's name). */
  required?: boolean;
  /** Left out until the reader picks it in the chooser: how a wide list fits 1440 px without scrolling sideways. */
  hidden?: boolean;
  /** Left out of the table below this width (the chooser still lists it): keeps a tablet's table to the main columns. */
  visibleFrom?: MantineBreakpoint;
  /** Cells that must not wrap (dates, amounts, badges). */
  nowrap?: boolean;
  /** Width hints for the table. */
  width?: number;
  minWidth?: number;
  maxWidth?: number;
  /** In a phone card: the heading (`title`), left out (`none`), or (default) a labelled line. */
  card?: 'title' | 'none';
}

/** The columns shown: the required ones, and the reader's choice of the others (or each one's default). */
export function visibleColumns<T>(columns: readonly ListColumn<T>[], chosen: readonly string[] | undefined) {
  return columns.filter((column) => column.required || (chosen ? chosen.includes(column.id) : !column.hidden));
}

/**
 * The URL's `cols` for a choice of optional columns: undefined when it is every column's default, so a list opened
 * without a choice follows the defaults (including columns added later).
 */
export function columnsParam<T>(columns: readonly ListColumn<T>[], shown: readonly string[]) {
  const optional = columns.filter((column) => !column.required);
  const isDefault = optional.every((column) => shown.includes(column.id) === !column.hidden);
  return isDefault ? undefined : optional.filter((column) => shown.includes(column.id)).map((column) => column.id);
}
