import { Autocomplete, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseFormReturnType } from '@mantine/form';
import { DIRECTORY_CLIENT_KINDS, type DirectoryClient } from '@mizan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import type { ErrorText } from '@/lib/error-text';
import { invoicesKeys } from './invoices.keys';
import type { InvoiceFormValues } from './invoice-form';

export const CLIENT_FIELDS = ['name', 'company', 'address', 'country', 'contact', 'companyEmail'] as const;

/**
 * Who the invoice is for. The name is also a search of the office's clients (`GET /api/apps/invoice/client-directory`,
 * at most 10: legal contacts, shop customers and past invoice clients, grouped by kind): picking one fills the whole
 * block, which stays editable, since the invoice keeps its own copy; a name nobody has is a new client.
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
    queryKey: [...invoicesKeys.all, 'client-directory', q],
    queryFn: ({ signal }) =>
      api<DirectoryClient[]>('/apps/invoice/client-directory', { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
  // Every client found is an option, even two of one name (told apart by company and e-mail): the option's value
  // is its place in the answer, its label the name the input then holds.
  const found = new Map((clients.data ?? []).map((client, index) => [String(index), client]));
  const groups = DIRECTORY_CLIENT_KINDS.map((kind) => ({
    group: t(`form.client.kinds.${kind}`),
    items: [...found]
      .filter(([, client]) => client.kind === kind)
      .map(([value, client]) => ({ value, label: client.name })),
  })).filter((group) => group.items.length > 0);

  const pick = (value: string) => {
    const picked = found.get(value);
    if (!picked) return;
    const { kind: _kind, ...client } = picked;
    form.setFieldValue('client', client);
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
        data={groups}
        filter={({ options }) => options}
        onOptionSubmit={pick}
        renderOption={({ option }) => {
          const client = found.get(option.value);
          const detail = [client?.company, client?.companyEmail].filter(Boolean).join(' · ');
          return (
            <Stack gap={0} miw={0}>
              <Text size="sm" dir="auto">
                {client?.name}
              </Text>
              {detail && (
                <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {detail}
                </Text>
              )}
            </Stack>
          );
        }}
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
