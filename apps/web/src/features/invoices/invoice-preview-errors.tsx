import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INVOICE_TEXT } from '@mizan/contracts';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { invoicesKeys } from './invoices.keys';

/**
 * What a failed write on the preview says: a toast with the server's words; a 409 (changed meanwhile, already
 * finalized, cancelled) offers to reload the invoice.
 */
export function useWriteFailed() {
  const { t } = useTranslation('invoices');
  const errorText = useErrorText(['invoices:errors', INVOICE_TEXT]);
  const client = useQueryClient();
  return (error: unknown) => {
    const message = errorText(error instanceof Error ? error.message : String(error));
    const conflict = error instanceof ApiError && error.status === 409;
    notifications.show({
      color: 'error',
      title: t('actionsBar.failed'),
      autoClose: conflict ? false : undefined,
      message: conflict ? (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{message}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => void client.invalidateQueries({ queryKey: invoicesKeys.all })}
          >
            {t('actionsBar.reload')}
          </Button>
        </Stack>
      ) : (
        message
      ),
    });
  };
}
