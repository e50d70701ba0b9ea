import { Text } from '@mantine/core';
import type { Referral } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list';
import { Ltr } from '@/components/ltr';
import { PersonCell } from './customer-shared';
import { ReferralStatusBadge } from './ecommerce-badges';

/** The referrals list's columns: every one sorts (spec §7's keys); value and earning are the API's text. */
export function useReferralColumns(): ListColumn<Referral>[] {
  const { t } = useTranslation('ecommerce');
  return [
    {
      id: 'user',
      header: t('referrals.columns.user'),
      sortKey: 'users',
      required: true,
      card: 'title',
      minWidth: 240,
      maxWidth: 360,
      cell: (referral) => <PersonCell name={referral.user} email={referral.email} avatar={referral.avatar} />,
    },
    {
      id: 'referredId',
      header: t('referrals.columns.referredId'),
      sortKey: 'referred-id',
      nowrap: true,
      // "#" and the number isolated together: a bare "#" beside digits moves to their other side in Arabic.
      cell: (referral) => (
        <Text size="sm" span>
          <Ltr>#{referral.referredId}</Ltr>
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('referrals.columns.status'),
      sortKey: 'status',
      nowrap: true,
      cell: (referral) => <ReferralStatusBadge value={referral.status} />,
    },
    {
      id: 'value',
      header: t('referrals.columns.value'),
      sortKey: 'value',
      align: 'end',
      nowrap: true,
      cell: (referral) => (
        <Text size="sm" dir="ltr" span>
          {referral.value}
        </Text>
      ),
    },
    {
      id: 'earning',
      header: t('referrals.columns.earning'),
      sortKey: 'earning',
      align: 'end',
      nowrap: true,
      cell: (referral) => (
        <Text size="sm" fw={500} dir="ltr" span>
          {referral.earning}
        </Text>
      ),
    },
  ];
}
