import { Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ApiError } from '@/lib/api';

/** Numbers and dates of the user view in the reader's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  return {
    number: (value: number) =>
      new Intl.NumberFormat(i18n.language, { notation: value >= 10_000 ? 'compact' : 'standard' }).format(value),
    date: (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value)),
    dateTime: (value: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
  };
}

/**
 * A section's loading and error states. A 403 is not a failure to retry: the server keeps this part to the account's
 * owner and administrators, and says so calmly.
 */
export function QueryState({
  error,
  onRetry,
  loading,
}: {
  error: Error | null;
  onRetry: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation('users');
  if (error instanceof ApiError && error.status === 403)
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('view.privateOnly')}
      </Text>
    );
  if (error) return <LoadErrorAlert title={t('common:states.error')} onRetry={onRetry} />;
  if (loading) return <Skeleton height={120} />;
  return null;
}

/** A query's rows as a table, with its loading, error and empty states. */
export function QueryTable<T extends { id: number }>({
  query,
  rows,
  headers,
  row,
}: {
  query: { error: Error | null; refetch: () => unknown };
  rows: T[] | undefined;
  headers: string[];
  row: (item: T) => ReactNode;
}) {
  if (!rows) return <QueryState error={query.error} loading onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={item.id}>{row(item)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function Empty() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="md" size="sm">
      {t('common:states.empty')}
    </Text>
  );
}
