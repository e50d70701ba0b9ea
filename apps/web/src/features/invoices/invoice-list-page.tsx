import { Button, Card, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Invoice } from '@mizan/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListFooter, ListTable, ListToolbar, useListState, useRowSelection } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { BulkEmailAction } from './invoice-bulk-email';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceRowActions, useInvoiceColumns } from './invoice-list-columns';
import { InvoiceStatCards } from './invoice-list-stats';
import { InvoiceSettingsButton } from './invoice-settings-modal';
import { ButtonLink } from '@/components/router-links';
import { fetchAllInvoices, invoiceListQuery, useDeleteInvoices } from './invoices.api';
import { invoiceList, type InvoiceListSearch } from './invoices.search';

export interface InvoiceListPageProps {
  search: InvoiceListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: InvoiceListSearch) => void;
}

/** The CSV's columns: the row's own fields, the client flattened. */
const CSV_COLUMNS = [
  'id',
  'number',
  'issuedDate',
  'dueDate',
  'clientName',
  'clientCompany',
  'clientEmail',
  'service',
  'total',
  'balance',
  'currency',
  'invoiceStatus',
  'source',
] as const;

const csvRow = (row: Invoice) => ({
  ...row,
  clientName: row.client.name,
  clientCompany: row.client.company,
  clientEmail: row.client.companyEmail,
});

/**
 * `/apps/invoice/list`: stat cards, search, status and issue-date filters, a server-sorted and paged list, delete of
 * drafts and sending by e-mail in bulk, CSV.
 */
export function InvoiceListPage({ search, onSearchChange }: InvoiceListPageProps) {
  const { t } = useTranslation('invoices');
  const list = useListState(invoiceList, search, onSearchChange);
  const columns = useInvoiceColumns();

  const exportCsv = async () => {
    // Every invoice of the filter and sort, not only this page.
    const all = await fetchAllInvoices(list.query);
    downloadCsv(toCsv(CSV_COLUMNS, all.invoices.map(csvRow)), csvFileName('invoices'));
    return all.invoices.length;
  };

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="invoiceList" title={t('list.title')} actions={<InvoiceSettingsButton />} />
      <InvoiceStatCards />
      <Card withBorder radius="md" padding={0}>
        <ListToolbar
          state={list}
          searchLabel={t('list.search')}
          filters={<InvoiceFilters search={search} set={list.set} />}
          columns={columns}
          exportCsv={{ run: exportCsv }}
          actions={
            ability.can('create', 'Invoice') && (
              <ButtonLink to="/apps/invoice/add" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('form.add')}
              </ButtonLink>
            )
          }
        />
        <InvoiceRows list={list} columns={columns} />
      </Card>
    </Stack>
  );
}

/** The query and what shows its answer, apart, so the toolbar doesn't re-render when the answer arrives. */
function InvoiceRows({
  list,
  columns,
}: {
  list: ReturnType<typeof useListState<typeof invoiceList>>;
  columns: ReturnType<typeof useInvoiceColumns>;
}) {
  const { t } = useTranslation('invoices');
  const errorText = useErrorText();
  const invoices = useQuery(invoiceListQuery(list.query));
  const selection = useRowSelection(list.queryKey);
  const remove = useDeleteInvoices();
  const [deleting, setDeleting] = useState<Invoice[] | null>(null);
  const canDelete = ability.can('delete', 'Invoice');
  const canSend = ability.can('update', 'Invoice');
  const rows = invoices.data?.invoices;
  const selectedDrafts = (rows ?? []).filter((row) => selection.isSelected(row.id) && row.invoiceStatus === 'Draft');

  const confirmDelete = () => {
    if (!deleting) return;
    const ids = deleting.map((row) => row.id);
    remove.mutate(ids, {
      onSuccess: (failed) => {
        const done = ids.length - failed.length;
        if (done > 0) notifications.show({ color: 'success', message: t('delete.success', { count: done }) });
        if (failed.length > 0)
          notifications.show({
            color: 'error',
            title: t('delete.failed', { count: failed.length }),
            message: errorText((failed[0]!.error as Error).message),
          });
        selection.keep(failed.map((one) => one.id));
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <ListTable
        state={list}
        label={t('list.title')}
        columns={columns}
        rows={rows}
        query={invoices}
        errorText={t('list.loadError')}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('list.rowLabel', { id: row.id, client: row.client.name })}
        rowActions={(row) => (
          <InvoiceRowActions row={row} onDelete={canDelete ? (one) => setDeleting([one]) : undefined} />
        )}
        selection={canDelete || canSend ? selection : undefined}
        bulkActions={
          <>
            {canSend && (
              <BulkEmailAction ids={selection.ids.map(Number)} onDone={(notSent) => selection.keep(notSent)} />
            )}
            {canDelete && (
              <Button
                color="error"
                variant="light"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={selectedDrafts.length === 0}
                onClick={() => setDeleting(selectedDrafts)}
              >
                {t('list.deleteDrafts', { count: selectedDrafts.length })}
              </Button>
            )}
          </>
        }
      />
      <ListFooter state={list} total={invoices.data?.totalInvoices} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title', { count: deleting?.length ?? 1 })}
        message={
          deleting?.length === 1
            ? t('delete.confirmOne', { id: deleting[0]!.id, client: deleting[0]!.client.name })
            : t('delete.confirmMany', { count: deleting?.length ?? 0 })
        }
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
