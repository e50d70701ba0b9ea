import { createFileRoute } from '@tanstack/react-router';
import { OrderListPage } from '@/features/ecommerce/order-list-page';
import { orderListQuery } from '@/features/ecommerce/orders.api';
import { areaAccess } from '@/lib/guard';
import { lazyList } from '@/lib/lazy-search';

// The list's URL description loads with the signed-in code, not in every page's first load (lib/lazy-search.ts).
const list = lazyList(
  () => import('@/features/ecommerce/ecommerce.search'),
  (m) => m.orderList,
);

export const Route = createFileRoute('/_app/apps/ecommerce/order/list')({
  validateSearch: list.validate,
  staticData: { access: areaAccess('ecommerceOrders') },
  loaderDeps: list.deps,
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
