import { createFileRoute } from '@tanstack/react-router';
import { ReferralListPage } from '@/features/ecommerce/referral-list-page';
import { referralListQuery } from '@/features/ecommerce/referrals.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/ecommerce/ecommerce.search'),
  (m) => m.referralList,
);

export const Route = createFileRoute('/_app/apps/ecommerce/referrals')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('ecommerceReferrals') },
  loaderDeps: list.deps,
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
