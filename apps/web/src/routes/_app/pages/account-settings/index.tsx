import { createFileRoute, redirect } from '@tanstack/react-router';
import { areaAccess } from '@/lib/guard';

/** Spec §2: `/pages/account-settings` opens the account tab. */
export const Route = createFileRoute('/_app/pages/account-settings/')({
  staticData: { access: areaAccess('accountSettings') },
  beforeLoad: () => {
    throw redirect({ to: '/pages/account-settings/$tab', params: { tab: 'account' }, replace: true });
  },
});
