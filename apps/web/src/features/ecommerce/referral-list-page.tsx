import type { ReferralListSearch } from './ecommerce.search';
/** Placeholder until the page lands. */
export function ReferralListPage(_props: { search: ReferralListSearch; onSearchChange: (next: ReferralListSearch) => void }) {
  return null;
}
