import { Button, List } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVOICE_SEND_TEXT, INVOICE_TEXT, type InvoiceBulkEmailResult, type Language } from '@mizan/contracts';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { api } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { isLanguage } from '@/lib/i18n';
import { invoicesKeys } from './invoices.keys';

/** Why the server may skip an invoice (the contracts' texts), translated under `invoices:bulkEmail.reasons`. */
const SKIP_REASONS = { ...INVOICE_TEXT, ...INVOICE_SEND_TEXT };

/** `POST /api/apps/invoice/email`: each invoice to its client's address; the server skips those that can't go. */
export function useBulkEmailInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; language: Language }) =>
      api<InvoiceBulkEmailResult>('/apps/invoice/email', { method: 'POST', body }),
    // Sent invoices change status (Sent), and the stats may follow.
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}

/**
 * The list's "Send by e-mail" bulk action: asks first, then sends the selected invoices in the reader's language and
 * says how many went and which were skipped, with the server's reasons. `onDone` gets the ids that were not sent.
 */
export function BulkEmailAction({ ids, onDone }: { ids: number[]; onDone: (notSent: number[]) => void }) {
  const { t, i18n } = useTranslation('invoices');
  const errorText = useErrorText(['invoices:bulkEmail.reasons', SKIP_REASONS], ['invoices:errors', INVOICE_TEXT]);
  const send = useBulkEmailInvoices();
  const [asking, setAsking] = useState(false);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const confirm = () =>
    send.mutate(
      { ids, language },
      {
        onSuccess: ({ sent, skipped }) => {
          notifications.show({
            color: skipped.length === 0 ? 'success' : sent.length === 0 ? 'error' : 'warning',
            title: t('bulkEmail.done', { sent: sent.length, skipped: skipped.length }),
            message:
              skipped.length === 0 ? (
                t('bulkEmail.allSent', { count: sent.length })
              ) : (
                <List size="sm" data-testid="bulk-email-skipped">
                  {skipped.map((one) => (
                    <List.Item key={one.id}>
                      {t('bulkEmail.skippedOne', { id: one.id, reason: errorText(one.reason) })}
                    </List.Item>
                  ))}
                </List>
              ),
          });
          onDone(skipped.map((one) => one.id));
          setAsking(false);
        },
        onError: (error) => {
          notifications.show({ color: 'error', title: t('bulkEmail.failed'), message: errorText(error.message) });
          setAsking(false);
        },
      },
    );

  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMail size={16} aria-hidden />}
        disabled={ids.length === 0}
        onClick={() => setAsking(true)}
      >
        {t('bulkEmail.button', { count: ids.length })}
      </Button>
      <ConfirmModal
        opened={asking}
        title={t('bulkEmail.title', { count: ids.length })}
        message={t('bulkEmail.confirm', { count: ids.length, language: t(`bulkEmail.language.${language}`) })}
        confirmLabel={t('bulkEmail.send')}
        loading={send.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
