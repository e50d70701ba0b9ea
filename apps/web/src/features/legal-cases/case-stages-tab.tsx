import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CaseDetail, CaseStage } from '@mizan/contracts';
import { IconArrowUpRight, IconEdit, IconGavel, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { Countdown, DetailItem, LegalDate, mayChangeCase } from './case-details-shared';
import { formatMoney } from './case-overview-tab';
import { StageFormModal } from './stage-form-modal';
import { StageJudgmentModal } from './stage-judgment-modal';
import { StagePromoteModal } from './stage-promote-modal';

/** مراحل التقاضي والأحكام: each court level with its court, numbers, dates, judgment and appeal deadline. */
export function CaseStagesTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const canUpdate = mayChangeCase(detail);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CaseStage | null>(null);
  const [judging, setJudging] = useState<CaseStage | null>(null);
  const [promoting, setPromoting] = useState<CaseStage | null>(null);
  // The current stage first, then back through the earlier ones.
  const stages = [...detail.stages].sort((a, b) => b.position - a.position);

  return (
    <Stack gap="md">
      {canUpdate && (
        <Group justify="flex-end">
          <Button size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('actions.addStage')}
          </Button>
        </Group>
      )}
      {stages.length === 0 && (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">
            {t('empty.stages')}
          </Text>
        </Card>
      )}
      {stages.map((stage) => (
        <StageCard
          key={stage.id}
          stage={stage}
          currency={detail.currency}
          canUpdate={canUpdate}
          onEdit={() => setEditing(stage)}
          onJudgment={() => setJudging(stage)}
          onPromote={() => setPromoting(stage)}
        />
      ))}
      <StageFormModal
        caseId={detail.id}
        opened={adding || editing !== null}
        stage={editing}
        onClose={() => (setAdding(false), setEditing(null))}
      />
      <StageJudgmentModal
        caseId={detail.id}
        currency={detail.currency}
        stage={judging}
        onClose={() => setJudging(null)}
      />
      <StagePromoteModal caseId={detail.id} stage={promoting} onClose={() => setPromoting(null)} />
    </Stack>
  );
}

function StageCard({
  stage,
  currency,
  canUpdate,
  onEdit,
  onJudgment,
  onPromote,
}: {
  stage: CaseStage;
  currency: string;
  canUpdate: boolean;
  onEdit: () => void;
  onJudgment: () => void;
  onPromote: () => void;
}) {
  const { t, i18n } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const judgment = stage.judgment;
  const year =
    stage.courtCaseYear != null
      ? stage.courtCaseYearCalendar === 'hijri'
        ? t('details.hijriYear', { year: stage.courtCaseYear })
        : t('details.gregorianYear', { year: stage.courtCaseYear })
      : '';
  const left = stage.appealDeadline ? time.daysFromToday(stage.appealDeadline) : null;
  const deadlinePassed = left !== null && left < 0;
  const stageName = t(`stageType.${stage.type}`);

  return (
    <Card withBorder padding="md" data-testid={`stage-${stage.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h5">
              {stageName}
            </Title>
            {stage.current && <Badge variant="filled">{t('stageFields.current')}</Badge>}
          </Group>
          {canUpdate && (
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconEdit size={14} aria-hidden />}
                onClick={onEdit}
                aria-label={`${t('detailsPage.editStage')} — ${stageName}`}
              >
                {t('detailsPage.editStage')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconGavel size={14} aria-hidden />}
                onClick={onJudgment}
              >
                {judgment ? t('detailsPage.editJudgment') : t('actions.recordJudgment')}
              </Button>
              {stage.current && judgment && (
                <Button size="compact-sm" leftSection={<IconArrowUpRight size={14} aria-hidden />} onClick={onPromote}>
                  {t('actions.promoteStage')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <DetailItem label={t('stageFields.court')}>
            <Text size="sm" c={stage.courtName ? undefined : 'dimmed'}>
              {stage.courtName || t('detailsPage.noCourt')}
            </Text>
          </DetailItem>
          <DetailItem label={t('stageFields.circuit')}>
            <Text size="sm">{stage.circuit || t('detailsPage.none')}</Text>
          </DetailItem>
          <DetailItem label={t('stageFields.judge')}>
            <Text size="sm">{stage.judge || t('detailsPage.none')}</Text>
          </DetailItem>
          <DetailItem label={t('stageFields.courtCaseNumber')}>
            <Text size="sm">
              {stage.courtCaseNumber ? <Ltr>{stage.courtCaseNumber}</Ltr> : t('detailsPage.none')}
              {year ? ` · ${year}` : null}
            </Text>
          </DetailItem>
          <DetailItem label={t('stageFields.filedAt')}>
            <LegalDate value={stage.filedAt} />
          </DetailItem>
          <DetailItem label={t('stageFields.endedAt')}>
            <LegalDate value={stage.endedAt} />
          </DetailItem>
        </SimpleGrid>
        <Divider label={t('stageFields.judgment')} labelPosition="left" />
        {judgment ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <DetailItem label={t('stageFields.judgmentNumber')}>
                <Text size="sm">{judgment.number ? <Ltr>{judgment.number}</Ltr> : t('detailsPage.none')}</Text>
              </DetailItem>
              <DetailItem label={t('stageFields.judgmentDate')}>
                <LegalDate value={judgment.date} />
              </DetailItem>
              <DetailItem label={t('stageFields.judgmentType')}>
                <Text size="sm">{judgment.type || t('detailsPage.none')}</Text>
              </DetailItem>
              <DetailItem label={t('stageFields.judgmentFinal')}>
                <Badge variant="light" color={judgment.final ? 'success' : 'warning'}>
                  {judgment.final ? t('detailsPage.finalBadge') : t('detailsPage.notFinal')}
                </Badge>
              </DetailItem>
              <DetailItem label={t('stageFields.judgmentAmount')}>
                <Text size="sm">
                  {judgment.amount ? (
                    <Ltr>{formatMoney(judgment.amount, currency, i18n.language)}</Ltr>
                  ) : (
                    t('detailsPage.none')
                  )}
                </Text>
              </DetailItem>
              <DetailItem label={t('stageFields.deedNumber')}>
                <Text size="sm">{judgment.deedNumber ? <Ltr>{judgment.deedNumber}</Ltr> : t('detailsPage.none')}</Text>
              </DetailItem>
              {stage.appealDeadline && (
                <DetailItem label={t('stageFields.appealDeadline')}>
                  <Group gap={6} wrap="wrap">
                    <LegalDate value={stage.appealDeadline} c={deadlinePassed ? 'dimmed' : undefined} />
                    <Countdown value={stage.appealDeadline} overdue={left !== null && left >= 0 && left <= 7} />
                  </Group>
                </DetailItem>
              )}
            </SimpleGrid>
            {judgment.summary && (
              <DetailItem label={t('stageFields.judgmentSummary')}>
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {judgment.summary}
                </Text>
              </DetailItem>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('stageFields.noJudgment')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
