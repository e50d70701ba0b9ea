import { Card, Select, Stack, Title } from '@mantine/core';
import { REFERRAL_STATUSES, type ReferralStatus } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFooter, ListTable, ListToolbar, useListState } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { referralList, type ReferralListSearch } from './ecommerce.search';
import { useReferralColumns } from './referral-list-table';
import { ReferralLinkCards, ReferralStatCards } from './referral-overview';
import { referralLinkQuery, referralListQuery, referralStatsQuery } from './referrals.api';

export interface ReferralListPageProps {
  search: ReferralListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: ReferralListSearch) => void;
}

/** `/apps/ecommerce/referrals`: stat cards, the user's referral link, how it works, a filtered sortable paged list. */
export function ReferralListPage({ search, onSearchChange }: ReferralListPageProps) {
  const { t } = useTranslation('ecommerce');
  const list = useListState(referralList, search, onSearchChange);
  const referrals = useQuery(referralListQuery(list.query));
  const stats = useQuery(referralStatsQuery());
  const link = useQuery(referralLinkQuery());
  const columns = useReferralColumns();

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceReferrals" title={t('referrals.title')} />
      <ReferralStatCards stats={stats.data} error={stats.isError} onRetry={() => void stats.refetch()} />
      <ReferralLinkCards link={link.data} error={link.isError} onRetry={() => void link.refetch()} />
      <Card withBorder radius="md" padding={0}>
        <Title order={2} size="h5" px={{ base: 'sm', sm: 'md' }} pt={{ base: 'sm', sm: 'md' }}>
          {t('referrals.listTitle')}
        </Title>
        <ListToolbar
          state={list}
          inlineFilters
          filters={
            <Select
              aria-label={t('referrals.filters.status')}
              placeholder={t('referrals.filters.allStatuses')}
              w={{ base: '100%', xs: 200 }}
              clearable
              data={REFERRAL_STATUSES.map((status) => ({ value: status, label: t(`referralStatus.${status}`) }))}
              value={search.status ?? null}
              onChange={(value) => list.set({ status: (value as ReferralStatus | null) ?? undefined })}
              comboboxProps={{ withinPortal: true }}
            />
          }
          columns={columns}
        />
        <ListTable
          state={list}
          label={t('referrals.listTitle')}
          columns={columns}
          rows={referrals.data?.referrals}
          query={referrals}
          errorText={t('referrals.loadError')}
          getRowId={(referral) => referral.id}
        />
        <ListFooter state={list} total={referrals.data?.total} totalCapped={referrals.data?.totalCapped} />
      </Card>
    </Stack>
  );
}
