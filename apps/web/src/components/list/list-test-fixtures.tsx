import { beforeEach } from 'vitest';
import { defineList, param, type ListSearch } from '@/lib/list-search';
import { ADMIN, setUpPageTests } from '@/test/harness';
import { ListFooter, ListTable, type ListColumn, type ListControls, type ListTableProps } from '.';
import { setScreenWidth } from './list-test-utils';

/** The kit's tests: the page harness with an administrator signed in, on a desktop screen unless a test says. */
export function setUpListTests() {
  setUpPageTests({ user: ADMIN });
  beforeEach(() => setScreenWidth(1440));
}

/** A list as a page would describe it: names sort A→Z first, amounts largest first. */
export const things = defineList({
  filters: { q: param.text(), status: param.oneOf(['open', 'closed']) },
  sorts: { name: 'asc', amount: 'desc' },
  pageSizes: [10, 25, -1],
  defaultPageSize: 10,
});
export type ThingSearch = ListSearch<typeof things>;

export interface Thing {
  id: number;
  name: string;
  amount: number;
  owner: string;
}
export const ROWS: Thing[] = [
  { id: 1, name: 'Lease', amount: 1200, owner: 'amira@example.com' },
  { id: 2, name: 'Loan', amount: 90, owner: 'omar@example.com' },
];
export const COLUMNS: ListColumn<Thing>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', required: true, card: 'title', cell: (row) => row.name },
  { id: 'amount', header: 'Amount', sortKey: 'amount', align: 'end', cell: (row) => String(row.amount) },
  { id: 'owner', header: 'Owner', cell: (row) => row.owner },
  { id: 'notes', header: 'Notes', hidden: true, cell: () => 'a note' },
];

type ThingsListProps = Pick<ListTableProps<Thing>, 'rows' | 'query' | 'rowActions' | 'selection' | 'bulkActions'> & {
  state: ListControls;
  total: number | undefined;
};

/** The things' table and footer, laid out as a list page does. */
export function ThingsList({ state, total, ...table }: ThingsListProps) {
  return (
    <>
      <ListTable
        state={state}
        label="Things"
        columns={COLUMNS}
        errorText="The things could not be loaded"
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        {...table}
      />
      <ListFooter state={state} total={total} />
    </>
  );
}
