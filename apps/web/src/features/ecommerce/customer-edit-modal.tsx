import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CUSTOMER_STATUSES, customerUpdateBodySchema, type CustomerStatus } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { CountrySelect } from './country-select';
import { saveAndWait, StaleNotice, useCustomerEditing, useServerText } from './customer-shared';

const shape = customerUpdateBodySchema.shape;
/** The dialog's fields, checked as the server will. */
const detailsSchema = z.object({
  customer: shape.customer,
  email: shape.email,
  contact: shape.contact,
  country: shape.country,
  countryCode: shape.countryCode,
  language: shape.language,
  status: shape.status,
});

interface DetailsValues {
  customer: string;
  email: string;
  contact: string;
  country: string;
  countryCode: string;
  language: string;
  status: CustomerStatus;
}

/** The country's name as stored beside its code (in English, as the lists and the seed data hold it). */
function englishName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Edit details": name, email, contact, country, language and status, saved with the version read. */
export function CustomerEditModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('ecommerce');
  const { detail } = useCustomerEditing();
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('customerDetails.edit.title')}>
      {/* A reload after a 409 brings a new version: the form starts again from it. */}
      <DetailsForm key={detail.version} onSaved={onClose} />
    </DialogForm>
  );
}

function DetailsForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('ecommerce');
  const serverText = useServerText();
  const { detail, save, saving, stale } = useCustomerEditing();
  const form = useForm<DetailsValues>({
    initialValues: {
      customer: detail.customer,
      email: detail.email,
      contact: detail.contact,
      country: detail.country,
      countryCode: detail.countryCode,
      language: detail.language,
      status: detail.status,
    },
    validate: schemaResolver(detailsSchema, { sync: true }),
  });
  const field = (name: keyof DetailsValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: serverText(props.error) };
  };
  const submit = async () => {
    if ((await form.validate()).hasErrors) return;
    await saveAndWait(save, form.getValues(), {
      onSuccess: onSaved,
      onFieldErrors: (errors) => form.setErrors(errors),
    });
  };
  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <StaleNotice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('customer')} label={t('customerDetails.fields.name')} required data-autofocus />
        <TextInput {...field('email')} label={t('customerDetails.fields.email')} type="email" dir="ltr" required />
        <TextInput {...field('contact')} label={t('customerDetails.fields.contact')} type="tel" dir="ltr" />
        <CountrySelect
          {...field('countryCode')}
          // One choice sets both: the code (for the flag and the name in each language) and the stored name.
          onChange={(code) => form.setValues({ countryCode: code ?? '', country: code ? englishName(code) : '' })}
          label={t('customerDetails.fields.country')}
          clearable
        />
        <TextInput {...field('language')} label={t('customerDetails.fields.language')} />
        <Select
          {...field('status')}
          label={t('customerDetails.fields.status')}
          data={CUSTOMER_STATUSES.map((value) => ({ value, label: t(`customerStatus.${value}`) }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <FormActions submitLabel={t('common.save')} loading={saving} disabled={stale} />
    </DialogFormBody>
  );
}
