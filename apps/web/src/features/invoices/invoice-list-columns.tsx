import { ActionIcon, Avatar, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Invoice } from '@mizan/contracts';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LtrText, type ListColumn } from '@/components/list';
import { Ltr } from '@/components/ltr';
import { UserText } from '@/components/user-text';
import { formatCurrency } from '@/lib/currency';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { ability } from '@/lib/session';
import { ActionIconLink, AnchorLink } from '@/components/router-links';
import { InvoiceStatusBadge, useSourceLabel } from './invoice-shared';

/** The invoice list's columns: what the office reads first is shown, the due date and service are the reader's to add. */
export function useInvoiceColumns(): ListColumn<Invoice>[] {
  const { t, i18n } = useTranslation('invoices');
  const time = useOfficeTime();
  const sourceLabel = useSourceLabel();
  const money = (row: Invoice, amount: number) => formatCurrency(i18n.language, amount, { currency: row.currency });
  const day = (date: string) => time.dateParts(date, 'medium')?.gregorian ?? date;
  return [
    {
      id: 'id',
      header: t('columns.id'),
      sortKey: 'id',
      required: true,
      card: 'title',
      nowrap: true,
      cell: (row) => (
        <Stack gap={0}>
          <AnchorLink to="/apps/invoice/preview/$id" params={{ id: String(row.id) }} fw={600} size="sm">
            <Ltr>#{row.id}</Ltr>
          </AnchorLink>
          {row.number && (
            <Text size="xs" c="dimmed">
              <Ltr>{row.number}</Ltr>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'client',
      header: t('columns.client'),
      sortKey: 'client',
      maxWidth: 300,
      cell: (row) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={row.avatar || undefined} name={row.client.name} color="initials" radius="xl" size={34} alt="" />
          <Stack gap={0} miw={0}>
            <UserText size="sm" fw={500} truncate="end">
              {row.client.name}
            </UserText>
            {row.client.companyEmail && (
              <LtrText size="xs" c="dimmed">
                {row.client.companyEmail}
              </LtrText>
            )}
          </Stack>
        </Group>
      ),
    },
    {
      id: 'service',
      header: t('columns.service'),
      hidden: true,
      maxWidth: 240,
      cell: (row) => (
        <UserText size="sm" lineClamp={2}>
          {row.service}
        </UserText>
      ),
    },
    {
      id: 'total',
      header: t('columns.total'),
      sortKey: 'total',
      align: 'end',
      nowrap: true,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {money(row, row.total)}
        </Text>
      ),
    },
    {
      id: 'date',
      header: t('columns.issuedDate'),
      sortKey: 'date',
      nowrap: true,
      cell: (row) => <Text size="sm">{day(row.issuedDate)}</Text>,
    },
    {
      id: 'dueDate',
      header: t('columns.dueDate'),
      hidden: true,
      nowrap: true,
      cell: (row) => <Text size="sm">{day(row.dueDate)}</Text>,
    },
    {
      id: 'balance',
      header: t('columns.balance'),
      sortKey: 'balance',
      align: 'end',
      nowrap: true,
      cell: (row) => <Balance row={row} money={money} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      nowrap: true,
      cell: (row) => <InvoiceStatusBadge value={row.invoiceStatus} miw="max-content" />,
    },
    {
      id: 'source',
      header: t('columns.source'),
      visibleFrom: 'lg',
      nowrap: true,
      cell: (row) => <SourceCell row={row} label={sourceLabel(row.source)} />,
    },
  ];
}

/** Nothing owed reads "Paid"; a negative balance is the client's credit, said in words rather than a minus sign. */
function Balance({ row, money }: { row: Invoice; money: (row: Invoice, amount: number) => string }) {
  const { t } = useTranslation('invoices');
  if (row.balance === 0)
    return (
      <Text size="sm" c="success">
        {t('balance.settled')}
      </Text>
    );
  if (row.balance < 0)
    return (
      <Text size="sm" c="info">
        {t('balance.credit', { amount: money(row, -row.balance) })}
      </Text>
    );
  return (
    <Text size="sm" fw={500}>
      {money(row, row.balance)}
    </Text>
  );
}

/** A row's preview button, and delete for a draft when the reader may delete (the page asks first). */
export function InvoiceRowActions({ row, onDelete }: { row: Invoice; onDelete: ((row: Invoice) => void) | undefined }) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <Tooltip label={t('actions.preview')}>
        <ActionIconLink
          to="/apps/invoice/preview/$id"
          params={{ id: String(row.id) }}
          variant="subtle"
          color="gray"
          aria-label={t('actions.previewOne', { id: row.id })}
        >
          <IconEye size={18} aria-hidden />
        </ActionIconLink>
      </Tooltip>
      {onDelete && row.invoiceStatus === 'Draft' && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="error"
            onClick={() => onDelete(row)}
            aria-label={t('actions.deleteOne', { id: row.id })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}

/**
 * Where the invoice comes from: a case's fees open the case's fees tab, an order its page, for a reader who may read
 * them (a team-only case the reader isn't on still answers "not found" there); a manual invoice is plain text.
 */
function SourceCell({ row, label }: { row: Invoice; label: string }) {
  const { t } = useTranslation('invoices');
  const title = t('columns.openSource', { source: label });
  if (row.sourceId != null && row.source === 'legal-fee' && ability.can('read', 'LegalCase'))
    return (
      <AnchorLink
        to="/legal-cases/$id"
        params={{ id: String(row.sourceId) }}
        search={{ tab: 'fees' }}
        size="sm"
        title={title}
      >
        {label}
      </AnchorLink>
    );
  if (row.sourceId != null && row.source === 'order' && ability.can('read', 'Order'))
    return (
      <AnchorLink to="/apps/ecommerce/order/details/$id" params={{ id: String(row.sourceId) }} size="sm" title={title}>
        {label}
      </AnchorLink>
    );
  return (
    <Text size="sm" c="dimmed">
      {label}
    </Text>
  );
}
