import { createFileRoute } from '@tanstack/react-router';
import { CategoryListPage } from '@/features/ecommerce/category-list-page';
import { categoryListQuery } from '@/features/ecommerce/categories.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/ecommerce/ecommerce.search'),
  (m) => m.categoryList,
);

export const Route = createFileRoute('/_app/apps/ecommerce/product/category-list')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('ecommerceCategories') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(categoryListQuery(deps));
  },
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CategoryListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
