import { createFileRoute, redirect } from '@tanstack/react-router';
import { areaAccess } from '@/lib/guard';

/** Spec §2: `/pages/user-profile` opens the profile tab. */
export const Route = createFileRoute('/_app/pages/user-profile/')({
  staticData: { access: areaAccess('userProfile') },
  beforeLoad: () => {
    throw redirect({ to: '/pages/user-profile/$tab', params: { tab: 'profile' }, replace: true });
  },
});
