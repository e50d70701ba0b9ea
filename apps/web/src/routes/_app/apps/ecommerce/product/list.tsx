import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/ecommerce/product-list-page';
import { productListQuery } from '@/features/ecommerce/products.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/ecommerce/ecommerce.search'),
  (m) => m.productList,
);

export const Route = createFileRoute('/_app/apps/ecommerce/product/list')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('ecommerceProducts') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(productListQuery(deps));
  },
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProductListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
