import { Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmModalProps } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';

/** Shared bits of the case tabs that list things (tasks, documents, notes, fees, activity). */

/** `count` grey placeholder rows of `height` pixels. */
export function SkeletonRows({ count, height }: { count: number; height: number }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} height={height} radius="md" />);
}

/** The line a tab shows when it has nothing to list. */
export function TabEmpty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}

interface TabQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A tab's list in its states: `loading` (placeholders) while it loads, the load error with a retry, `empty` when
 * `isEmpty(data)`, else `children(data)`.
 */
export function TabQueryStates<D>({
  query,
  loading,
  loadError,
  empty,
  isEmpty,
  children,
}: {
  query: TabQuery<D>;
  loading: ReactNode;
  loadError: string;
  empty?: ReactNode;
  isEmpty?: (data: D) => boolean;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {loading}
      </Stack>
    );
  }
  if (query.isError) return <LoadErrorAlert title={loadError} onRetry={() => void query.refetch()} />;
  const data = query.data as D;
  if (isEmpty?.(data)) return <TabEmpty>{empty}</TabEmpty>;
  return children(data);
}

/** A delete call by id (`useMutation`'s result). */
interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * Delete after a confirmation: `ask(item)` opens the confirm modal (spread `modal` into `ConfirmModal` with a
 * title and message); confirming deletes the item, toasts `deletedMessage` and closes, or toasts the failure.
 */
export function useConfirmedDelete<T extends { id: number }>(remove: DeleteMutation, deletedMessage: string) {
  const { t } = useTranslation('legal-cases');
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: deletedMessage });
        setDeleting(null);
      },
      onError: (error) =>
        notifications.show({ color: 'error', title: t('tabsPage.common.deleteFailed'), message: error.message }),
    });
  };
  const modal: Omit<ConfirmModalProps, 'title' | 'message'> = {
    opened: deleting !== null,
    confirmLabel: t('actions.delete'),
    loading: remove.isPending,
    onConfirm: confirm,
    onClose: () => setDeleting(null),
  };
  return { deleting, ask: setDeleting, modal };
}
