import { Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { INVOICE_TEXT, LANGUAGES, type InvoiceDetail, type Language } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useEmailInvoice } from './invoice-preview.api';
import { useWriteFailed } from './invoice-preview-errors';
import { invoiceName } from './invoice-shared';

const FIELDS = ['to', 'subject', 'message', 'language'] as const;
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** E-mails a finalized invoice (its PDF and public link) to the client's address unless another is typed. */
export function InvoiceEmailModal({
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
    <DialogForm opened={opened} onClose={onClose} title={t('email.title')}>
      <EmailForm key={invoice.version} invoice={invoice} onSaved={onClose} />
    </DialogForm>
  );
}

interface EmailValues {
  to: string;
  subject: string;
  message: string;
  language: Language;
}

function EmailForm({ invoice, onSaved }: { invoice: InvoiceDetail; onSaved: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const errorText = useErrorText(['invoices:errors', INVOICE_TEXT]);
  const send = useEmailInvoice(invoice.id);
  const failed = useWriteFailed();
  const uiLanguage = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  const form = useForm<EmailValues>({
    initialValues: {
      to: invoice.client.companyEmail ?? '',
      subject: t('email.defaultSubject', { number: invoiceName(invoice) }),
      message: '',
      language: uiLanguage,
    },
    validate: { to: (to) => (to.trim() ? null : t('email.toRequired')) },
  });

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { to, subject, message, language } = form.getValues();
    try {
      await send.mutateAsync({
        to: to.trim(),
        subject: subject.trim() || undefined,
        message: message.trim() || undefined,
        language,
      });
      notifications.show({ color: 'success', message: t('email.sent', { to: to.trim() }) });
      onSaved();
    } catch (error) {
      if (!setFieldErrors(form, error, FIELDS, errorText)) failed(error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <TextInput {...form.getInputProps('to')} type="email" label={t('email.to')} required dir="ltr" data-autofocus />
      <TextInput {...form.getInputProps('subject')} label={t('email.subject')} maxLength={200} />
      <Textarea
        {...form.getInputProps('message')}
        label={t('email.message')}
        description={t('email.messageHint')}
        autosize
        minRows={3}
        maxLength={5000}
      />
      <Select
        {...form.getInputProps('language')}
        label={t('email.language')}
        allowDeselect={false}
        data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      />
      <FormActions submitLabel={t('email.submit')} loading={send.isPending} />
    </DialogFormBody>
  );
}
