import { Card, Divider, Group, Select, Stack, Title } from '@mantine/core';
import { REFERRAL_STATUSES, type ReferralStatus } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ListBody } from './ecommerce-list-body';
import { useListSearchState } from './ecommerce-list-state';
import type { ReferralListSearch } from './ecommerce.search';
import { ReferralListTable } from './referral-list-table';
import { ReferralLinkCards, ReferralStatCards } from './referral-overview';
import { referralLinkQuery, referralListQuery, referralStatsQuery } from './referrals.api';

export interface ReferralListPageProps {
  search: ReferralListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: ReferralListSearch) => void;
}

/** `/apps/ecommerce/referrals`: stat cards, the user's referral link, how it works, a filtered sortable paged table. */
export function ReferralListPage({ search, onSearchChange }: ReferralListPageProps) {
  const { t } = useTranslation('ecommerce');
  const list = useQuery(referralListQuery(search));
  const stats = useQuery(referralStatsQuery());
  const link = useQuery(referralLinkQuery());

  const { update, toggleSort, pager } = useListSearchState(search, onSearchChange);

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
        <ListBody list={list} errorTitle={t('referrals.loadError')} pager={pager}>
          <ReferralListTable rows={list.data?.referrals} search={search} onSort={toggleSort} />
        </ListBody>
      </Card>
    </Stack>
  );
}
