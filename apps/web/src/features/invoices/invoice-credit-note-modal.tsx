import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InvoiceDetail } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreditInvoice } from './invoice-preview.api';
import { useWriteFailed } from './invoice-preview-errors';
import { invoiceName } from './invoice-shared';

/** Asks before cancelling a finalized invoice with a credit note, and why (kept on the note). */
export function InvoiceCreditNoteModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const [reason, setReason] = useState('');
  const credit = useCreditInvoice(invoice.id);
  const failed = useWriteFailed();
  const confirm = async () => {
    try {
      await credit.mutateAsync(reason.trim());
      notifications.show({ color: 'success', message: t('creditNote.done') });
      setReason('');
      onClose();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('creditNote.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('creditNote.message', { name: invoiceName(invoice) })}</Text>
        <Textarea
          label={t('creditNote.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="error" loading={credit.isPending} onClick={() => void confirm()}>
            {t('creditNote.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
