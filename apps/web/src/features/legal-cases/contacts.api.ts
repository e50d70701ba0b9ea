import type {
  ConflictCheckBody,
  ConflictCheckResult,
  Contact,
  ContactCreateBody,
  ContactList,
  ContactListQuery,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys } from './legal-cases.api';

/** Contacts (people, companies, government bodies) matching a name, ID or phone; a page at a time. */
export const contactSearchQuery = (query: Partial<ContactListQuery>) =>
  queryOptions({
    queryKey: legalCasesKeys.shared('contacts', query),
    queryFn: ({ signal }) => api<ContactList>('/legal-contacts', { query: { itemsPerPage: 20, ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export function useCreateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactCreateBody) => api<Contact>('/legal-contacts', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: legalCasesKeys.shared('contacts') }),
  });
}

/** The conflict check of proposed clients and opponents (nothing is saved). */
export const checkConflicts = (body: ConflictCheckBody, signal?: AbortSignal) =>
  api<ConflictCheckResult>('/legal-cases/conflict-check', { method: 'POST', body, signal });
