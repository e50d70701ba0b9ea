import { createFileRoute } from '@tanstack/react-router';
import { ecommerceDashboardQuery } from '@/features/ecommerce/dashboard.api';
import { EcommerceDashboardPage } from '@/features/ecommerce/ecommerce-dashboard-page';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/apps/ecommerce/dashboard')({
  staticData: { access: areaAccess('ecommerceDashboard') },
  loader: ({ context }) => void context.queryClient.prefetchQuery(ecommerceDashboardQuery()),
  component: () => <EcommerceDashboardPage />,
});
