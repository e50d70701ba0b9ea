import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { ability } from '@/lib/session';
import { useErrorText } from '@/lib/error-text';
import { useCreateOrderInvoice } from './order-invoice.api';

/**
 * "Create invoice" on an order's page (for a reader who may create invoices): a draft of the order's lines, opened in
 * the invoice editor. An order already invoiced says so, with a link to that invoice.
 */
export function OrderInvoiceButton({ order }: { order: number }) {
  const { t } = useTranslation('ecommerce');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateOrderInvoice(order);
  if (!ability.can('create', 'Invoice')) return null;

  const onClick = () =>
    create.mutate(undefined, {
      onSuccess: ({ id }) => void navigate({ to: '/apps/invoice/edit/$id', params: { id: String(id) } }),
      onError: (error) => {
        const existing = error instanceof ApiError && error.status === 409 ? error.fieldError('invoiceId') : undefined;
        const toast = `order-invoice-${order}`;
        // The toasts sit outside the router: the link navigates through this page's router.
        const open = (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          notifications.hide(toast);
          void navigate({ to: '/apps/invoice/preview/$id', params: { id: existing! } });
        };
        notifications.show({
          id: toast,
          color: existing ? 'warning' : 'error',
          title: existing ? t('orderInvoice.already') : t('orderInvoice.failed'),
          message: existing ? (
            <Stack gap={4}>
              <Text size="sm">{errorText(error.message)}</Text>
              <Anchor href={`/apps/invoice/preview/${existing}`} onClick={open} size="sm">
                {t('orderInvoice.open', { id: existing })}
              </Anchor>
            </Stack>
          ) : (
            errorText(error.message)
          ),
        });
      },
    });
  return (
    <Button
      variant="light"
      leftSection={<IconFileInvoice size={16} aria-hidden />}
      loading={create.isPending}
      onClick={onClick}
    >
      {t('orderInvoice.create')}
    </Button>
  );
}
