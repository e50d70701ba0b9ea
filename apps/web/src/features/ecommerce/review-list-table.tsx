import { Avatar, Group, Rating, Stack, Table, Text } from '@mantine/core';
import type { Review, ReviewSortKey } from '@mizan/contracts';
import { IconCircleCheck, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { PlainTh, SortableTh } from '@/components/sortable-th';
import { ReviewStatusBadge } from './ecommerce-badges';
import type { ReviewListSearch } from './ecommerce.search';
import { useEcommerceFormat } from './ecommerce-format';
import { DeleteRowAction, RowAction } from './ecommerce-row-action';

export interface ReviewListTableProps {
  /** Undefined while the first page loads. */
  rows: Review[] | undefined;
  search: ReviewListSearch;
  canUpdate: boolean;
  canDelete: boolean;
  /** The review whose status change is on its way (its buttons wait). */
  busyId: number | null;
  onSort: (key: ReviewSortKey) => void;
  onSetStatus: (review: Review, status: Review['status']) => void;
  onDelete: (review: Review) => void;
}

/** The reviews table; it scrolls sideways on a phone. */
export function ReviewListTable({
  rows,
  search,
  canUpdate,
  canDelete,
  busyId,
  onSort,
  onSetStatus,
  onDelete,
}: ReviewListTableProps) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat();
  const showActions = canUpdate || canDelete;
  const columns = showActions ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableTh sortKey="product" sort={search} onSort={onSort} miw={200}>
              {t('reviews.columns.product')}
            </SortableTh>
            <SortableTh sortKey="reviewer" sort={search} onSort={onSort} miw={200}>
              {t('reviews.columns.reviewer')}
            </SortableTh>
            <PlainTh miw={260}>{t('reviews.columns.review')}</PlainTh>
            <SortableTh sortKey="date" sort={search} onSort={onSort}>
              {t('reviews.columns.date')}
            </SortableTh>
            <SortableTh sortKey="status" sort={search} onSort={onSort} miw={130}>
              {t('reviews.columns.status')}
            </SortableTh>
            {showActions && <PlainTh>{t('common.actions')}</PlainTh>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            <TableLoadingRows columns={columns} />
          ) : rows.length === 0 ? (
            <TableEmptyRow columns={columns} />
          ) : (
            rows.map((review) => (
              <Table.Tr key={review.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar
                      src={review.productImage ?? undefined}
                      name={review.product}
                      color="initials"
                      radius="sm"
                      size={38}
                      alt=""
                    />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500} lineClamp={1}>
                        {review.product}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {review.companyName}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar
                      src={review.avatar || undefined}
                      name={review.reviewer}
                      color="initials"
                      radius="xl"
                      size={34}
                      alt=""
                    />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500} lineClamp={1}>
                        {review.reviewer}
                      </Text>
                      <Text size="xs" c="dimmed" dir="ltr" truncate>
                        {review.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Rating
                      value={review.review}
                      readOnly
                      size="xs"
                      aria-label={t('reviews.ratingLabel', { count: review.review })}
                    />
                    <Text size="sm" fw={500} lineClamp={1} dir="auto">
                      {review.head}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2} maw={360} dir="auto">
                      {review.para}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.date(review.date)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ReviewStatusBadge value={review.status} />
                </Table.Td>
                {showActions && (
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      {canUpdate &&
                        (review.status === 'Pending' ? (
                          <RowAction
                            tip={t('reviews.actions.approve')}
                            label={t('reviews.actions.approveNamed', { name: review.reviewer })}
                            icon={IconCircleCheck}
                            color="success"
                            loading={busyId === review.id}
                            onClick={() => onSetStatus(review, 'Published')}
                          />
                        ) : (
                          <RowAction
                            tip={t('reviews.actions.unpublish')}
                            label={t('reviews.actions.unpublishNamed', { name: review.reviewer })}
                            icon={IconEyeOff}
                            loading={busyId === review.id}
                            onClick={() => onSetStatus(review, 'Pending')}
                          />
                        ))}
                      {canDelete && (
                        <DeleteRowAction
                          label={t('reviews.actions.deleteNamed', { name: review.reviewer })}
                          onClick={() => onDelete(review)}
                        />
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
