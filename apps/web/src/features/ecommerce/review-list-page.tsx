import { Card, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REVIEW_STATUS_FILTERS, type Review, type ReviewStatusFilter } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ListFooter, ListTable, ListToolbar, useListState } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { ability } from '@/lib/session';
import { reviewList, type ReviewListSearch } from './ecommerce.search';
import { ReviewRowActions, useReviewColumns } from './review-list-table';
import { ReviewSummaryCards } from './review-summary';
import { reviewListQuery, reviewSummaryQuery, useDeleteReview, useSetReviewStatus } from './reviews.api';

export interface ReviewListPageProps {
  search: ReviewListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: ReviewListSearch) => void;
}

/** `/apps/ecommerce/manage-review`: summary widgets, status and rating filters, search, sortable paged list, moderation. */
export function ReviewListPage({ search, onSearchChange }: ReviewListPageProps) {
  const { t } = useTranslation('ecommerce');
  const list = useListState(reviewList, search, onSearchChange);
  const reviews = useQuery(reviewListQuery(list.query));
  const columns = useReviewColumns();
  const summary = useQuery(reviewSummaryQuery());
  const setStatus = useSetReviewStatus();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<Review | null>(null);
  const canUpdate = ability.can('update', 'Review');
  const canDelete = ability.can('delete', 'Review');

  const changeStatus = (review: Review, status: Review['status']) =>
    setStatus.mutate(
      { id: review.id, status },
      {
        onSuccess: () =>
          notifications.show({
            color: 'success',
            message:
              status === 'Published'
                ? t('reviews.toasts.approved', { name: review.reviewer })
                : t('reviews.toasts.unpublished', { name: review.reviewer }),
          }),
        onError: (error) =>
          notifications.show({ color: 'error', message: t('common.saveFailed', { message: error.message }) }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const review = deleting;
    remove.mutate(review.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('reviews.toasts.deleted', { name: review.reviewer }) });
        setDeleting(null);
      },
      onError: (error) =>
        notifications.show({ color: 'error', message: t('common.deleteFailed', { message: error.message }) }),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceReviews" title={t('reviews.title')} />
      {summary.isError && !summary.data ? (
        <LoadErrorAlert title={t('reviews.summary.loadError')} onRetry={() => void summary.refetch()} />
      ) : (
        <ReviewSummaryCards summary={summary.data} />
      )}
      <Card withBorder radius="md" padding={0}>
        <ListToolbar
          state={list}
          searchLabel={t('reviews.search')}
          inlineFilters
          filters={<ReviewFilters search={search} set={list.set} />}
          columns={columns}
        />
        <ListTable
          state={list}
          label={t('reviews.title')}
          columns={columns}
          rows={reviews.data?.reviews}
          query={reviews}
          errorText={t('reviews.loadError')}
          getRowId={(review) => review.id}
          rowActions={
            canUpdate || canDelete
              ? (review) => (
                  <ReviewRowActions
                    review={review}
                    busy={setStatus.isPending && setStatus.variables?.id === review.id}
                    onSetStatus={canUpdate ? changeStatus : undefined}
                    onDelete={canDelete ? setDeleting : undefined}
                  />
                )
              : undefined
          }
        />
        <ListFooter state={list} total={reviews.data?.total} totalCapped={reviews.data?.totalCapped} />
      </Card>
      <ConfirmModal
        opened={deleting !== null}
        title={t('reviews.delete.title')}
        message={t('reviews.delete.confirm', { name: deleting?.reviewer ?? '', product: deleting?.product ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** The status switch and the rating select. */
function ReviewFilters({ search, set }: { search: ReviewListSearch; set: (patch: Partial<ReviewListSearch>) => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t('reviews.filters.status')}
        data={REVIEW_STATUS_FILTERS.map((status) => ({ value: status, label: t(`reviewStatus.${status}`) }))}
        value={search.status ?? 'All'}
        onChange={(value) => set({ status: value === 'All' ? undefined : (value as ReviewStatusFilter) })}
      />
      <Select
        aria-label={t('reviews.filters.rating')}
        placeholder={t('reviews.filters.anyRating')}
        w={150}
        clearable
        data={[5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: t('reviews.summary.stars', { count: stars }),
        }))}
        value={search.rating ? String(search.rating) : null}
        onChange={(value) => set({ rating: value ? (Number(value) as ReviewListSearch['rating']) : undefined })}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
