import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { INVOICE_PAYMENT_METHODS, INVOICE_TEXT, type InvoiceDetail, type InvoicePaymentMethod } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { OfficeDatesProvider, PlainDateInput } from '@/components/date-inputs';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { useRecordInvoicePayment } from './invoice-preview.api';
import { useWriteFailed } from './invoice-preview-errors';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FIELDS = ['date', 'amount', 'method', 'note'] as const;

/** Records a payment received: the office's today, the balance, by bank transfer unless told otherwise. */
export function InvoicePaymentModal({
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
    <DialogForm opened={opened} onClose={onClose} title={t('payment.title')} size="md">
      <PaymentForm key={invoice.version} invoice={invoice} onSaved={onClose} />
    </DialogForm>
  );
}

interface PaymentValues {
  date: string;
  amount: string;
  method: InvoicePaymentMethod;
  note: string;
}

function PaymentForm({ invoice, onSaved }: { invoice: InvoiceDetail; onSaved: () => void }) {
  const { t } = useTranslation('invoices');
  const errorText = useErrorText(['invoices:errors', INVOICE_TEXT]);
  const time = useOfficeTime();
  const record = useRecordInvoicePayment(invoice.id);
  const failed = useWriteFailed();
  const balance = Math.max(Number(invoice.balanceAmount), 0);
  const form = useForm<PaymentValues>({
    initialValues: {
      date: time.today(),
      amount: balance > 0 ? balance.toFixed(2) : '',
      method: 'bank-transfer',
      note: '',
    },
    validate: {
      date: (date) => (DATE.test(date) ? null : t('payment.dateRequired')),
      amount: (amount) => (AMOUNT.test(amount.trim()) && /[1-9]/.test(amount) ? null : t('payment.amountInvalid')),
    },
  });

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { date, amount, method, note } = form.getValues();
    try {
      await record.mutateAsync({ date, amount: amount.trim(), method, note: note.trim() });
      notifications.show({ color: 'success', message: t('payment.saved') });
      onSaved();
    } catch (error) {
      if (!setFieldErrors(form, error, FIELDS, errorText)) failed(error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <TextInput
        {...form.getInputProps('amount')}
        label={t('payment.amount')}
        required
        inputMode="decimal"
        dir="ltr"
        rightSection={<span>{invoice.currency}</span>}
        rightSectionWidth={56}
        data-autofocus
      />
      <OfficeDatesProvider>
        <PlainDateInput
          {...form.getInputProps('date')}
          onChange={(date) => form.setFieldValue('date', date ?? '')}
          clearable={false}
          label={t('payment.date')}
          required
        />
      </OfficeDatesProvider>
      <Select
        {...form.getInputProps('method')}
        label={t('payment.method')}
        required
        allowDeselect={false}
        data={INVOICE_PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethod.${value}`) }))}
      />
      <Textarea {...form.getInputProps('note')} label={t('payment.note')} autosize minRows={2} maxLength={500} />
      <FormActions submitLabel={t('payment.submit')} loading={record.isPending} />
    </DialogFormBody>
  );
}
