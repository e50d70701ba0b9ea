import { Button, Group, Skeleton, Stack } from '@mantine/core';
import type { StoreSettings } from '@mizan/contracts';
import { IconPencil, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { RecordNotFound } from '@/components/record-not-found';
import { api, ApiError } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';
import { ability } from '@/lib/session';
import { InvoiceSheet, type Seller } from './invoice-preview-sheet';
import { ButtonLink } from './invoice-shared';
import classes from './invoice-preview.module.css';
import { invoiceDetailQuery } from './invoices.api';

/** The store's settings, under the e-commerce area's own key (the settings page's cache entry). */
const storeSettingsQuery = () =>
  ({
    queryKey: [...queryRoots.ecommerce, 'settings'],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<StoreSettings>('/apps/ecommerce/settings', { signal }),
  }) as const;

/**
 * `/apps/invoice/preview/{id}`: the invoice as the client gets it, ready to print (the shell, the breadcrumbs and
 * the buttons stay off the paper). `id` is 0 when the URL's id is no number.
 */
export function InvoicePreviewPage({ id }: { id: number }) {
  const { t } = useTranslation('invoices');
  const detail = useQuery({ ...invoiceDetailQuery(id), enabled: id > 0 });
  // The seller is the store; a reader who may not see its settings gets the product's name.
  const canReadStore = ability.can('read', 'Store');
  const store = useQuery({ ...storeSettingsQuery(), enabled: canReadStore });
  const seller: Seller = store.data
    ? { name: store.data.store.name, email: store.data.store.email, phone: store.data.store.phone }
    : { name: t('common:appTitle') };
  const title = detail.data?.invoice.number ?? `#${id}`;
  const trail = [{ label: t('list.title'), to: '/apps/invoice/list' as const }, { label: title }];

  if (id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404))
    return (
      <RecordNotFound title={t('preview.notFound')} backTo="/apps/invoice/list" backLabel={t('preview.backToList')} />
    );

  return (
    <Stack gap="lg">
      <div className={classes.toolbar} data-print="hide">
        <PageHeader
          title={t('preview.title', { name: title })}
          trail={trail}
          actions={
            <Group gap="sm">
              {detail.data?.invoice.finalizedAt === null && ability.can('update', 'Invoice') && (
                <ButtonLink
                  to="/apps/invoice/edit/$id"
                  params={{ id: String(id) }}
                  variant="default"
                  leftSection={<IconPencil size={18} aria-hidden />}
                >
                  {t('form.edit')}
                </ButtonLink>
              )}
              <Button
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => window.print()}
                disabled={!detail.data}
              >
                {t('preview.print')}
              </Button>
            </Group>
          }
        />
      </div>
      {detail.isError && !detail.data ? (
        <LoadErrorAlert title={t('preview.loadError')} onRetry={() => void detail.refetch()} />
      ) : !detail.data || (canReadStore && store.isPending) ? (
        <div className={classes.sheet} aria-busy>
          <Stack gap="md">
            <Skeleton height={28} width="50%" />
            <Skeleton height={16} width="30%" />
            <Skeleton height={120} />
            <Skeleton height={160} />
          </Stack>
        </div>
      ) : (
        <InvoiceSheet invoice={detail.data.invoice} payment={detail.data.paymentDetails} seller={seller} />
      )}
    </Stack>
  );
}
