import type { CustomerTab } from '@mizan/contracts';
/** Placeholder until the page lands. */
export function CustomerDetailsPage(_props: { customerId: number; tab: CustomerTab; onTabChange: (next: CustomerTab) => void }) {
  return null;
}
