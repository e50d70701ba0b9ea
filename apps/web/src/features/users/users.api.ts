import {
  type UserActivityList,
  type UserCreateBody,
  type UserDetail,
  type UserList,
  type UserListQuery,
  type UserNotification,
  type UserConnection,
  type UserProject,
  type UserSession,
  type UserStats,
  type UserUpdateBody,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export const usersKeys = {
  all: queryRoots.users,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...usersKeys.lists(), query] as const,
  stats: () => [...usersKeys.all, 'stats'] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
  part: (id: number, part: string, extra?: unknown) => [...usersKeys.detail(id), part, extra] as const,
};

export const userListQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => api<UserList>('/apps/users', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const userStatsQuery = () =>
  queryOptions({
    queryKey: usersKeys.stats(),
    queryFn: ({ signal }) => api<UserStats>('/apps/users/stats', { signal }),
  });

export const userDetailQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => api<UserDetail>(`/apps/users/${id}`, { signal }),
  });

export const userSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.part(id, 'sessions'),
    queryFn: ({ signal }) => api<{ sessions: UserSession[] }>(`/apps/users/${id}/sessions`, { signal }),
  });

export const userProjectsQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.part(id, 'projects'),
    queryFn: ({ signal }) => api<{ projects: UserProject[] }>(`/apps/users/${id}/projects`, { signal }),
  });

export const userActivityQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: usersKeys.part(id, 'activity', page),
    queryFn: ({ signal }) =>
      api<UserActivityList>(`/apps/users/${id}/activity`, { query: { page, itemsPerPage: 5 }, signal }),
    placeholderData: keepPreviousData,
  });

export const userConnectionsQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.part(id, 'connections'),
    queryFn: ({ signal }) => api<{ connections: UserConnection[] }>(`/apps/users/${id}/connections`, { signal }),
  });

export const userNotificationsQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.part(id, 'notifications'),
    queryFn: ({ signal }) => api<{ notifications: UserNotification[] }>(`/apps/users/${id}/notifications`, { signal }),
  });

/** Every row matching the list's filters and sort (for the CSV export), not only the page shown. */
export const fetchAllUsers = (query: UserListQuery) =>
  api<UserList>('/apps/users', { query: { ...query, page: 1, itemsPerPage: -1 } });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    /** Without a password the user is created pending and e-mailed an invitation to choose one. */
    mutationFn: (body: UserCreateBody) => api<UserDetail>('/apps/users', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) =>
      api<UserDetail>(`/apps/users/${id}`, { method: 'PATCH', body }),
    onSuccess: (user) => {
      client.setQueryData(usersKeys.detail(user.id), user);
      return client.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}

export function useDeleteUsers() {
  const client = useQueryClient();
  return useMutation({
    /** Deletes one after the other; answers the ids that could not be deleted. */
    mutationFn: async (ids: number[]) => {
      const failed: { id: number; error: unknown }[] = [];
      for (const id of ids) {
        try {
          await api<void>(`/apps/users/${id}`, { method: 'DELETE' });
        } catch (error) {
          failed.push({ id, error });
        }
      }
      return failed;
    },
    onSettled: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

/**
 * E-mails the user a one-time link to choose a password: a reset link (one hour), or for a pending user the
 * invitation again. The preferred way to help someone who lost their password: nobody else learns it.
 */
export function useSendPasswordLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/users/${id}/password-reset`, { method: 'POST' }),
    // The activity timeline gains a line.
    onSuccess: (_data, id) => client.invalidateQueries({ queryKey: usersKeys.detail(id) }),
  });
}

export function useSetUserPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api<void>(`/apps/users/${id}/password`, { method: 'PUT', body: { password } }),
    onSuccess: (_data, { id }) => client.invalidateQueries({ queryKey: usersKeys.detail(id) }),
  });
}

/** Role names for the filters and forms (GET /api/apps/users/roles: needs only read User). */
export const userRoleOptionsQuery = () =>
  queryOptions({
    queryKey: [...usersKeys.all, 'roles'] as const,
    queryFn: ({ signal }) => api<{ roles: string[] }>('/apps/users/roles', { signal }),
    staleTime: 60_000,
  });
