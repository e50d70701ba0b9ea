import type { Agenda, AgendaQuery } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys } from './legal-cases.api';

/** GET /api/legal-cases/agenda (رول الجلسات): the hearings of `from`…`to` (office days), by time. */
export const agendaQuery = (query: AgendaQuery) =>
  queryOptions({
    // Under `shared('agenda')`: `useInvalidateCase` refreshes it after any hearing write.
    queryKey: legalCasesKeys.shared('agenda', query),
    queryFn: ({ signal }) => api<Agenda>('/legal-cases/agenda', { query, signal }),
    placeholderData: keepPreviousData,
  });
