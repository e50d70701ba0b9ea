import { ActionIcon, Group, Menu, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { CaseListItem } from '@mizan/contracts';
import { IconAlertTriangle, IconDotsVertical, IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText, type ListColumn } from '@/components/list';
import { Ltr } from '@/components/ltr';
import { AnchorLink } from '@/components/router-links';
import { UserText } from '@/components/user-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { CaseOutcomeBadge, CasePriorityBadge, CaseStatusBadge } from './case-list-badges';
import { isHearingOverdue } from './legal-dates';

/**
 * The cases list's columns. At 1440 px the file, title, client, court, status, next hearing, lawyer and priority
 * fit beside the row's menu; the rest wait in the column chooser, and long text is cut to two lines (all of it on
 * hover). The court and the lawyer give way first on a narrower screen (below the theme's `lg`).
 */
export function useCaseColumns(): ListColumn<CaseListItem>[] {
  const { t } = useTranslation('legal-cases');
  return [
    {
      id: 'fileNumber',
      header: t('columns.fileNumber'),
      sortKey: 'fileNumber',
      required: true,
      card: 'title',
      nowrap: true,
      cell: (row) => <FileNumberLink row={row} />,
    },
    {
      id: 'title',
      header: t('columns.title'),
      minWidth: 120,
      maxWidth: 260,
      cell: (row) => <Clamped text={row.title} fw={500} />,
    },
    {
      id: 'clients',
      header: t('columns.clients'),
      maxWidth: 200,
      cell: (row) => <Clamped text={row.clientNames} />,
    },
    {
      id: 'opponents',
      header: t('columns.opponents'),
      hidden: true,
      maxWidth: 200,
      cell: (row) => <Clamped text={row.opponentNames} />,
    },
    {
      id: 'court',
      header: t('columns.court'),
      maxWidth: 190,
      visibleFrom: 'lg',
      cell: (row) => <Court row={row} />,
    },
    {
      id: 'courtCase',
      header: t('columns.courtCase'),
      hidden: true,
      nowrap: true,
      cell: (row) => <CourtCase row={row} />,
    },
    {
      id: 'stage',
      header: t('columns.stage'),
      hidden: true,
      cell: (row) => <Text size="sm">{row.currentStageType ? t(`stageType.${row.currentStageType}`) : '—'}</Text>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      nowrap: true,
      cell: (row) => <CaseStatusBadge value={row.status} miw="max-content" />,
    },
    {
      id: 'outcome',
      header: t('columns.outcome'),
      hidden: true,
      nowrap: true,
      cell: (row) => <CaseOutcomeBadge value={row.outcome} miw="max-content" />,
    },
    {
      id: 'nextHearing',
      header: t('columns.nextHearing'),
      sortKey: 'nextHearing',
      cell: (row) => <NextHearing at={row.nextHearingAt} />,
    },
    {
      id: 'lastDecision',
      header: t('columns.lastDecision'),
      hidden: true,
      maxWidth: 240,
      cell: (row) => <Clamped text={row.lastDecision} />,
    },
    {
      id: 'lawyer',
      header: t('columns.lawyer'),
      maxWidth: 150,
      visibleFrom: 'lg',
      cell: (row) => <Clamped text={row.responsibleLawyer?.fullName ?? ''} />,
    },
    {
      id: 'priority',
      header: t('columns.priority'),
      sortKey: 'priority',
      nowrap: true,
      cell: (row) => <CasePriorityBadge value={row.priority} miw="max-content" />,
    },
    {
      id: 'updatedAt',
      header: t('columns.updatedAt'),
      sortKey: 'updatedAt',
      hidden: true,
      nowrap: true,
      cell: (row) => <UpdatedAt at={row.updatedAt} />,
    },
  ];
}

function FileNumberLink({ row }: { row: CaseListItem }) {
  return (
    <AnchorLink to="/legal-cases/$id" params={{ id: String(row.id) }} fw={600} size="sm">
      <Ltr>{row.fileNumber}</Ltr>
    </AnchorLink>
  );
}

/** Phones: one card per case with what a lawyer looks for on the move (file, title, parties, court, hearing, status). */
export function CaseCard({ row, canUpdate }: { row: CaseListItem; canUpdate: boolean }) {
  const { t } = useTranslation('legal-cases');
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} miw={0}>
          <FileNumberLink row={row} />
          <UserText size="sm" fw={500} lineClamp={2}>
            {row.title}
          </UserText>
        </Stack>
        <CaseRowActions row={row} canUpdate={canUpdate} />
      </Group>
      <Group gap={6} mt="xs" wrap="wrap">
        <CaseStatusBadge value={row.status} size="sm" />
        {row.outcome !== 'pending' && <CaseOutcomeBadge value={row.outcome} size="sm" />}
        <CasePriorityBadge value={row.priority} size="sm" />
        {row.currentStageType && (
          <Text size="xs" c="dimmed">
            {t(`stageType.${row.currentStageType}`)}
          </Text>
        )}
      </Group>
      <Stack gap={4} mt="xs">
        {row.clientNames && (
          <Labelled label={t('fields.clients')}>
            <UserText span inherit>
              {row.clientNames}
            </UserText>
          </Labelled>
        )}
        {row.opponentNames && (
          <Labelled label={t('fields.opponents')}>
            <UserText span inherit>
              {row.opponentNames}
            </UserText>
          </Labelled>
        )}
        {row.currentCourtName && (
          <Labelled label={t('stageFields.court')}>
            <UserText span inherit>
              {row.currentCourtName}
            </UserText>
            {row.currentCircuit && (
              <>
                {' · '}
                <UserText span inherit>
                  {row.currentCircuit}
                </UserText>
              </>
            )}
            {row.currentCourtCaseNumber && (
              <>
                {' · '}
                <Ltr>{courtCaseText(row)}</Ltr>
              </>
            )}
          </Labelled>
        )}
        <NextHearing at={row.nextHearingAt} compact />
      </Stack>
    </>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="xs" lineClamp={2}>
      <Text span c="dimmed" size="xs">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** Long text people typed, kept to two lines; the whole of it on hover. */
function Clamped({ text, fw }: { text: string; fw?: number }) {
  if (!text)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <UserText size="sm" fw={fw} lineClamp={2} title={text}>
      {text}
    </UserText>
  );
}

