import {
  ActionIcon,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  type ButtonProps,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail } from '@mizan/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmModalProps } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ability } from '@/lib/session';
import { mayChangeCase } from './case-details-shared';
import { caseOptionsQuery } from './legal-cases.api';

/** Shared bits of the case tabs that list things (tasks, documents, notes, fees, activity). */

/** What the reader may do in a tab's list: change the case at all, and add or delete its records. */
export function tabRights(detail: CaseDetail) {
  const canUpdate = mayChangeCase(detail);
  return {
    canUpdate,
    canCreate: canUpdate && ability.can('create', 'LegalCase'),
    canDelete: canUpdate && ability.can('delete', 'LegalCase'),
  };
}

/** The names of the people a case's records point to by id: the office's lawyers, the case's team and lawyer. */
export function useCasePeople(detail: CaseDetail): Map<number, string> {
  const options = useQuery(caseOptionsQuery());
  const people = new Map<number, string>();
  for (const person of [
    ...(options.data?.lawyers ?? []),
    ...detail.team,
    ...(detail.responsibleLawyer ? [detail.responsibleLawyer] : []),
  ]) {
    people.set(person.id, person.fullName);
  }
  return people;
}

/**
 * A list tab's card: the title, with `action` (the add button) at the inline end when the tab has one (`false` too,
 * so the title keeps its row), the tab's content, then its `dialogs`.
 */
export function TabCard({
  title,
  action,
  dialogs,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={3} size="h4">
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        {action === undefined ? (
          heading
        ) : (
          <Group justify="space-between" wrap="wrap" gap="sm">
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Stack>
      {dialogs}
    </Card>
  );
}

/** The button that adds a record to a tab (a task, a fee, a party, a stage). */
export function AddButton({
  size,
  onClick,
  children,
}: {
  size?: ButtonProps['size'];
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size={size} leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** A row's icon button: `tooltip` for the eye, `label` (which row, which action) for a screen reader. */
export function RowAction({
  tooltip,
  label,
  color = 'gray',
  onClick,
  children,
}: {
  tooltip: string;
  label: string;
  color?: 'gray' | 'error';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function EditRowAction({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('legal-cases');
  return (
    <RowAction tooltip={t('actions.edit')} label={label} onClick={onClick}>
      <IconPencil size={18} aria-hidden />
    </RowAction>
  );
}

export function DeleteRowAction({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('legal-cases');
  return (
    <RowAction tooltip={t('actions.delete')} label={label} color="error" onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </RowAction>
  );
}

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

/**
 * A tab's stack of rows in its states: three placeholders of `rowHeight` while loading, the load error with a retry,
 * `empty` when `rowCount` is 0, else the rows (`children`).
 */
export function TabRowStack({
  query,
  rowHeight,
  loadError,
  empty,
  rowCount,
  children,
}: {
  query: TabQuery<unknown>;
  rowHeight: number;
  loadError: string;
  empty: ReactNode;
  rowCount: number;
  children: ReactNode;
}) {
  return (
    <TabQueryStates
      query={query}
      loading={<SkeletonRows count={3} height={rowHeight} />}
      loadError={loadError}
      isEmpty={() => rowCount === 0}
      empty={empty}
    >
      {() => <Stack gap="sm">{children}</Stack>}
    </TabQueryStates>
  );
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
