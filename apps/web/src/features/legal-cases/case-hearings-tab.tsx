import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail, Hearing } from '@mizan/contracts';
import { IconCalendarPlus, IconEdit, IconExternalLink, IconGavel, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { OfficeZoneLabel, useOfficeTime } from '@/lib/office-time-hooks';
import { Countdown, HEARING_STATUS_COLOR, hearingWhen, useWriteErrorToast, mayChangeCase } from './case-details-shared';
import { HearingFormModal } from './hearing-form-modal';
import { HearingOutcomeModal } from './hearing-outcome-modal';
import { caseHearingsQuery, useCancelHearing } from './hearings.api';
import { isHearingOverdue } from './legal-dates';

type Order = 'asc' | 'desc';

/** Hearings grouped by stage, the stages in order; within a stage by time in the chosen order. */
export function groupHearingsByStage(detail: CaseDetail, hearings: readonly Hearing[], order: Order) {
  const byStage = new Map<number, Hearing[]>();
  for (const hearing of hearings) byStage.set(hearing.stageId, [...(byStage.get(hearing.stageId) ?? []), hearing]);
  const stages = [...detail.stages].sort((a, b) => a.position - b.position);
  const groups = stages
    .filter((stage) => byStage.has(stage.id))
    .map((stage) => ({
      stage,
      hearings: [...(byStage.get(stage.id) ?? [])].sort((a, b) =>
        order === 'asc' ? a.scheduledAt.localeCompare(b.scheduledAt) : b.scheduledAt.localeCompare(a.scheduledAt),
      ),
    }));
  return order === 'asc' ? groups : groups.reverse();
}

/** الجلسات: a timeline per stage; each hearing with its result, and the postponement chain readable both ways. */
export function CaseHearingsTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const hearings = useQuery(caseHearingsQuery(detail.id));
  const [order, setOrder] = useState<Order>('desc');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Hearing | null>(null);
  const [outcomeOf, setOutcomeOf] = useState<Hearing | null>(null);
  const [cancelling, setCancelling] = useState<Hearing | null>(null);
  const cancel = useCancelHearing(detail.id);
  const writeError = useWriteErrorToast(detail.id);
  const time = useOfficeTime();
  const canUpdate = mayChangeCase(detail);

  if (hearings.isError) return <LoadErrorAlert title={t('details.error')} onRetry={() => void hearings.refetch()} />;
  if (!hearings.data) return <Skeleton height={240} radius="md" aria-busy="true" />;
  const list = hearings.data.hearings;
  const byId = new Map(list.map((hearing) => [hearing.id, hearing]));
  const groups = groupHearingsByStage(detail, list, order);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('detailsPage.hearingsCount', { count: list.length })}
          </Text>
          <OfficeZoneLabel />
          <SegmentedControl
            size="xs"
            aria-label={t('detailsPage.order')}
            value={order}
            onChange={(value) => setOrder(value as Order)}
            data={[
              { value: 'desc', label: t('detailsPage.newestFirst') },
              { value: 'asc', label: t('detailsPage.oldestFirst') },
            ]}
          />
        </Group>
        {canUpdate && (
          <Button
            size="xs"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
            disabled={detail.stages.length === 0}
          >
            {t('actions.addHearing')}
          </Button>
        )}
      </Group>

      {list.length === 0 && (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            {t('empty.hearings')}
          </Text>
        </Card>
      )}

      {groups.map(({ stage, hearings: items }) => (
        <Card key={stage.id} withBorder padding="md">
          <Group gap="xs" mb="md" wrap="wrap">
            <Title order={2} size="h5">
              {t('details.hearingsOfStage', { stage: t(`stageType.${stage.type}`) })}
            </Title>
            {stage.courtName && (
              <Text size="sm" c="dimmed">
                {stage.courtName}
                {stage.circuit ? ` — ${stage.circuit}` : ''}
              </Text>
            )}
            {stage.current && (
              <Badge size="sm" variant="light">
                {t('stageFields.current')}
              </Badge>
            )}
          </Group>
          <Timeline bulletSize={22} lineWidth={2} active={-1}>
            {items.map((hearing) => {
              const overdue = hearing.status === 'scheduled' && isHearingOverdue(hearing.scheduledAt);
              const next = hearing.nextHearingId ? byId.get(hearing.nextHearingId) : undefined;
              const previous = hearing.previousHearingId ? byId.get(hearing.previousHearingId) : undefined;
              return (
                <Timeline.Item
                  key={hearing.id}
                  color={overdue ? 'error' : HEARING_STATUS_COLOR[hearing.status]}
                  bullet={<IconGavel size={12} aria-hidden />}
                  title={
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} size="sm" c={overdue ? 'error' : undefined}>
                        {hearingWhen(time, hearing.scheduledAt)}
                      </Text>
                      {hearing.status === 'scheduled' && <Countdown value={hearing.scheduledAt} overdue={overdue} />}
                      <Badge size="sm" variant="outline" color="gray">
                        {t(`hearingKind.${hearing.kind}`)}
                      </Badge>
                      <Badge size="sm" variant="light" color={HEARING_STATUS_COLOR[hearing.status]}>
                        {t(`hearingStatus.${hearing.status}`)}
                      </Badge>
                    </Group>
                  }
                  data-testid={`hearing-${hearing.id}`}
                >
                  <Stack gap={4} mt={4}>
                    {overdue && (
                      <Text size="xs" c="error">
                        {t('list.overdueHint')}
                      </Text>
                    )}
                    {hearing.venue && (
                      <Text size="sm" c="dimmed">
                        {t('hearingFields.venue')}: {hearing.venue}
                      </Text>
                    )}
                    {hearing.remote && (
                      <Text size="sm">
                        {t('hearingFields.remote')}
                        {hearing.remoteLink && (
                          <>
                            {' · '}
                            <Anchor href={hearing.remoteLink} target="_blank" rel="noopener noreferrer" size="sm">
                              <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                              {t('detailsPage.remoteLink')}
                            </Anchor>
                          </>
                        )}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {t('hearingFields.lawyers')}:{' '}
                      {hearing.lawyers.length > 0
                        ? hearing.lawyers.map((lawyer) => lawyer.fullName).join('، ')
                        : t('detailsPage.noLawyers')}
                    </Text>
                    {previous && (
                      <Text size="sm" c="dimmed">
                        {t('detailsPage.continuesFrom', { when: hearingWhen(time, previous.scheduledAt) })}
                      </Text>
                    )}
                    {hearing.result && (
                      <Text size="sm">
                        <Text span fw={600} size="sm">
                          {t('hearingFields.result')}:
                        </Text>{' '}
                        {t(`hearingResult.${hearing.result}`)}
                      </Text>
                    )}
                    {hearing.decision && (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        <Text span fw={600} size="sm">
                          {t('hearingFields.decision')}:
                        </Text>{' '}
                        {hearing.decision}
                      </Text>
                    )}
                    {hearing.postponementReason && (
                      <Text size="sm">
                        <Text span fw={600} size="sm">
                          {t('hearingFields.postponementReason')}:
                        </Text>{' '}
                        {hearing.postponementReason}
                      </Text>
                    )}
                    {next && (
                      <Text size="sm" c="warning">
                        {t('detailsPage.postponedTo', { when: hearingWhen(time, next.scheduledAt) })}
                      </Text>
                    )}
                    {canUpdate && hearing.status === 'scheduled' && (
                      <Group gap="xs" mt={4} wrap="wrap">
                        <Button
                          size="compact-sm"
                          leftSection={<IconGavel size={14} aria-hidden />}
                          onClick={() => setOutcomeOf(hearing)}
                        >
                          {t('actions.recordOutcome')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          leftSection={<IconEdit size={14} aria-hidden />}
                          onClick={() => setEditing(hearing)}
                        >
                          {t('detailsPage.editHearing')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="error"
                          leftSection={<IconX size={14} aria-hidden />}
                          onClick={() => setCancelling(hearing)}
                        >
                          {t('detailsPage.cancelHearing')}
                        </Button>
                      </Group>
                    )}
                  </Stack>
                </Timeline.Item>
              );
            })}
          </Timeline>
        </Card>
      ))}

      <HearingFormModal
        detail={detail}
        opened={adding || editing !== null}
        hearing={editing}
        onClose={() => (setAdding(false), setEditing(null))}
      />
      <HearingOutcomeModal caseId={detail.id} hearing={outcomeOf} onClose={() => setOutcomeOf(null)} />
      <ConfirmModal
        opened={cancelling !== null}
        title={t('detailsPage.cancelHearingTitle')}
        message={
          cancelling ? t('detailsPage.cancelHearingText', { when: hearingWhen(time, cancelling.scheduledAt) }) : ''
        }
        confirmLabel={t('detailsPage.cancelHearing')}
        loading={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              notifications.show({ color: 'success', message: t('detailsPage.hearingCancelled') });
              setCancelling(null);
            },
            onError: (error) => {
              setCancelling(null);
              writeError(error);
            },
          })
        }
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
