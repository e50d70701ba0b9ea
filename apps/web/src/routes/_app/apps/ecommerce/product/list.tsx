import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '@/features/ecommerce/product-list-page';
import { productListQuery } from '@/features/ecommerce/products.api';
import { productList } from '@/features/ecommerce/ecommerce.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/product/list')({
  validateSearch: productList.validate,
  staticData: { access: areaAccess('ecommerceProducts') },
  loaderDeps: ({ search }) => productList.toQuery(search),
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
