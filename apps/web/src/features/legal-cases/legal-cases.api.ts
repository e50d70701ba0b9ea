import type {
  CaseActivityList,
  CaseCreateBody,
  CaseDetail,
  CaseList,
  CaseListQuery,
  CaseOptions,
  CaseTransitionBody,
  CaseTransitionResult,
  CaseUpdateBody,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the legal-cases area. Every case part (stages, hearings, tasks, …) lives under `detail(id)`, so a
 * write that changes a case's derived columns invalidates `legalCasesKeys.detail(id)` and the lists at once.
 */
export const legalCasesKeys = {
  all: queryRoots.legalCases,
  lists: () => [...legalCasesKeys.all, 'list'] as const,
  list: (query: CaseListQuery) => [...legalCasesKeys.lists(), query] as const,
  options: () => [...legalCasesKeys.all, 'options'] as const,
  detail: (id: number) => [...legalCasesKeys.all, 'detail', id] as const,
  part: (id: number, part: string, extra?: unknown) => [...legalCasesKeys.detail(id), part, extra] as const,
  /** Not tied to one case: contacts, powers of attorney, the agenda. */
  shared: (part: string, extra?: unknown) => [...legalCasesKeys.all, part, extra] as const,
};

/** The server reads several statuses from one comma-separated parameter. */
export const toApiQuery = ({ status, ...rest }: Partial<CaseListQuery>) => ({ ...rest, status: status?.join(',') });

export const caseListQuery = (query: CaseListQuery) =>
  queryOptions({
    queryKey: legalCasesKeys.list(query),
    queryFn: ({ signal }) => api<CaseList>('/legal-cases', { query: toApiQuery(query), signal }),
    placeholderData: keepPreviousData,
  });

export const caseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: legalCasesKeys.detail(id),
    queryFn: ({ signal }) => api<CaseDetail>(`/legal-cases/${id}`, { signal }),
  });

/** Lawyers and courts for the forms and filters. */
export const caseOptionsQuery = () =>
  queryOptions({
    queryKey: legalCasesKeys.options(),
    queryFn: ({ signal }) => api<CaseOptions>('/legal-cases/options', { signal }),
    staleTime: 5 * 60_000,
  });

export const caseActivityQuery = (id: number, page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(id, 'activity', { page, itemsPerPage }),
    queryFn: ({ signal }) =>
      api<CaseActivityList>(`/legal-cases/${id}/activity`, { query: { page, itemsPerPage }, signal }),
    placeholderData: keepPreviousData,
  });

/** A write to one case: refresh that case and every list (their derived columns may have changed). */
export function useInvalidateCase() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: legalCasesKeys.detail(id) }),
      client.invalidateQueries({ queryKey: legalCasesKeys.lists() }),
      client.invalidateQueries({ queryKey: legalCasesKeys.shared('agenda') }),
    ]);
}

/** A list one of a case's tabs reads, `/legal-cases/:id/<part>`, cached under the case. */
export const casePartQuery = <T>(caseId: number, part: string) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, part),
    queryFn: ({ signal }) => api<T>(`/legal-cases/${caseId}/${part}`, { signal }),
  });

/** A write to one case's records (a note, a hearing, a party…): `send`, then refresh the case as above. */
export function useCaseWrite<V, R>(caseId: number, send: (variables: V) => Promise<R>) {
  const invalidate = useInvalidateCase();
  return useMutation({ mutationFn: send, onSuccess: () => invalidate(caseId) });
}

export function useCreateCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseCreateBody) => api<CaseDetail>('/legal-cases', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: legalCasesKeys.all }),
  });
}

export function useUpdateCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CaseUpdateBody }) =>
      api<CaseDetail>(`/legal-cases/${id}`, { method: 'PATCH', body }),
    onSuccess: (detail) => {
      client.setQueryData(legalCasesKeys.detail(detail.id), detail);
      return client.invalidateQueries({ queryKey: legalCasesKeys.lists() });
    },
  });
}

export function useDeleteCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/legal-cases/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: legalCasesKeys.detail(id) });
      return client.invalidateQueries({ queryKey: legalCasesKeys.lists() });
    },
  });
}

/** "Open board": the case's kanban (made the first time), for the page to go to. */
export const useOpenCaseBoard = (caseId: number) =>
  useMutation({
    mutationFn: () => api<{ id: number }>('/apps/kanban/kanbans/case', { method: 'POST', body: { caseId } }),
  });

export function useCaseTransition() {
  const invalidate = useInvalidateCase();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CaseTransitionBody }) =>
      api<CaseTransitionResult>(`/legal-cases/${id}/transitions`, { method: 'POST', body }),
    onSuccess: (result) => {
      client.setQueryData(legalCasesKeys.detail(result.case.id), result.case);
      return invalidate(result.case.id);
    },
  });
}
