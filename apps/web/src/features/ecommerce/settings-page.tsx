import type { SettingsTab } from './ecommerce.search';
/** Placeholder until the page lands. */
export function SettingsPage(_props: { tab: SettingsTab; onTabChange: (next: SettingsTab) => void }) {
  return null;
}
