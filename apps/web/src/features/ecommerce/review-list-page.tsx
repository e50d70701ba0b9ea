import type { ReviewListSearch } from './ecommerce.search';
/** Placeholder until the page lands. */
export function ReviewListPage(_props: { search: ReviewListSearch; onSearchChange: (next: ReviewListSearch) => void }) {
  return null;
}
