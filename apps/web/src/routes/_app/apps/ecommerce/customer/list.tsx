import { createFileRoute } from '@tanstack/react-router';
import { CustomerListPage } from '@/features/ecommerce/customer-list-page';
import { customerListQuery } from '@/features/ecommerce/customers.api';
import { customerList } from '@/features/ecommerce/ecommerce.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/customer/list')({
  validateSearch: customerList.validate,
  staticData: { access: areaAccess('ecommerceCustomers') },
  loaderDeps: ({ search }) => customerList.toQuery(search),
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
