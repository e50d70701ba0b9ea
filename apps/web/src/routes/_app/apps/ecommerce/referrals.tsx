import { createFileRoute } from '@tanstack/react-router';
import { ReferralListPage } from '@/features/ecommerce/referral-list-page';
import { referralListQuery } from '@/features/ecommerce/referrals.api';
import { referralList } from '@/features/ecommerce/ecommerce.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/referrals')({
  validateSearch: referralList.validate,
  staticData: { access: areaAccess('ecommerceReferrals') },
  loaderDeps: ({ search }) => referralList.toQuery(search),
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(referralListQuery(deps));
  },
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReferralListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
