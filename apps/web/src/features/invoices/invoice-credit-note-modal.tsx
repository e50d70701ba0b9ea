import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InvoiceDetail } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
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
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('creditNote.title')} size="md">
      <CreditNoteForm invoice={invoice} onDone={onClose} />
    </DialogForm>
  );
}

function CreditNoteForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation('invoices');
  const [reason, setReason] = useState('');
  const credit = useCreditInvoice(invoice.id);
  const failed = useWriteFailed();
  const confirm = async () => {
    try {
      await credit.mutateAsync(reason.trim());
      notifications.show({ color: 'success', message: t('creditNote.done') });
      onDone();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <DialogFormBody onSubmit={confirm} unsaved={reason.trim() !== ''}>
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
      <FormActions submitLabel={t('creditNote.confirm')} loading={credit.isPending} color="error" />
    </DialogFormBody>
  );
}
