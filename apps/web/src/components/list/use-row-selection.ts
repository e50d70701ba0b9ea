import { useState } from 'react';

export type RowId = string | number;

/**
 * The rows ticked for a bulk action. A new page, filter or sort (`resetKey`, the list state's `queryKey`) starts a
 * new selection, so an action never reaches rows the reader no longer sees.
 */
export function useRowSelection(resetKey: string) {
  const [selected, setSelected] = useState<RowId[]>([]);
  // Adjusted while rendering (not in an effect), so the old selection is never shown with the new rows.
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setSelected([]);
  }
  return {
    ids: selected,
    count: selected.length,
    isSelected: (id: RowId) => selected.includes(id),
    toggle: (id: RowId) =>
      setSelected((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id])),
    /** Ticks (or unticks) every row of `ids` (the page). */
    setMany: (ids: readonly RowId[], on: boolean) =>
      setSelected((current) => (on ? [...new Set([...current, ...ids])] : current.filter((one) => !ids.includes(one)))),
    /** Keeps only `ids` ticked (after a bulk action, the rows it failed on). */
    keep: (ids: readonly RowId[]) => setSelected((current) => current.filter((one) => ids.includes(one))),
    clear: () => setSelected([]),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
