import { createFileRoute } from '@tanstack/react-router';
import { CustomerListPage } from '@/features/ecommerce/customer-list-page';
import { customerListQuery } from '@/features/ecommerce/customers.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/ecommerce/ecommerce.search'),
  (m) => m.customerList,
);

export const Route = createFileRoute('/_app/apps/ecommerce/customer/list')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('ecommerceCustomers') },
  loaderDeps: list.deps,
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(customerListQuery(deps));
  },
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CustomerListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
