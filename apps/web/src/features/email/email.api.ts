import type { Email, EmailFilter, EmailLabel, EmailListResponse, EmailPerson, EmailUpdateBody } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** How many emails a page of the list holds. */
export const EMAIL_PAGE_SIZE = 20;

/** What the list shows: a folder filter (inbox by default), or a label across the folders. */
export interface EmailView {
  filter: EmailFilter;
  label?: EmailLabel;
}

/** The list's query: the view, the search and the page. */
export interface EmailListParams extends EmailView {
  q: string;
  page: number;
}

/** Query keys of the e-mail area: every write invalidates `emailKeys.all` (lists, counts and open emails). */
export const emailKeys = {
  all: queryRoots.email,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (params: EmailListParams) => [...emailKeys.lists(), params] as const,
  one: (id: number) => [...emailKeys.all, 'one', id] as const,
  people: (q = '') => [...emailKeys.all, 'people', q] as const,
};

/** The office's users with their addresses, suggested as recipients; with `q`, those and the legal contacts matching. */
export const emailPeopleQuery = (q = '') =>
  queryOptions({
    queryKey: emailKeys.people(q),
    queryFn: ({ signal }) =>
      api<{ people: EmailPerson[] }>(`/apps/email/people${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const emailListQuery = (params: EmailListParams) =>
  queryOptions({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal }) =>
      api<EmailListResponse>('/apps/email', {
        query: {
          q: params.q,
          filter: params.label ? undefined : params.filter,
          label: params.label,
          page: params.page,
          itemsPerPage: EMAIL_PAGE_SIZE,
        },
        signal,
      }),
    // A page or search change keeps the rows shown until the next answer, so the list doesn't flash empty.
    placeholderData: keepPreviousData,
  });

export const emailQuery = (id: number) =>
  queryOptions({
    queryKey: emailKeys.one(id),
    queryFn: ({ signal }) => api<Email>(`/apps/email/${id}`, { signal }),
  });

/** The change one POST makes: a label toggled, or fields set. */
export type EmailChange = { label: EmailLabel } | { data: NonNullable<EmailUpdateBody['data']> };

function applyChange(email: Email, change: EmailChange): Email {
  if ('label' in change) {
    const has = email.labels.includes(change.label);
    return { ...email, labels: has ? email.labels.filter((l) => l !== change.label) : [...email.labels, change.label] };
  }
  return { ...email, ...change.data };
}

/**
 * `POST /api/apps/email` on some emails: the lists and open emails show the change at once (a star, a read mark),
 * then everything of the area is fetched again (counts, the rows a filter now keeps or drops). On failure the cache
 * goes back to what it was and the error is thrown to the caller.
 */
export function useEmailUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, change }: { ids: number[]; change: EmailChange }) =>
      api<{ emails: Email[] }>('/apps/email', { method: 'POST', body: { ids, ...change } }),
    onMutate: async ({ ids, change }) => {
      await client.cancelQueries({ queryKey: emailKeys.all });
      const previous = client.getQueriesData({ queryKey: emailKeys.all });
      const wanted = new Set(ids);
      client.setQueriesData<EmailListResponse>({ queryKey: emailKeys.lists() }, (data) =>
        data
          ? { ...data, emails: data.emails.map((row) => (wanted.has(row.id) ? applyChange(row, change) : row)) }
          : data,
      );
      for (const id of ids) {
        client.setQueryData<Email>(emailKeys.one(id), (data) => (data ? applyChange(data, change) : data));
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

/** An attachment's download address (the server's `url`, else the attachment route). */
export const attachmentHref = (attachment: { id: number; url: string }) =>
  attachment.url || `/api/apps/email/attachments/${attachment.id}`;

/** Deletes emails for good (from the trash), one call each; the lists and counts are fetched again after. */
export function useDeleteForever() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map((id) => api<void>(`/apps/email/${id}`, { method: 'DELETE' }))),
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
