import {
  type Permission,
  type PermissionCreateBody,
  type PermissionList,
  type PermissionListQuery,
  type PermissionUpdateBody,
  type RoleList,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { refreshSession } from '@/lib/session';
import { queryRoots } from '@/lib/query-keys';

export const permissionsKeys = {
  all: queryRoots.permissions,
  list: (query: PermissionListQuery) => [...permissionsKeys.all, 'list', query] as const,
  roleNames: () => [...permissionsKeys.all, 'role-names'] as const,
};

export const permissionListQuery = (query: PermissionListQuery) =>
  queryOptions({
    queryKey: permissionsKeys.list(query),
    queryFn: ({ signal }) => api<PermissionList>('/apps/permissions', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** The roles a permission can be assigned to (needs `read Role`; without it the form offers the current ones). */
export const roleNamesQuery = () =>
  queryOptions({
    queryKey: permissionsKeys.roleNames(),
    queryFn: async ({ signal }) => (await api<RoleList>('/apps/roles', { signal })).roles.map((role) => role.name),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: permissionsKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.roles }),
      refreshSession(),
    ]);
  };
}

export function useSavePermission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; body: PermissionUpdateBody } | { id?: undefined; body: PermissionCreateBody }) =>
      input.id === undefined
        ? api<Permission>('/apps/permissions', {
            method: 'POST',
            body: input.body,
          })
        : api<Permission>(`/apps/permissions/${input.id}`, {
            method: 'PUT',
            body: input.body,
          }),
    onSuccess: refresh,
  });
}

export function useDeletePermission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/permissions/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
