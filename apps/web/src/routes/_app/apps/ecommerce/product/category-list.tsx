import { createFileRoute } from '@tanstack/react-router';
import { CategoryListPage } from '@/features/ecommerce/category-list-page';
import { categoryListQuery } from '@/features/ecommerce/categories.api';
import { categoryList } from '@/features/ecommerce/ecommerce.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/product/category-list')({
  validateSearch: categoryList.validate,
  staticData: { access: areaAccess('ecommerceCategories') },
  loaderDeps: ({ search }) => categoryList.toQuery(search),
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
