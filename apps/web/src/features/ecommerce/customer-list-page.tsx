import type { CustomerListSearch } from './ecommerce.search';
/** Placeholder until the page lands. */
export function CustomerListPage(_props: { search: CustomerListSearch; onSearchChange: (next: CustomerListSearch) => void }) {
  return null;
}
