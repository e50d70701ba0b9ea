/**
 * The list kit (docs/recipes/lists.md): the URL side is `@/lib/list-search` (`defineList`, `param`); a page takes
 * `useListState`, then `ListToolbar`, `ListTable` and `ListFooter`. The other exports are for pages that lay out
 * part of it themselves (an export in the page header, a sort menu beside quick-filter chips).
 */
export { ExportButton, type ListExport } from './export-button';
export type { ListColumn } from './list-columns';
export { ListFooter } from './list-footer';
export { ListSortSelect } from './list-sort-select';
export { ListTable, type ListQueryStatus, type ListTableProps } from './list-table';
export { ListToolbar } from './list-toolbar';
export { LtrText } from './ltr-text';
export { useCardLayout } from './use-card-layout';
export { useListState, type ListControls } from './use-list-state';
export { useLocalList, type LocalListControls } from './use-local-list';
export { useRowSelection, type RowId, type RowSelection } from './use-row-selection';
