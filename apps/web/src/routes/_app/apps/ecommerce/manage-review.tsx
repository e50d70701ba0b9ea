import { createFileRoute } from '@tanstack/react-router';
import { ReviewListPage } from '@/features/ecommerce/review-list-page';
import { reviewListQuery } from '@/features/ecommerce/reviews.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/ecommerce/ecommerce.search'),
  (m) => m.reviewList,
);

export const Route = createFileRoute('/_app/apps/ecommerce/manage-review')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('ecommerceReviews') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(reviewListQuery(deps));
  },
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReviewListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
