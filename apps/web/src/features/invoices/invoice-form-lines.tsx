import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ErrorText } from '@/lib/error-text';
import { lineCents, centsText, type LineDraft } from './invoice-form-totals';
import { useInvoiceMoney } from './invoice-shared';
import type { InvoiceFormValues } from './invoice-form';

export const EMPTY_LINE: LineDraft = { description: '', quantity: '1', unitPrice: '', discount: '0', vatRate: '15' };

/** The invoice's lines: each its own small card (a table would run off a phone), with its amount before VAT. */
export function InvoiceFormLines({
  form,
  errorText,
  currency,
}: {
  form: UseFormReturnType<InvoiceFormValues>;
  errorText: ErrorText;
  currency: string;
}) {
  const { t } = useTranslation('invoices');
  const money = useInvoiceMoney(currency);
  const lines = form.values.lines;

  const input = (index: number, name: keyof LineDraft) => {
    const props = form.getInputProps(`lines.${index}.${name}`);
    return { ...props, error: errorText(props.error), label: t(`form.line.${name}`) };
  };

  return (
    <Stack gap="sm">
      {lines.map((line, index) => (
        // Lines have no id until saved; the index is their identity while the list only grows or loses one.
        <Paper key={index} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('form.line.title', { number: index + 1 })}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {money(centsText(lineCents(line).net))}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="error"
                  aria-label={t('form.line.remove', { number: index + 1 })}
                  disabled={lines.length === 1}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            <TextInput {...input(index, 'description')} required maxLength={500} />
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <TextInput {...input(index, 'quantity')} required inputMode="decimal" />
              <TextInput {...input(index, 'unitPrice')} required inputMode="decimal" />
              <TextInput {...input(index, 'discount')} inputMode="decimal" />
              <TextInput {...input(index, 'vatRate')} inputMode="decimal" />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      {typeof form.errors.lines === 'string' && (
        <Text size="sm" c="error" role="alert">
          {errorText(form.errors.lines)}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={lines.length >= 200}
          onClick={() => form.insertListItem('lines', { ...EMPTY_LINE })}
        >
          {t('form.line.add')}
        </Button>
      </Group>
    </Stack>
  );
}
