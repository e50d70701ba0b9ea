import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CUSTOMER_STATUSES, customerUpdateBodySchema, type CustomerStatus } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormModal } from '@/components/form-modal';
import { ModalForm } from '@/components/modal-form';
import { StaleNotice, useCustomerEditing, useServerText } from './customer-shared';

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

/** "Edit details": name, email, contact, country, language and status, saved with the version read. */
export function CustomerEditModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('ecommerce');
  const { detail } = useCustomerEditing();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('customerDetails.edit.title')}>
      {/* A reload after a 409 brings a new version: the form starts again from it. */}
      <DetailsForm key={detail.version} onDone={onClose} />
    </FormModal>
  );
}

function DetailsForm({ onDone }: { onDone: () => void }) {
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
    return { ...props, error: typeof props.error === 'string' ? serverText(props.error) : props.error };
  };
  const submit = form.onSubmit((values) =>
    save(values, { onSuccess: onDone, onFieldErrors: (errors) => form.setErrors(errors) }),
  );
  return (
    <ModalForm onSubmit={() => submit()}>
      <StaleNotice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('customer')} label={t('customerDetails.fields.name')} required data-autofocus />
        <TextInput {...field('email')} label={t('customerDetails.fields.email')} type="email" dir="ltr" required />
        <TextInput {...field('contact')} label={t('customerDetails.fields.contact')} type="tel" dir="ltr" />
        <TextInput {...field('country')} label={t('customerDetails.fields.country')} />
        <TextInput
          {...field('countryCode')}
          label={t('customerDetails.fields.countryCode')}
          description={t('customerDetails.edit.countryCodeHint')}
          maxLength={2}
          dir="ltr"
        />
        <TextInput {...field('language')} label={t('customerDetails.fields.language')} />
        <Select
          {...field('status')}
          label={t('customerDetails.fields.status')}
          data={CUSTOMER_STATUSES.map((value) => ({ value, label: t(`customerStatus.${value}`) }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={stale}>
          {t('common.save')}
        </Button>
      </Group>
    </ModalForm>
  );
}
