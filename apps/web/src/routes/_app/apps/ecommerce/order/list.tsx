import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/ecommerce/order-list-page';
import { orderListQuery } from '@/features/ecommerce/orders.api';
import { orderList } from '@/features/ecommerce/ecommerce.search';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/order/list')({
  validateSearch: orderList.validate,
  staticData: { access: areaAccess('ecommerceOrders') },
  loaderDeps: ({ search }) => orderList.toQuery(search),
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(orderListQuery(deps));
  },
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrderListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
