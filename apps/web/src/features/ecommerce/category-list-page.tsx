import type { CategoryListSearch } from './ecommerce.search';
/** Placeholder until the page lands. */
export function CategoryListPage(_props: { search: CategoryListSearch; onSearchChange: (next: CategoryListSearch) => void }) {
  return null;
}
