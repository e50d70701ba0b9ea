import type { CaseEmail } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys } from './legal-cases.api';

/** The mail filed to a case (by anyone, each message once), a page of 20 at a time. */
export const caseMailQuery = (caseId: number, page: number) =>
  queryOptions({
    queryKey: [...legalCasesKeys.part(caseId, 'mail'), page] as const,
    queryFn: ({ signal }) =>
      api<{ emails: CaseEmail[]; total: number }>(`/apps/email/case/${caseId}`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const CASE_MAIL_PAGE = 20;
