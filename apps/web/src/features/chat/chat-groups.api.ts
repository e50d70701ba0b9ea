import type { CaseList, ChatGroup, ChatGroupBody, ProfileTabResponse } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chatKeys } from './chat.api';

/** How many cases the group dialog's search offers. */
const CASE_CHOICES = 10;

/** The teams one is in (the profile's teams tab): a group of a team must be one of these. */
export const chatTeamsQuery = () =>
  queryOptions({
    queryKey: [...chatKeys.all, 'teams'] as const,
    queryFn: ({ signal }) => api<ProfileTabResponse<'teams'>>('/pages/profile', { query: { tab: 'teams' }, signal }),
    staleTime: 5 * 60_000,
  });

/** Cases the reader may open matching q (file number, title, parties), through the cases list and its rights. */
export const chatCaseSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...chatKeys.all, 'cases', q] as const,
    queryFn: ({ signal }) =>
      api<CaseList>('/legal-cases', { query: { q, page: 1, itemsPerPage: CASE_CHOICES }, signal }),
    placeholderData: keepPreviousData,
  });

/** Makes a group chat (chosen people, a team or a case); the lists then show it. */
export function useCreateGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatGroupBody) => api<{ group: ChatGroup }>('/apps/chat/groups', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
