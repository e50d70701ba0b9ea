import { Button, Center, Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  INVOICE_SETTINGS_TEXT,
  invoiceSettingsBodySchema,
  type InvoiceSettings,
  type InvoiceSettingsUpdateBody,
} from '@mizan/contracts';
import { IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { invoiceSettingsQuery, useSaveInvoiceSettings } from './invoice-preview.api';
import { useWriteFailed } from './invoice-preview-errors';

type Values = Omit<InvoiceSettings, 'version'>;
const FIELDS = ['sellerName', 'vatNumber', 'bankName', 'country', 'iban', 'swiftCode'] as const;
const resolve = schemaResolver(invoiceSettingsBodySchema, { sync: true });

/**
 * "Invoice settings" beside the list, for those who manage invoices: who issues them (the seller's name and VAT
 * number, which the ZATCA QR code carries) and where they are paid (the sheet's payment details).
 */
export function InvoiceSettingsButton() {
  const { t } = useTranslation('invoices');
  const [opened, setOpened] = useState(false);
  if (!ability.can('manage', 'Invoice')) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconSettings size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('settings.open')}
      </Button>
      <InvoiceSettingsModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function InvoiceSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const settings = useQuery({ ...invoiceSettingsQuery(), enabled: opened });
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('settings.title')} size="lg">
      {settings.data ? (
        // Keyed by version: a reload after a 409 starts over from what is stored.
        <SettingsForm key={settings.data.version} settings={settings.data} onSaved={onClose} />
      ) : settings.isError ? (
        <LoadErrorAlert title={t('settings.loadError')} onRetry={() => void settings.refetch()} />
      ) : (
        <Center py="xl">
          <Loader size="sm" aria-label={t('settings.loading')} />
        </Center>
      )}
    </DialogForm>
  );
}

function SettingsForm({ settings, onSaved }: { settings: InvoiceSettings; onSaved: () => void }) {
  const { t } = useTranslation('invoices');
  const errorText = useErrorText(['invoices:settings.errors', INVOICE_SETTINGS_TEXT]);
  const { version, ...initialValues } = settings;
  const form = useForm<Values>({ initialValues, validate: resolve });
  const save = useSaveInvoiceSettings();
  const failed = useWriteFailed();

  const submit = async () => {
    if ((await form.validate()).hasErrors) return;
    try {
      const body: InvoiceSettingsUpdateBody = { ...form.getValues(), version };
      await save.mutateAsync(body);
      notifications.show({ color: 'success', message: t('settings.saved') });
      onSaved();
    } catch (error) {
      if (!setFieldErrors(form, error, FIELDS, errorText)) failed(error);
    }
  };

  const field = (name: (typeof FIELDS)[number]) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error), label: t(`settings.${name}`) };
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Text size="sm" c="dimmed">
        {t('settings.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('sellerName')} maxLength={120} data-autofocus />
        <TextInput
          {...field('vatNumber')}
          description={t('settings.vatNumberHint')}
          inputMode="numeric"
          maxLength={15}
          dir="ltr"
        />
        <TextInput {...field('bankName')} maxLength={120} />
        <TextInput {...field('country')} maxLength={80} />
        <TextInput {...field('iban')} maxLength={42} dir="ltr" />
        <TextInput {...field('swiftCode')} maxLength={11} dir="ltr" />
      </SimpleGrid>
      <FormActions submitLabel={t('settings.save')} loading={save.isPending} />
    </DialogFormBody>
  );
}
