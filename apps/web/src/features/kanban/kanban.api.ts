import type {
  KanbanBoard,
  KanbanCaseRef,
  KanbanComment,
  KanbanItem,
  KanbanItemUpdate,
  KanbanMember,
  KanbanResponse,
  KanbanSummary,
} from '@mizan/contracts';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';
import type { ItemOrder } from './kanban-order';
import { useKanbanErrorText } from './kanban-text';

/** Query keys of the kanban area; every write invalidates the kanban it changed (`kanbanKeys.board`). */
export const kanbanKeys = {
  all: queryRoots.kanban,
  /** One kanban (its columns and cards); `undefined` is the office's. */
  board: (kanbanId: number | undefined) => [...kanbanKeys.all, 'board', kanbanId ?? 'office'] as const,
  kanbans: () => [...kanbanKeys.all, 'kanbans'] as const,
  members: () => [...kanbanKeys.all, 'members'] as const,
  teams: () => [...kanbanKeys.all, 'teams'] as const,
  cases: (q: string) => [...kanbanKeys.all, 'cases', q] as const,
  comments: (itemId: number) => [...kanbanKeys.all, 'comments', itemId] as const,
};

export const kanbanQuery = (kanbanId: number | undefined) =>
  queryOptions({
    queryKey: kanbanKeys.board(kanbanId),
    queryFn: ({ signal }) => api<KanbanResponse>('/apps/kanban', { query: { kanbanId }, signal }),
  });

export const kanbanListQuery = () =>
  queryOptions({
    queryKey: kanbanKeys.kanbans(),
    queryFn: ({ signal }) => api<{ kanbans: KanbanSummary[] }>('/apps/kanban/kanbans', { signal }),
  });

export const kanbanMembersQuery = () =>
  queryOptions({
    queryKey: kanbanKeys.members(),
    queryFn: ({ signal }) => api<{ members: KanbanMember[] }>('/apps/kanban/members', { signal }),
    staleTime: 5 * 60_000,
  });

export const kanbanTeamsQuery = () =>
  queryOptions({
    queryKey: kanbanKeys.teams(),
    queryFn: ({ signal }) => api<{ teams: { id: number; name: string }[] }>('/apps/kanban/teams', { signal }),
    staleTime: 5 * 60_000,
  });

/** The cases a card may be linked to, matching `q` (the server waits for two letters). */
export const kanbanCasesQuery = (q: string) =>
  queryOptions({
    queryKey: kanbanKeys.cases(q),
    queryFn: ({ signal }) => api<{ cases: KanbanCaseRef[] }>('/apps/kanban/cases', { query: { q }, signal }),
    staleTime: 60_000,
  });

/** Makes a kanban (a team's when `teamId` is given) and lists it. */
export function useCreateKanban() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; teamId: number | null }) =>
      api<KanbanSummary>('/apps/kanban/kanbans', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: kanbanKeys.kanbans() }),
  });
}

/** Deletes a kanban with its columns and cards. */
export function useDeleteKanban() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kanbanId: number) => api<void>(`/apps/kanban/kanbans/${kanbanId}`, { method: 'DELETE' }),
    onSuccess: (_answer, kanbanId) => {
      client.removeQueries({ queryKey: kanbanKeys.board(kanbanId) });
      return client.invalidateQueries({ queryKey: kanbanKeys.kanbans() });
    },
  });
}

export const kanbanCommentsQuery = (itemId: number) =>
  queryOptions({
    queryKey: kanbanKeys.comments(itemId),
    queryFn: ({ signal }) => api<{ comments: KanbanComment[] }>(`/apps/kanban/item/${itemId}/comments`, { signal }),
  });

/** A move of cards (`orders`) or of columns (`columns`), with what the page shows once it is done. */
export type KanbanMove = { next: KanbanResponse } & ({ orders: ItemOrder[] } | { columns: number[] });

/**
 * Moves cards or columns: the page shows the move at once; if the server refuses, the kanban goes back to what it
 * was before and a toast says why. The kanban is fetched again once the last of several quick moves is answered
 * (fetching after each would redraw cards the user is still moving).
 */
export function useKanbanMove(kanbanId: number | undefined) {
  const client = useQueryClient();
  const { t } = useTranslation('kanban');
  const errorText = useKanbanErrorText();
  const key = kanbanKeys.board(kanbanId);
  const mutation = useMutation({
    mutationKey: [...key, 'move'],
    mutationFn: async (move: KanbanMove) => {
      if ('columns' in move) {
        await api<unknown>('/apps/kanban/board/state-update', { method: 'PUT', body: { ids: move.columns } });
        return;
      }
      for (const order of move.orders) {
        await api<KanbanBoard>('/apps/kanban/item/state-update', { method: 'PUT', body: order });
      }
    },
    onMutate: async (move) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const previous = client.getQueryData<KanbanResponse>(key);
      client.setQueryData(key, move.next);
      return { previous };
    },
    onError: (error, _move, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      notifications.show({ color: 'error', title: t('move.failed'), message: errorText(error.message) });
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: [...key, 'move'] }) <= 1) void client.invalidateQueries({ queryKey: key });
    },
  });
  return mutation.mutate;
}

/** The writes of a kanban besides moves; each refetches the kanban when answered. */
export function useKanbanWrites(kanbanId: number | undefined) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: kanbanKeys.board(kanbanId) });
  return {
    addCard: useMutation({
      mutationFn: (body: { itemTitle: string; boardName: string; boardId: number }) =>
        api<KanbanItem>('/apps/kanban/item/add', { method: 'POST', body }),
      onSuccess: refresh,
    }),
    addColumn: useMutation({
      mutationFn: (title: string) =>
        api<KanbanBoard>('/apps/kanban/board/add', { method: 'POST', body: { title, kanbanId } }),
      onSuccess: refresh,
    }),
    renameColumn: useMutation({
      mutationFn: (body: { boardId: number; newName: string }) =>
        api<KanbanBoard>('/apps/kanban/board/rename', { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    deleteColumn: useMutation({
      mutationFn: (boardId: number) => api<void>(`/apps/kanban/board/${boardId}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    updateCard: useMutation({
      mutationFn: (item: KanbanItemUpdate) =>
        api<KanbanItem>('/apps/kanban/item/update', { method: 'PUT', body: { item } }),
      onSuccess: refresh,
    }),
    deleteCard: useMutation({
      mutationFn: (itemId: number) => api<void>(`/apps/kanban/item/${itemId}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

export function useAddComment(itemId: number, kanbanId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<KanbanComment>(`/apps/kanban/item/${itemId}/comments`, { method: 'POST', body: { body } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: kanbanKeys.comments(itemId) }),
        // The card's comment count.
        client.invalidateQueries({ queryKey: kanbanKeys.board(kanbanId) }),
      ]),
  });
}