function Court({ row }: { row: CaseListItem }) {
  return (
    <>
      <UserText size="sm" lineClamp={2} title={row.currentCourtName || undefined}>
        {row.currentCourtName || '—'}
      </UserText>
      {row.currentCircuit && (
        <UserText size="xs" c="dimmed" lineClamp={1} title={row.currentCircuit}>
          {row.currentCircuit}
        </UserText>
      )}
    </>
  );
}

const courtCaseText = (row: CaseListItem) =>
  row.currentCourtCaseYear ? `${row.currentCourtCaseNumber}/${row.currentCourtCaseYear}` : row.currentCourtCaseNumber;

function CourtCase({ row }: { row: CaseListItem }) {
  if (!row.currentCourtCaseNumber)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return <LtrText>{courtCaseText(row)}</LtrText>;
}

/** The date and time (with the Hijri day in Arabic) and "in 3 days"; red with the reason when its result is missing. */
function NextHearing({ at, compact = false }: { at: string | null; compact?: boolean }) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  if (!at)
    return (
      <Text size={compact ? 'xs' : 'sm'} c="dimmed">
        {t('list.noHearing')}
      </Text>
    );
  const parts = time.dateTimeParts(at, 'medium');
  const relative = time.relativeDays(at);
  const overdue = isHearingOverdue(at);
  const color = overdue ? 'error' : undefined;
  if (compact)
    return (
      <Text size="xs" c={color} fw={overdue ? 600 : undefined}>
        {overdue && <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />}
        {t('listPage.hearingAt', {
          when: parts ? (parts.hijri ? `${parts.gregorian} (${parts.hijri})` : parts.gregorian) : at,
        })}{' '}
        · {relative}
        {overdue && ` · ${t('list.overdueHint')}`}
      </Text>
    );
  const body = (
    <Stack gap={0} data-overdue={overdue || undefined}>
      <Text size="sm" c={color} fw={overdue ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {parts?.gregorian ?? at}
      </Text>
      {parts?.hijri && (
        <Text size="xs" c="dimmed">
          {parts.hijri}
        </Text>
      )}
      <Group gap={4} wrap="nowrap">
        {overdue && <IconAlertTriangle size={14} color="var(--mantine-color-error-filled)" aria-hidden />}
        <Text size="xs" c={color ?? 'dimmed'}>
          {relative}
        </Text>
        {overdue && <VisuallyHidden>{t('list.overdueHint')}</VisuallyHidden>}
      </Group>
    </Stack>
  );
  return overdue ? (
    <Tooltip label={t('list.overdueHint')} withArrow>
      {body}
    </Tooltip>
  ) : (
    body
  );
}

function UpdatedAt({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const time = useOfficeTime();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <Text size="sm">{at}</Text>;
  return (
    <Text size="sm" title={time.dateTime(at)}>
      {new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        calendar: 'gregory',
        timeZone: time.timeZone,
      }).format(date)}
    </Text>
  );
}

/** A case's menu: view, and edit for those allowed. */
export function CaseRowActions({ row, canUpdate }: { row: CaseListItem; canUpdate: boolean }) {
  const { t } = useTranslation('legal-cases');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('listPage.rowActions', { fileNumber: row.fileNumber })}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEye size={16} aria-hidden />}
          renderRoot={(props) => <Link {...props} to="/legal-cases/$id" params={{ id: String(row.id) }} />}
        >
          {t('actions.view')}
        </Menu.Item>
        {canUpdate && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/legal-cases/edit/$id" params={{ id: String(row.id) }} />}
          >
            {t('actions.edit')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
