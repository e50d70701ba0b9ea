import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseFormReturnType } from '@mantine/form';
import type { InvoiceClient } from '@mizan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import type { ErrorText } from '@/lib/error-text';
import { invoicesKeys } from './invoices.keys';
import type { InvoiceFormValues } from './invoice-form';

export const CLIENT_FIELDS = ['name', 'company', 'address', 'country', 'contact', 'companyEmail'] as const;

/**
 * Who the invoice is for. The name is also a search of the known clients (`GET /api/apps/invoice/clients`, at most
 * 5): picking one fills the whole block, which stays editable, since the invoice keeps its own copy.
 */
export function InvoiceFormClient({
  form,
  errorText,
}: {
  form: UseFormReturnType<InvoiceFormValues>;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('invoices');
  const [q] = useDebouncedValue(form.values.client.name.trim(), 250);
  const clients = useQuery({
    queryKey: [...invoicesKeys.all, 'clients', q],
    queryFn: ({ signal }) => api<InvoiceClient[]>('/apps/invoice/clients', { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
  const found = clients.data ?? [];
  const names = [...new Set(found.map((client) => client.name))];

  const pick = (name: string) => {
    const client = found.find((one) => one.name === name);
    if (client) form.setFieldValue('client', { ...client });
  };

  const field = (name: (typeof CLIENT_FIELDS)[number]) => {
    const props = form.getInputProps(`client.${name}`);
    return { ...props, error: errorText(props.error), label: t(`form.client.${name}`) };
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Autocomplete
        {...field('name')}
        required
        data={names}
        filter={({ options }) => options}
        onOptionSubmit={pick}
        description={t('form.client.pickHint')}
        maxLength={120}
      />
      <TextInput {...field('company')} maxLength={120} />
      <TextInput {...field('address')} maxLength={300} />
      <TextInput {...field('country')} maxLength={80} />
      <TextInput {...field('contact')} maxLength={40} />
      <TextInput {...field('companyEmail')} type="email" maxLength={254} dir="ltr" />
    </SimpleGrid>
  );
}
