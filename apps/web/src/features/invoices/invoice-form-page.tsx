import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { RecordNotFound } from '@/components/record-not-found';
import { ApiError } from '@/lib/api';
import { useFormSnapshot } from '@/lib/form-snapshot';
import { InvoiceForm } from './invoice-form';
import { ButtonLink } from '@/components/router-links';
import { invoiceDetailQuery } from './invoices.api';

const LIST = '/apps/invoice/list' as const;

/** `/apps/invoice/add`: a new draft. */
export function InvoiceAddPage() {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('form.addTitle')}
        trail={[{ label: t('list.title'), to: LIST }, { label: t('form.addCrumb') }]}
      />
      <InvoiceForm />
    </Stack>
  );
}

/**
 * `/apps/invoice/edit/{id}`: a draft's form; a finalized invoice can no longer change (spec §4), so it shows why and
 * the way to its preview instead. `id` is 0 when the URL's id is no number.
 */
export function InvoiceEditPage({ id }: { id: number }) {
  const { t } = useTranslation('invoices');
  const detail = useQuery({
    ...invoiceDetailQuery(id),
    enabled: id > 0,
    select: (data) => data.invoice,
  });
  // What the form was filled from: kept while the cache refreshes after a save elsewhere, replaced by "reload".
  const { shown, generation, reload } = useFormSnapshot(detail);

  if (id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404))
    return <RecordNotFound title={t('preview.notFound')} backTo={LIST} backLabel={t('preview.backToList')} />;

  const title = shown?.number ?? `#${id}`;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('form.editTitle', { name: title })}
        trail={[{ label: t('list.title'), to: LIST }, { label: title }]}
      />
      {detail.isError && !shown ? (
        <LoadErrorAlert title={t('preview.loadError')} onRetry={() => void detail.refetch()} />
      ) : !shown ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('form.loading')} />
        </Group>
      ) : shown.finalizedAt !== null ? (
        <Alert color="blue" variant="light" icon={<IconLock size={20} aria-hidden />} title={t('form.lockedTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('form.lockedText')}</Text>
            <ButtonLink to="/apps/invoice/preview/$id" params={{ id: String(id) }} size="xs" variant="default">
              {t('form.openPreview')}
            </ButtonLink>
          </Stack>
        </Alert>
      ) : (
        <InvoiceForm key={generation} invoice={shown} reloading={detail.isFetching} onReload={() => void reload()} />
      )}
    </Stack>
  );
}
