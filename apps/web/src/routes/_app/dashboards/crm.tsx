import { createFileRoute } from '@tanstack/react-router';
import { accountSummaryQuery } from '@/features/dashboards/dashboards.api';
import { CrmDashboardPage } from '@/features/dashboards/crm-dashboard-page';
import { CrmDashboardRouteError, CrmDashboardSkeleton } from '@/features/dashboards/crm-dashboard-states';
import { areaAccess } from '@/lib/guard';

export const Route = createFileRoute('/_app/dashboards/crm')({
  // The page, its skeleton and its error state share one lazy chunk, kept out of the first load.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  staticData: { access: areaAccess('dashboardsCrm') },
  loader: ({ context }) => context.queryClient.ensureQueryData(accountSummaryQuery()),
  pendingComponent: CrmDashboardSkeleton,
  errorComponent: CrmDashboardRouteError,
  component: CrmDashboardPage,
});
