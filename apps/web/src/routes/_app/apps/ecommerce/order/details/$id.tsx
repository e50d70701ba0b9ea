import { positiveIntSchema } from '@mizan/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '@/features/ecommerce/order-details-page';
import { orderDetailQuery } from '@/features/ecommerce/orders.api';
import { areaAccess } from '@/lib/guard';

const toOrder = (text: string) => positiveIntSchema.safeParse(text).data;

export const Route = createFileRoute('/_app/apps/ecommerce/order/details/$id')({
  staticData: { access: areaAccess('ecommerceOrders') },
  loader: ({ context, params }) => {
    const order = toOrder(params.id);
    if (order) void context.queryClient.prefetchQuery(orderDetailQuery(order));
  },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { id } = Route.useParams();
  const order = toOrder(id) ?? 0;
  return <OrderDetailsPage key={order} order={order} />;
}
