import { ActionIcon, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// What the parties tab's sections share: a save that toasts its outcome, a row's destructive button.

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
