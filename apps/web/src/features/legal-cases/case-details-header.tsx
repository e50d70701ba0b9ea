import { Button, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CASE_TRANSITIONS, type CaseDetail, type CaseStatus, type Hearing } from '@mizan/contracts';
import {
  IconArrowUpRight,
  IconCalendarPlus,
  IconChevronDown,
  IconDots,
  IconEdit,
  IconGavel,
  IconLayoutKanban,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { Ltr } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { OfficeZoneLabel, useOfficeTime } from '@/lib/office-time-hooks';
import { ability } from '@/lib/session';
import { Countdown, hearingWhen, useWriteErrorToast, mayChangeCase } from './case-details-shared';
import { CaseOutcomeBadge, CaseStatusBadge } from './case-list-badges';
import { CaseTransitionModal, transitionKind, transitionLabelKey } from './case-transition-modal';
import { HearingFormModal } from './hearing-form-modal';
import { HearingOutcomeModal } from './hearing-outcome-modal';
import { caseHearingsQuery } from './hearings.api';
import { useDeleteCase, useOpenCaseBoard } from './legal-cases.api';
import { isHearingOverdue } from './legal-dates';
import { StagePromoteModal } from './stage-promote-modal';

/** The moves offered from a status: CASE_TRANSITIONS, less restoring from the archive for non-admins. */
export function offeredTransitions(status: CaseStatus, canManage: boolean): CaseStatus[] {
  return CASE_TRANSITIONS[status].filter(() => status !== 'archived' || canManage);
}

/** The hearing whose outcome is due: the oldest one still scheduled (the one the case's next hearing points at). */
export function hearingAwaitingOutcome(hearings: readonly Hearing[] | undefined): Hearing | null {
  const waiting = (hearings ?? []).filter((hearing) => hearing.status === 'scheduled');
  waiting.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return waiting[0] ?? null;
}

interface Action {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  /** Why it is disabled (a tooltip). */
  hint?: string;
  onClick?: () => void;
  /** A link instead of a button. */
  to?: string;
  newTab?: boolean;
  variant?: 'filled' | 'light' | 'default' | 'subtle';
}

/** Title, file number, badges, stage and court, the next hearing's countdown, and every action on the case. */
export function CaseDetailsHeader({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const hearings = useQuery(caseHearingsQuery(detail.id));
  const remove = useDeleteCase();
  const openBoard = useOpenCaseBoard(detail.id);
  const writeError = useWriteErrorToast(detail.id);
  const [transitionTo, setTransitionTo] = useState<CaseStatus | null>(null);
  const [addingHearing, setAddingHearing] = useState(false);
  const [outcomeOf, setOutcomeOf] = useState<Hearing | null>(null);
  const [promoting, setPromoting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const canUpdate = ability.can('update', 'LegalCase');
  const canChange = mayChangeCase(detail);
  const canManage = ability.can('manage', 'LegalCase');
  const canDelete = ability.can('delete', 'LegalCase') || canManage;
  const currentStage = detail.stages.find((stage) => stage.current) ?? detail.stages.at(-1) ?? null;
  const awaiting = hearingAwaitingOutcome(hearings.data?.hearings);
  const overdue = isHearingOverdue(detail.nextHearingAt);

  const actions: Action[] = [];
  if (canChange) {
    actions.push(
      {
        key: 'recordOutcome',
        label: t('actions.recordOutcome'),
        icon: <IconGavel size={16} aria-hidden />,
        variant: 'filled',
        disabled: !awaiting,
        hint: awaiting ? undefined : t('detailsPage.noUnrecordedHearing'),
        onClick: () => setOutcomeOf(awaiting),
      },
      {
        key: 'addHearing',
        label: t('actions.addHearing'),
        icon: <IconCalendarPlus size={16} aria-hidden />,
        variant: 'light',
        disabled: detail.stages.length === 0,
        hint: detail.stages.length === 0 ? t('detailsPage.needsStageFirst') : undefined,
        onClick: () => setAddingHearing(true),
      },
      {
        key: 'promote',
        label: t('actions.promoteStage'),
        icon: <IconArrowUpRight size={16} aria-hidden />,
        disabled: !currentStage?.judgment,
        hint: currentStage?.judgment ? undefined : t('transitions.promoteNeedsJudgment'),
        onClick: () => setPromoting(true),
      },
    );
  }
  if (canUpdate) {
    actions.push(
      ...offeredTransitions(detail.status, canManage).map((to): Action => ({
        key: `to-${to}`,
        label: t(transitionLabelKey(transitionKind(detail.status, to))),
        color: to === 'closed' || to === 'suspended' ? 'warning' : undefined,
        onClick: () => setTransitionTo(to),
      })),
    );
  }
  if (ability.can('read', 'Kanban') && ability.can('create', 'Kanban'))
    actions.push({
      key: 'board',
      label: t('actions.openBoard'),
      icon: <IconLayoutKanban size={16} aria-hidden />,
      onClick: () =>
        openBoard.mutate(undefined, {
          onSuccess: ({ id }) => void navigate({ to: '/apps/kanban', search: { kanbanId: id } }),
          onError: (error) => writeError(error, t('detailsPage.openBoardFailed')),
        }),
    });
  actions.push({
    key: 'print',
    label: t('actions.printSummary'),
    icon: <IconPrinter size={16} aria-hidden />,
    to: `/legal-cases/print/${detail.id}`,
    newTab: true,
  });
  if (canChange)
    actions.push({
      key: 'edit',
      label: t('actions.edit'),
      icon: <IconEdit size={16} aria-hidden />,
      to: `/legal-cases/edit/${detail.id}`,
    });
  if (canDelete)
    actions.push({
      key: 'delete',
      label: t('actions.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      color: 'error',
      onClick: () => setDeleting(true),
    });

  const confirmDelete = () =>
    remove.mutate(detail.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('toasts.deleted') });
        setDeleting(false);
        void navigate({ to: '/legal-cases' });
      },
      onError: (error) => {
        setDeleting(false);
        writeError(error, t('detailsPage.deleteFailed'));
      },
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={detail.title}
        titleIsUserText
        documentTitle={`${detail.fileNumber} · ${detail.title}`}
        trail={[{ label: t('breadcrumbs.legalCases'), to: '/legal-cases' }, { label: detail.fileNumber }]}
        actions={phone ? <ActionsMenu actions={actions} /> : undefined}
      />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('fields.fileNumber')}: <Ltr>{detail.fileNumber}</Ltr>
            </Text>
            <CaseStatusBadge value={detail.status} />
            <CaseOutcomeBadge value={detail.outcome} />
          </Group>
          <Group gap="lg" wrap="wrap" align="flex-start">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('detailsPage.currentStage')}
              </Text>
              <Text size="sm">
                {currentStage ? t(`stageType.${currentStage.type}`) : t('detailsPage.noStage')}
                {detail.currentCourtName ? ` — ${detail.currentCourtName}` : ''}
                {detail.currentCircuit ? ` — ${detail.currentCircuit}` : ''}
              </Text>
              {detail.currentCourtCaseNumber && (
                <Text size="xs" c="dimmed">
                  {t('stageFields.courtCaseNumber')}:{' '}
                  <Ltr>
                    {detail.currentCourtCaseNumber}
                    {detail.currentCourtCaseYear ? `/${detail.currentCourtCaseYear}` : ''}
                  </Ltr>
                </Text>
              )}
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('fields.nextHearingAt')}
              </Text>
              {detail.nextHearingAt ? (
                <Group gap={6} wrap="wrap">
                  <Text size="sm" c={overdue ? 'error' : undefined}>
                    {hearingWhen(time, detail.nextHearingAt)}
                  </Text>
                  <OfficeZoneLabel at={detail.nextHearingAt} />
                  <Countdown value={detail.nextHearingAt} overdue={overdue} />
                  {overdue && (
                    <Text size="xs" c="error">
                      ({t('list.overdueHint')})
                    </Text>
                  )}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('detailsPage.noNextHearing')}
                </Text>
              )}
            </Stack>
          </Group>
          {!phone && <ActionButtons actions={actions} />}
        </Stack>
      </Card>

      <CaseTransitionModal detail={detail} to={transitionTo} onClose={() => setTransitionTo(null)} />
      <HearingFormModal detail={detail} opened={addingHearing} onClose={() => setAddingHearing(false)} />
      <HearingOutcomeModal caseId={detail.id} hearing={outcomeOf} onClose={() => setOutcomeOf(null)} />
      <StagePromoteModal
        caseId={detail.id}
        stage={promoting ? currentStage : null}
        onClose={() => setPromoting(false)}
      />
      <ConfirmModal
        opened={deleting}
        title={t('transitions.deleteTitle')}
        message={t('transitions.deleteText', { fileNumber: detail.fileNumber })}
        confirmLabel={t('actions.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

function ActionButtons({ actions }: { actions: Action[] }) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="case-actions">
      {actions.map((action) => {
        const common = {
          size: 'xs' as const,
          variant: action.variant ?? (action.color === 'error' ? 'subtle' : 'default'),
          color: action.color,
          leftSection: action.icon,
        };
        const button = action.to ? (
          <Button
            key={action.key}
            {...common}
            component={Link}
            to={action.to}
            target={action.newTab ? '_blank' : undefined}
          >
            {action.label}
          </Button>
        ) : (
          <Button key={action.key} {...common} disabled={action.disabled} onClick={action.onClick}>
            {action.label}
          </Button>
        );
        return action.hint ? (
          <Tooltip key={action.key} label={action.hint} withArrow>
            {/* A disabled button gets no pointer events; the wrapper still shows the reason. */}
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}

function ActionsMenu({ actions }: { actions: Action[] }) {
  const { t } = useTranslation('legal-cases');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconDots size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('actions.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) =>
          action.to ? (
            <Menu.Item
              key={action.key}
              leftSection={action.icon}
              component={Link}
              to={action.to}
              target={action.newTab ? '_blank' : undefined}
            >
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.key}
              leftSection={action.icon}
              color={action.color}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
              {action.disabled && action.hint && (
                <Text size="xs" c="dimmed">
                  {action.hint}
                </Text>
              )}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
