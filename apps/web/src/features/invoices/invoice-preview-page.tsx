import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { RecordNotFound } from '@/components/record-not-found';
import { ApiError } from '@/lib/api';
import { InvoiceActivityTimeline, InvoicePayments } from './invoice-activity';
import { InvoicePreviewActions } from './invoice-preview-actions';
import { InvoiceSheet, type Seller } from './invoice-preview-sheet';
import { invoiceSettingsQuery } from './invoice-preview.api';
import classes from './invoice-preview.module.css';
import { invoiceDetailQuery } from './invoices.api';

/**
 * `/apps/invoice/preview/{id}`: the invoice as the client gets it, ready to print (the shell, the breadcrumbs, the
 * actions and the side panels stay off the paper). `id` is 0 when the URL's id is no number.
 */
export function InvoicePreviewPage({ id }: { id: number }) {
  const { t } = useTranslation('invoices');
  const detail = useQuery({ ...invoiceDetailQuery(id), enabled: id > 0 });
  // The seller is the office as the invoice settings name it; the product's name when they can't be read or are empty.
  const settings = useQuery({ ...invoiceSettingsQuery(), enabled: id > 0 });
  const seller: Seller = {
    name: settings.data?.sellerName || t('common:appTitle'),
    vatNumber: settings.data?.vatNumber || undefined,
  };
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
          actions={<InvoicePreviewActions invoice={detail.data?.invoice} />}
        />
      </div>
      {detail.isError && !detail.data ? (
        <LoadErrorAlert title={t('preview.loadError')} onRetry={() => void detail.refetch()} />
      ) : !detail.data || settings.isPending ? (
        <div className={classes.sheet} aria-busy>
          <Stack gap="md">
            <Skeleton height={28} width="50%" />
            <Skeleton height={16} width="30%" />
            <Skeleton height={120} />
            <Skeleton height={160} />
          </Stack>
        </div>
      ) : (
        <div className={classes.layout}>
          <InvoiceSheet
            invoice={detail.data.invoice}
            payment={detail.data.paymentDetails}
            seller={seller}
            zatcaQr={detail.data.zatcaQr}
          />
          <aside className={classes.side} data-print="hide" aria-label={t('side.label')}>
            <InvoicePayments invoice={detail.data.invoice} />
            <InvoiceActivityTimeline id={id} />
          </aside>
        </div>
      )}
    </Stack>
  );
}
