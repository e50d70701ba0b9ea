import { Avatar, Group, Rating, Stack, Text } from '@mantine/core';
import type { Review } from '@mizan/contracts';
import { IconCircleCheck, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list';
import { PersonCell } from './customer-shared';
import { ReviewStatusBadge } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import { DeleteRowAction, RowAction } from './ecommerce-row-action';

/** The reviews list's columns: names and the review's text wrap, so 1440 px holds them all with the buttons. */
export function useReviewColumns(): ListColumn<Review>[] {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat();
  return [
    {
      id: 'product',
      header: t('reviews.columns.product'),
      sortKey: 'product',
      required: true,
      card: 'title',
      maxWidth: 240,
      cell: (review) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
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
      ),
    },
    {
      id: 'reviewer',
      header: t('reviews.columns.reviewer'),
      sortKey: 'reviewer',
      maxWidth: 240,
      cell: (review) => <PersonCell name={review.reviewer} email={review.email} avatar={review.avatar} />,
    },
    {
      id: 'review',
      header: t('reviews.columns.review'),
      minWidth: 220,
      maxWidth: 360,
      cell: (review) => (
        <Stack gap={2}>
          <Rating
            value={review.review}
            readOnly
            size="xs"
            role="img"
            aria-label={t('reviews.ratingLabel', { count: review.review })}
          />
          <Text size="sm" fw={500} lineClamp={1} dir="auto">
            {review.head}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
            {review.para}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'date',
      header: t('reviews.columns.date'),
      sortKey: 'date',
      nowrap: true,
      cell: (review) => <Text size="sm">{format.date(review.date)}</Text>,
    },
    {
      id: 'status',
      header: t('reviews.columns.status'),
      sortKey: 'status',
      nowrap: true,
      cell: (review) => <ReviewStatusBadge value={review.status} />,
    },
  ];
}

/** A row's approve or unpublish button and its delete button (each only when given). */
export function ReviewRowActions({
  review,
  busy,
  onSetStatus,
  onDelete,
}: {
  review: Review;
  /** Its status change is on its way (the button waits). */
  busy: boolean;
  onSetStatus: ((review: Review, status: Review['status']) => void) | undefined;
  onDelete: ((review: Review) => void) | undefined;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <>
      {onSetStatus &&
        (review.status === 'Pending' ? (
          <RowAction
            tip={t('reviews.actions.approve')}
            label={t('reviews.actions.approveNamed', { name: review.reviewer })}
            icon={IconCircleCheck}
            color="success"
            loading={busy}
            onClick={() => onSetStatus(review, 'Published')}
          />
        ) : (
          <RowAction
            tip={t('reviews.actions.unpublish')}
            label={t('reviews.actions.unpublishNamed', { name: review.reviewer })}
            icon={IconEyeOff}
            loading={busy}
            onClick={() => onSetStatus(review, 'Pending')}
          />
        ))}
      {onDelete && (
        <DeleteRowAction
          label={t('reviews.actions.deleteNamed', { name: review.reviewer })}
          onClick={() => onDelete(review)}
        />
      )}
    </>
  );
}
