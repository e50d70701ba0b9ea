import {
  type Role,
  type RoleAssignBody,
  type RoleCreateBody,
  type RoleList,
  type RoleUpdateBody,
  type UserList,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshSession } from '@/lib/session';
import type { RoleUsersQuery } from './roles.search';
import { queryRoots } from '@/lib/query-keys';

export const rolesKeys = {
  all: queryRoots.roles,
  list: () => [...rolesKeys.all, 'list'] as const,
  users: (query: RoleUsersQuery) => [...rolesKeys.all, 'users', query] as const,
};

export const roleListQuery = () =>
  queryOptions({
    queryKey: rolesKeys.list(),
    queryFn: ({ signal }) => api<RoleList>('/apps/roles', { signal }),
  });

/** The users of a role (or everyone), from the users API: GET /api/apps/users?role=… */
export const roleUsersQuery = (query: RoleUsersQuery) =>
  queryOptions({
    queryKey: rolesKeys.users(query),
    queryFn: ({ signal }) => api<UserList>('/apps/users', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** After any change: the cards, the holders and my own rules (my role may be the one that changed). */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.permissions }),
      queryClient.invalidateQueries({ queryKey: queryRoots.users }),
      refreshSession(),
    ]);
  };
}

export function useSaveRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; body: RoleUpdateBody } | { id?: undefined; body: RoleCreateBody }) =>
      input.id === undefined
        ? api<Role>('/apps/roles', { method: 'POST', body: input.body })
        : api<Role>(`/apps/roles/${input.id}`, {
            method: 'PUT',
            body: input.body,
          }),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/roles/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useAssignRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleAssignBody }) =>
      api<Role>(`/apps/roles/${id}/users`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}
