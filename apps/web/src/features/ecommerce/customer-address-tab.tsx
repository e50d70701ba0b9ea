import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { addressSchema, customerBillingSchema, type Address, type CustomerBilling } from '@mizan/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { Ltr } from '@/components/ltr';
import { CountrySelect } from './country-select';
import { saveAndWait, StaleNotice, useCustomerEditing, useServerText } from './customer-shared';
import { CountryLabel } from './ecommerce-country';

const ADDRESS_FIELDS = [
  'name',
  'line1',
  'line2',
  'city',
  'state',
  'postcode',
  'countryCode',
  'phone',
] as const satisfies readonly (keyof Address)[];
const BILLING_FIELDS = [
  'companyName',
  'taxId',
  ...ADDRESS_FIELDS,
] as const satisfies readonly (keyof CustomerBilling)[];
/** Shown left to right in any language. */
const LTR_FIELDS = new Set<string>(['postcode', 'phone', 'taxId']);

type Which = 'address' | 'billing';

/** Address & billing: the shipping address and the billing details, each with its own "Edit" dialog. */
export function CustomerAddressTab() {
  const { t } = useTranslation('ecommerce');
  const { detail, canUpdate } = useCustomerEditing();
  const [editing, setEditing] = useState<Which | null>(null);
  return (
    <Stack gap="lg">
      <InfoCard
        title={t('customerDetails.address.shippingTitle')}
        onEdit={canUpdate ? () => setEditing('address') : undefined}
        editLabel={t('customerDetails.address.editShipping')}
      >
        <Fields fields={ADDRESS_FIELDS} values={detail.address} />
      </InfoCard>
      <InfoCard
        title={t('customerDetails.address.billingTitle')}
        onEdit={canUpdate ? () => setEditing('billing') : undefined}
        editLabel={t('customerDetails.address.editBilling')}
      >
        <Fields fields={BILLING_FIELDS} values={detail.billing} />
      </InfoCard>
      {canUpdate && (
        <DialogForm
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={
            editing === 'billing' ? t('customerDetails.address.editBilling') : t('customerDetails.address.editShipping')
          }
        >
          {editing && (
            <AddressForm key={`${editing}-${detail.version}`} which={editing} onSaved={() => setEditing(null)} />
          )}
        </DialogForm>
      )}
    </Stack>
  );
}

function InfoCard({
  title,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  onEdit?: () => void;
  editLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {onEdit && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={editLabel}
          >
            {t('common.edit')}
          </Button>
        )}
      </Group>
      {children}
    </Card>
  );
}

function Fields<K extends string>({ fields, values }: { fields: readonly K[]; values: Record<K, string> }) {
  const { t } = useTranslation('ecommerce');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
      {fields.map((field) => (
        <div key={field}>
          <Text component="dt" size="sm" fw={600}>
            {t(`customerDetails.address.fields.${field}`)}
          </Text>
          <Text component="dd" size="sm" c="dimmed" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field === 'countryCode' ? (
              <CountryLabel code={values[field]} size="sm" c="dimmed" />
            ) : values[field] ? (
              LTR_FIELDS.has(field) ? (
                <Ltr>{values[field]}</Ltr>
              ) : (
                values[field]
              )
            ) : (
              '—'
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function AddressForm({ which, onSaved }: { which: Which; onSaved: () => void }) {
  const { t } = useTranslation('ecommerce');
  const serverText = useServerText();
  const { detail, save, saving, stale } = useCustomerEditing();
  const fields: readonly string[] = which === 'billing' ? BILLING_FIELDS : ADDRESS_FIELDS;
  const initial: Record<string, string> = which === 'billing' ? { ...detail.billing } : { ...detail.address };
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(fields.map((field) => [field, initial[field] ?? ''])),
    validate: schemaResolver(which === 'billing' ? customerBillingSchema : addressSchema, { sync: true }),
  });
  const submit = async () => {
    if ((await form.validate()).hasErrors) return;
    const values = form.getValues();
    await saveAndWait(
      save,
      which === 'billing'
        ? { billing: values as unknown as CustomerBilling }
        : { address: values as unknown as Address },
      {
        onSuccess: onSaved,
        // The server names nested fields `address.city` or `billing.taxId`; the form's are `city`, `taxId`.
        onFieldErrors: (errors) =>
          form.setErrors(
            Object.fromEntries(
              Object.entries(errors).map(([key, message]) => [key.replace(/^(address|billing)\./, ''), message]),
            ),
          ),
      },
    );
  };
  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <StaleNotice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map((field, index) => {
          const props = { ...form.getInputProps(field), error: serverText(form.errors[field]) };
          const label = t(`customerDetails.address.fields.${field}`);
          if (field === 'countryCode') {
            return (
              <CountrySelect
                key={field}
                {...props}
                onChange={(code) => form.setFieldValue(field, code ?? '')}
                label={label}
                clearable
              />
            );
          }
          return (
            <TextInput
              key={field}
              {...props}
              label={label}
              dir={LTR_FIELDS.has(field) ? 'ltr' : undefined}
              data-autofocus={index === 0 || undefined}
            />
          );
        })}
      </SimpleGrid>
      <FormActions submitLabel={t('common.save')} loading={saving} disabled={stale} />
    </DialogFormBody>
  );
}
