import { PROFILE_TABS, type ProfileTab } from '@mizan/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { UserProfilePage } from '@/features/user-profile/user-profile-page';
import { areaAccess } from '@/lib/guard';

const isTab = (value: string): value is ProfileTab => (PROFILE_TABS as readonly string[]).includes(value);

export const Route = createFileRoute('/_app/pages/user-profile/$tab')({
  staticData: { access: areaAccess('userProfile') },
  // In the loader, not beforeLoad: the tab list then travels with the page, not in every page's first load.
  loader: ({ params }) => {
    if (!isTab(params.tab)) throw notFound();
  },
  component: function UserProfileRoute() {
    const { tab } = Route.useParams();
    return <UserProfilePage tab={isTab(tab) ? tab : 'profile'} />;
  },
});
