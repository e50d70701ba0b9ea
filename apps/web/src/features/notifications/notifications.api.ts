import type { NotificationList } from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api<NotificationList>('/notifications', { signal }),
    // New notifications show up without a reload; the menu refetches when opened too.
    refetchInterval: 60_000,
  });

type Change = (list: NotificationList) => NotificationList;

/**
 * A mutation that updates the cached list at once (the menu reacts instantly), puts it back if the server
 * refuses, and refetches the truth afterwards.
 */
function useOptimisticNotifications<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
  change: (variables: TVariables) => Change,
) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationList>(key);
      if (previous) queryClient.setQueryData<NotificationList>(key, change(variables)(previous));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

const countUnread = (list: NotificationList['notifications']) => list.filter((n) => n.readAt === null).length;

export function useMarkNotificationRead() {
  return useOptimisticNotifications(
    ({ id, read }: { id: number; read: boolean }) =>
      api<unknown>(`/notifications/${id}`, { method: 'PATCH', body: { read } }),
    ({ id, read }) =>
      (list) => {
        const notifications = list.notifications.map((n) =>
          n.id === id ? { ...n, readAt: read ? (n.readAt ?? new Date().toISOString()) : null } : n,
        );
        return { notifications, unread: countUnread(notifications) };
      },
  );
}

export function useMarkAllNotificationsRead() {
  return useOptimisticNotifications(
    () => api<unknown>('/notifications/read-all', { method: 'POST' }),
    () => (list) => {
      const now = new Date().toISOString();
      return { notifications: list.notifications.map((n) => ({ ...n, readAt: n.readAt ?? now })), unread: 0 };
    },
  );
}

export function useDismissNotification() {
  return useOptimisticNotifications(
    (id: number) => api<void>(`/notifications/${id}`, { method: 'DELETE' }),
    (id) => (list) => {
      const notifications = list.notifications.filter((n) => n.id !== id);
      return { notifications, unread: countUnread(notifications) };
    },
  );
}
