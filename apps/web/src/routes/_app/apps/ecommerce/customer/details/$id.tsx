import { positiveIntSchema } from '@mizan/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetailsPage } from '@/features/ecommerce/customer-details-page';
import { customerDetailQuery } from '@/features/ecommerce/customers.api';
import { areaAccess } from '@/lib/guard';
import { lazySchema } from '@/lib/lazy-search';

const toCustomerId = (text: string) => positiveIntSchema.safeParse(text).data;

export const Route = createFileRoute('/_app/apps/ecommerce/customer/details/$id')({
  validateSearch: lazySchema(
    () => import('@/features/ecommerce/ecommerce.search'),
    (m) => m.customerDetailsSearchSchema,
  ),
  staticData: { access: areaAccess('ecommerceCustomers') },
  loader: ({ context, params }) => {
    const customerId = toCustomerId(params.id);
    if (customerId) void context.queryClient.prefetchQuery(customerDetailQuery(customerId));
  },
  component: CustomerDetailsRoute,
});

function CustomerDetailsRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const customerId = toCustomerId(id) ?? 0;
  return (
    <CustomerDetailsPage
      key={customerId}
      customerId={customerId}
      tab={tab ?? 'overview'}
      onTabChange={(next) => void navigate({ search: { tab: next === 'overview' ? undefined : next }, replace: true })}
    />
  );
}
