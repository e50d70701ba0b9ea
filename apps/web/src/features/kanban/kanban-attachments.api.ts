import { type KanbanAttachment, type KanbanAttachmentList } from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { kanbanKeys } from './kanban.api';

/** A card's attachments, under the kanban's key root. */
export const kanbanAttachmentKeys = {
  item: (itemId: number) => [...kanbanKeys.all, 'attachments', itemId] as const,
};

export const kanbanAttachmentsQuery = (itemId: number) =>
  queryOptions({
    queryKey: kanbanAttachmentKeys.item(itemId),
    queryFn: ({ signal }) => api<KanbanAttachmentList>(`/apps/kanban/item/${itemId}/attachments`, { signal }),
  });

/**
 * The writes of a card's attachments. Each refetches the list and the kanban (the card's count and cover), so the
 * card in its column follows.
 */
export function useKanbanAttachmentWrites(itemId: number, kanbanId: number | undefined) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: kanbanAttachmentKeys.item(itemId) }),
      client.invalidateQueries({ queryKey: kanbanKeys.board(kanbanId) }),
    ]);
  const path = `/apps/kanban/item/${itemId}`;
  return {
    /** One file (multipart `file`); the server checks its type by the bytes and its size. */
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return api<KanbanAttachment>(`${path}/attachments`, { method: 'POST', body: form });
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (attachmentId: number) => api<void>(`${path}/attachments/${attachmentId}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    setCover: useMutation({
      mutationFn: (attachmentId: number) =>
        api<{ image: string }>(`${path}/cover`, { method: 'PUT', body: { attachmentId } }),
      onSuccess: refresh,
    }),
    clearCover: useMutation({
      mutationFn: () => api<void>(`${path}/cover`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
