import { ACCOUNT_SETTINGS_TABS, type AccountSettingsTab } from '@mizan/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/account-settings/account-settings-page';
import { areaAccess } from '@/lib/guard';

const isTab = (value: string): value is AccountSettingsTab =>
  (ACCOUNT_SETTINGS_TABS as readonly string[]).includes(value);

export const Route = createFileRoute('/_app/pages/account-settings/$tab')({
  staticData: { access: areaAccess('accountSettings') },
  // In the loader, not beforeLoad: the tab list then travels with the page, not in every page's first load.
  loader: ({ params }) => {
    if (!isTab(params.tab)) throw notFound();
  },
  component: function AccountSettingsRoute() {
    const { tab } = Route.useParams();
    return <AccountSettingsPage tab={isTab(tab) ? tab : 'account'} />;
  },
});
