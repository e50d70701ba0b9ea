import { createFileRoute } from '@tanstack/react-router';
import { ReviewListPage } from '@/features/ecommerce/review-list-page';
import { reviewListQuery } from '@/features/ecommerce/reviews.api';
import { reviewList } from '@/features/ecommerce/ecommerce.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/manage-review')({
  validateSearch: reviewList.validate,
  staticData: { access: areaAccess('ecommerceReviews') },
  loaderDeps: ({ search }) => reviewList.toQuery(search),
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
