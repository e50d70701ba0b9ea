import type { AccountSummary } from '@mizan/contracts';
import type { CaseSummary } from '@mizan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export const dashboardsKeys = {
  all: queryRoots.dashboards,
  accountSummary: () => [...dashboardsKeys.all, 'account-summary'] as const,
  legalCasesSummary: () => [...dashboardsKeys.all, 'legal-cases-summary'] as const,
};

/** The signed-in user's own account (GET /api/account/summary): the CRM dashboard's content for now. */
export const accountSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardsKeys.accountSummary(),
    queryFn: ({ signal }) => api<AccountSummary>('/account/summary', { signal }),
  });

/** The legal-cases card (GET /api/legal-cases/summary): counts over the cases the user may read. */
export const legalCasesSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardsKeys.legalCasesSummary(),
    queryFn: ({ signal }) => api<CaseSummary>('/legal-cases/summary', { signal }),
    staleTime: 60_000,
  });
