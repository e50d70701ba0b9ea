import { Card, Divider, Group, Select, Stack, Title } from '@mantine/core';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS, REFERRAL_STATUSES, type ReferralStatus } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { TableFooter } from '@/components/table-footer';
import { nextSort } from './category-sortable-th';
import type { ReferralListSearch } from './ecommerce.search';
import { ReferralListTable } from './referral-list-table';
import { ReferralLinkCards, ReferralStatCards } from './referral-overview';
import { referralLinkQuery, referralListQuery, referralStatsQuery } from './referrals.api';

export interface ReferralListPageProps {
  search: ReferralListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: ReferralListSearch) => void;
}

const PAGE_SIZES = [...PAGE_SIZE_OPTIONS, -1] as const;

/** `/apps/ecommerce/referrals`: stat cards, the user's referral link, how it works, a filtered sortable paged table. */
export function ReferralListPage({ search, onSearchChange }: ReferralListPageProps) {
  const { t } = useTranslation('ecommerce');
  const list = useQuery(referralListQuery(search));
  const stats = useQuery(referralStatsQuery());
  const link = useQuery(referralLinkQuery());
  const size = search.itemsPerPage ?? PAGE_SIZE_DEFAULT;

  const update = (patch: Partial<ReferralListSearch>, keepPage = false) => {
    const next: ReferralListSearch = { ...search, ...patch, ...(keepPage ? {} : { page: undefined }) };
    for (const key of Object.keys(next) as (keyof ReferralListSearch)[]) if (next[key] === undefined) delete next[key];
    onSearchChange(next);
  };

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceReferrals" title={t('referrals.title')} />
      <ReferralStatCards stats={stats.data} error={stats.isError} onRetry={() => void stats.refetch()} />
      <ReferralLinkCards link={link.data} error={link.isError} onRetry={() => void link.refetch()} />
      <Card withBorder radius="md" padding={0}>
        <Group p="md" gap="sm" justify="space-between" wrap="wrap">
          <Title order={2} size="h5">
            {t('referrals.listTitle')}
          </Title>
          <Select
            aria-label={t('referrals.filters.status')}
            placeholder={t('referrals.filters.allStatuses')}
            w={{ base: '100%', xs: 200 }}
            clearable
            data={REFERRAL_STATUSES.map((status) => ({ value: status, label: t(`referralStatus.${status}`) }))}
            value={search.status ?? null}
            onChange={(value) => update({ status: (value as ReferralStatus | null) ?? undefined })}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Divider />
        {list.isError && !list.data ? (
          <LoadErrorAlert m="md" title={t('referrals.loadError')} onRetry={() => void list.refetch()} />
        ) : (
          <ReferralListTable rows={list.data?.referrals} search={search} onSort={(key) => update(nextSort(search, key), true)} />
        )}
        {list.data && list.data.total > 0 && (
          <>
            <Divider />
            <TableFooter
              sizes={PAGE_SIZES}
              size={size}
              onSizeChange={(next) => update({ itemsPerPage: next === PAGE_SIZE_DEFAULT ? undefined : next })}
              total={list.data.total}
              totalCapped={list.data.totalCapped}
              page={search.page ?? 1}
              onPageChange={(page) => update({ page: page === 1 ? undefined : page }, true)}
            />
          </>
        )}
      </Card>
    </Stack>
  );
}
