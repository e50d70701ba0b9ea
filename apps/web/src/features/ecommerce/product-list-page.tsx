import type { ProductListSearch } from './ecommerce.search';
/** Placeholder until the page lands. */
export function ProductListPage(_props: { search: ProductListSearch; onSearchChange: (next: ProductListSearch) => void }) {
  return null;
}
