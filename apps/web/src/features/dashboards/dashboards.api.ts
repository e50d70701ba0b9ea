import type { AccountSummary } from '@mizan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const dashboardsKeys = {
  all: ['dashboards'] as const,
  accountSummary: () => [...dashboardsKeys.all, 'account-summary'] as const,
};

/** The signed-in user's own account (GET /api/account/summary): the CRM dashboard's content for now. */
export const accountSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardsKeys.accountSummary(),
    queryFn: ({ signal }) => api<AccountSummary>('/account/summary', { signal }),
  });
