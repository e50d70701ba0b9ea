import { Button, Group, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { INVOICE_TEXT, invoiceDraftBodySchema, type InvoiceDetail, type InvoiceDraftBody } from '@mizan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { OfficeDatesProvider, PlainDateInput } from '@/components/date-inputs';
import { focusFirstInvalid } from '@/components/focus-first-invalid';
import { useLeaveGuard } from '@/components/leave-guard';
import { StaleAlert } from '@/components/stale-alert';
import { api, ApiError, setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { InvoiceFormClient } from './invoice-form-client';
import { EMPTY_LINE, InvoiceFormLines } from './invoice-form-lines';
import { InvoiceFormTotals, type LineDraft } from './invoice-form-totals';
import { invoiceStatsQuery } from './invoices.api';
import { invoicesKeys } from './invoices.keys';

export interface InvoiceFormValues {
  client: { name: string; company: string; address: string; country: string; contact: string; companyEmail: string };
  issuedDate: string;
  dueDate: string;
  lines: LineDraft[];
  notes: string;
  terms: string;
}

const resolve = schemaResolver(invoiceDraftBodySchema, { sync: true });
/** The contract's checks, and the server's one rule across two fields, so it shows before a round trip. */
const validate = (values: InvoiceFormValues) => ({
  ...resolve(values),
  ...(values.issuedDate && values.dueDate && values.dueDate < values.issuedDate
    ? { dueDate: INVOICE_TEXT.dueBeforeIssue }
    : {}),
});

/** The form's values: a stored draft's, or an empty one issued on the office's `today`. */
export function valuesOf(invoice: InvoiceDetail | undefined, today: string): InvoiceFormValues {
  if (!invoice)
    return {
      client: { name: '', company: '', address: '', country: '', contact: '', companyEmail: '' },
      issuedDate: today,
      dueDate: '',
      lines: [{ ...EMPTY_LINE }],
      notes: '',
      terms: '',
    };
  const { name, company, address, country, contact, companyEmail } = invoice.client;
  return {
    client: { name, company, address, country, contact, companyEmail },
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    lines: invoice.lines.map(({ description, quantity, unitPrice, discount, vatRate }) => ({
      description,
      quantity,
      unitPrice,
      discount,
      vatRate,
    })),
    notes: invoice.notes,
    terms: invoice.terms,
  };
}

/** Saves the draft (a new one, or the one read at `version`), then finalizes it when asked. */
function useSaveInvoice(invoice: InvoiceDetail | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, finalize }: { body: InvoiceDraftBody; finalize: boolean }) => {
      const saved = invoice
        ? await api<InvoiceDetail>(`/apps/invoice/${invoice.id}`, {
            method: 'PUT',
            // The draft keeps where it came from (a case's fees, an order); the form doesn't show it.
            body: { ...body, source: invoice.source, sourceId: invoice.sourceId, version: invoice.version },
          })
        : await api<InvoiceDetail>('/apps/invoice', { method: 'POST', body });
      if (!finalize) return { saved, finalizeError: null };
      // The draft is stored by now: a failed finalize must not leave the form to post it a second time.
      try {
        return {
          saved: await api<InvoiceDetail>(`/apps/invoice/${saved.id}/finalize`, { method: 'POST' }),
          finalizeError: null,
        };
      } catch (finalizeError) {
        return { saved, finalizeError };
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}

/**
 * The invoice form of `/apps/invoice/add` and `/apps/invoice/edit/{id}` (a draft only). `onReload` fetches the
 * stored draft again after a 409; the page keys this form by its generation so it starts over from it.
 */
export function InvoiceForm({
  invoice,
  reloading,
  onReload,
}: {
  invoice?: InvoiceDetail;
  reloading?: boolean;
  onReload?: () => void;
}) {
  const { t } = useTranslation('invoices');
  const errorText = useErrorText(['invoices:errors', INVOICE_TEXT]);
  const officeTime = useOfficeTime();
  const navigate = useNavigate();
  // Looked up when needed (after a failed check or save), never during render.
  const formId = useId();
  const formElement = () => document.getElementById(formId);
  const form = useForm<InvoiceFormValues>({ initialValues: valuesOf(invoice, officeTime.today()), validate });
  const save = useSaveInvoice(invoice);
  const [stale, setStale] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { guard, release } = useLeaveGuard(form.isDirty());
  // A new draft is in the store's currency (the server sets it); the stats carry it.
  const stats = useQuery({ ...invoiceStatsQuery(), enabled: !invoice });
  const currency = invoice?.currency ?? stats.data?.currency ?? '';

  const persist = async (values: InvoiceFormValues, finalize: boolean) => {
    setConfirming(false);
    try {
      const { saved, finalizeError } = await save.mutateAsync({ body: values, finalize });
      if (finalizeError)
        notifications.show({
          color: 'error',
          title: t('form.finalizeFailed'),
          message: errorText(finalizeError instanceof Error ? finalizeError.message : String(finalizeError)),
        });
      else notifications.show({ color: 'success', message: t(finalize ? 'form.finalized' : 'form.saved') });
      release();
      void navigate({ to: '/apps/invoice/preview/$id', params: { id: String(saved.id) } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setStale(errorText(error.message));
        return;
      }
      const fields = error instanceof ApiError ? Object.keys(error.body.errors ?? {}) : [];
      if (setFieldErrors(form, error, fields, errorText)) focusFirstInvalid(formElement());
      notifications.show({
        color: 'error',
        title: t('form.saveFailed'),
        message: errorText(error instanceof Error ? error.message : String(error)),
      });
    }
  };

  const askFinalize = async () => {
    if ((await form.validate()).hasErrors) focusFirstInvalid(formElement());
    else setConfirming(true);
  };

  return (
    <OfficeDatesProvider>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form
          id={formId}
          noValidate
          onSubmit={form.onSubmit(
            (values) => persist(values, false),
            () => focusFirstInvalid(formElement()),
          )}
        >
          <Stack gap="lg">
            {stale && (
              <StaleAlert
                color="error"
                role="alert"
                title={stale}
                message={t('form.staleHint')}
                reloadLabel={t('form.reload')}
                reloading={reloading}
                onReload={onReload}
              />
            )}
            <Title order={2} size="h4">
              {t('form.clientTitle')}
            </Title>
            <InvoiceFormClient form={form} errorText={errorText} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <PlainDateInput
                label={t('form.issuedDate')}
                required
                clearable={false}
                value={form.values.issuedDate}
                error={errorText(form.errors.issuedDate)}
                onChange={(value) => form.setFieldValue('issuedDate', value ?? '')}
              />
              <PlainDateInput
                label={t('form.dueDate')}
                required
                value={form.values.dueDate}
                error={errorText(form.errors.dueDate)}
                onChange={(value) => form.setFieldValue('dueDate', value ?? '')}
              />
            </SimpleGrid>
            <Title order={2} size="h4">
              {t('form.linesTitle')}
            </Title>
            <InvoiceFormLines form={form} errorText={errorText} currency={currency} />
            <InvoiceFormTotals lines={form.values.lines} currency={currency} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Textarea
                label={t('form.notes')}
                autosize
                minRows={2}
                maxLength={2000}
                {...form.getInputProps('notes')}
              />
              <Textarea
                label={t('form.terms')}
                autosize
                minRows={2}
                maxLength={2000}
                {...form.getInputProps('terms')}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" type="submit" loading={save.isPending} disabled={Boolean(stale)}>
                {t('form.saveDraft')}
              </Button>
              <Button onClick={() => void askFinalize()} loading={save.isPending} disabled={Boolean(stale)}>
                {t('form.saveAndFinalize')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ConfirmModal
        opened={confirming}
        title={t('form.finalizeTitle')}
        message={t('form.finalizeText')}
        confirmLabel={t('form.finalizeConfirm')}
        loading={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void persist(form.getValues(), true)}
      />
      {guard}
    </OfficeDatesProvider>
  );
}
