import { Avatar, Group, Stack, Table, Text } from '@mantine/core';
import type { Referral, ReferralSortKey } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { SortableTh } from '@/components/sortable-th';
import { ReferralStatusBadge } from './ecommerce-badges';
import type { ReferralListSearch } from './ecommerce.search';

const COLUMNS = 5;

/** The referrals table: every column sorts (spec §7's keys); value and earning are the API's text. */
export function ReferralListTable({
  rows,
  search,
  onSort,
}: {
  rows: Referral[] | undefined;
  search: ReferralListSearch;
  onSort: (key: ReferralSortKey) => void;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableTh sortKey="users" sort={search} onSort={onSort} miw={240}>
              {t('referrals.columns.user')}
            </SortableTh>
            <SortableTh sortKey="referred-id" sort={search} onSort={onSort}>
              {t('referrals.columns.referredId')}
            </SortableTh>
            <SortableTh sortKey="status" sort={search} onSort={onSort}>
              {t('referrals.columns.status')}
            </SortableTh>
            <SortableTh sortKey="value" sort={search} onSort={onSort}>
              {t('referrals.columns.value')}
            </SortableTh>
            <SortableTh sortKey="earning" sort={search} onSort={onSort}>
              {t('referrals.columns.earning')}
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            <TableLoadingRows columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <TableEmptyRow columns={COLUMNS} />
          ) : (
            rows.map((referral) => (
              <Table.Tr key={referral.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
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
                      <Text size="xs" c="dimmed" dir="ltr" truncate>
                        {referral.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="ltr" span>
                    #{referral.referredId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ReferralStatusBadge value={referral.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="ltr" span>
                    {referral.value}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} dir="ltr" span>
                    {referral.earning}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
