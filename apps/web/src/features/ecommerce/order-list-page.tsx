import type { OrderListSearch } from './ecommerce.search';
/** Placeholder until the page lands. */
export function OrderListPage(_props: { search: OrderListSearch; onSearchChange: (next: OrderListSearch) => void }) {
  return null;
}
