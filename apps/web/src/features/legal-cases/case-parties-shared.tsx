import { ActionIcon, Table, type TableProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// What the parties tab's sections share: a save that toasts its outcome, the table, a row's destructive button.

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a save, then toasts `success`, or the failure (never throws). */
export function useSaveWithToasts() {
  const { t } = useTranslation('legal-cases');
  return async (save: () => Promise<unknown>, success: string) => {
    try {
      await save();
      notifications.show({
        color: 'success',
        message: success,
      });
    } catch (failure) {
      notifications.show({
        color: 'error',
        title: t('toasts.saveFailed'),
        message: errorMessage(failure),
      });
    }
  };
}

/**
 * A section's table, scrolling sideways below `minWidth`: the column headings (and a last, unnamed one for the row's
 * button when `withActions`), then the rows.
 */
export function SectionTable({
  minWidth,
  headings,
  withActions,
  children,
  ...table
}: { minWidth: number; headings: string[]; withActions: boolean; children: ReactNode } & TableProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" striped {...table}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading}>{heading}</Table.Th>
            ))}
            {withActions && <Table.Th aria-label={t('columns.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Remove a row after a confirmation: `ask(item)` opens the dialog (spread `modal` into `ConfirmModal` with a title,
 * message and confirm label); confirming runs `remove(item)`, which toasts its outcome, then closes.
 */
export function useConfirmedRemoval<T>(remove: (item: T) => Promise<unknown>, pending: boolean) {
  const [item, setItem] = useState<T | null>(null);
  const confirm = async () => {
    if (item === null) return;
    await remove(item);
    setItem(null);
  };
  const modal = {
    opened: item !== null,
    loading: pending,
    onClose: () => setItem(null),
    onConfirm: () => void confirm(),
  };
  return { item, ask: setItem, modal };
}

/** A table row's destructive icon button (remove a party, unlink a power). */
export function RowActionCell({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Table.Td>
      <ActionIcon variant="subtle" color="error" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Table.Td>
  );
}
