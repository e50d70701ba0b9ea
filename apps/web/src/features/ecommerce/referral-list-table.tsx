import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Referral } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { LtrText, type ListColumn } from '@/components/list';
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
      cell: (referral) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar
            src={referral.avatar || undefined}
            name={referral.user}
            color="initials"
            radius="xl"
            size={34}
            alt=""
          />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} lineClamp={1}>
              {referral.user}
            </Text>
            <LtrText size="xs" c="dimmed">
              {referral.email}
            </LtrText>
          </Stack>
        </Group>
      ),
    },
    {
      id: 'referredId',
      header: t('referrals.columns.referredId'),
      sortKey: 'referred-id',
      nowrap: true,
      cell: (referral) => (
        <Text size="sm" dir="ltr" span>
          #{referral.referredId}
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
