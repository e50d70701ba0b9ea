import {
  ActionIcon,
  Anchor,
  type AnchorProps,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { CaseListItem, CaseSortKey } from '@mizan/contracts';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconDotsVertical,
  IconEye,
  IconFilterOff,
  IconPencil,
  IconSelector,
} from '@tabler/icons-react';
import { createLink, Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { TableLoadingRows } from '@/components/table-state-rows';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { CaseOutcomeBadge, CasePriorityBadge, CaseStatusBadge } from './case-list-badges';
import type { CaseListSearch } from './legal-cases.search';
import { isHearingOverdue } from './legal-dates';

// Mantine's polymorphic Anchor loses its props through createLink; a plain wrapper keeps them typed.
const AnchorLink = createLink((props: AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>) => <Anchor {...props} />);

/** The sort a list shows: the URL's, or the server's default (soonest hearing first). */
export function currentSort(search: CaseListSearch): {
  key: CaseSortKey;
  order: 'asc' | 'desc';
} {
  return search.sortBy ? { key: search.sortBy, order: search.orderBy ?? 'asc' } : { key: 'nextHearing', order: 'asc' };
}

/** Where a first click on a column starts: newest, largest, most urgent first; hearings and file numbers in order. */
export const FIRST_ORDER: Record<CaseSortKey, 'asc' | 'desc'> = {
  nextHearing: 'asc',
  fileNumber: 'asc',
  updatedAt: 'desc',
  openedAt: 'desc',
  priority: 'desc',
  claimAmount: 'desc',
};

/** The URL change of a click on a sort header: another column starts at its first order, the same one flips. */
export function nextSort(search: CaseListSearch, key: CaseSortKey): Pick<CaseListSearch, 'sortBy' | 'orderBy'> {
  const { key: current, order } = currentSort(search);
  const wanted = current === key ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[key];
  // The default sort stays out of the URL.
  return key === 'nextHearing' && wanted === 'asc'
    ? { sortBy: undefined, orderBy: undefined }
    : { sortBy: key, orderBy: wanted };
}

export interface CaseListViewProps {
  rows: CaseListItem[];
  /** No answer yet: placeholder rows. */
  loading: boolean;
  /** Whether a filter, the search or a chip narrows the list (changes the empty text). */
  filtered: boolean;
  search: CaseListSearch;
  onSort: (key: CaseSortKey) => void;
  onClearFilters: () => void;
  canUpdate: boolean;
  busy: boolean;
}

const COLUMNS = 15;

/** The file number stays in view while the wide table scrolls sideways (on the start side in either direction). */
const STICKY = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  borderInlineEnd: '1px solid var(--table-border-color)',
  whiteSpace: 'nowrap',
} as const;

export function CaseListTable({
  rows,
  loading,
  filtered,
  search,
  onSort,
  onClearFilters,
  canUpdate,
  busy,
}: CaseListViewProps) {
  const { t } = useTranslation('legal-cases');
  const sort = currentSort(search);
  const sortable = (key: CaseSortKey, label: string, style?: CSSProperties) => (
    <SortableTh
      key={key}
      label={label}
      active={sort.key === key}
      order={sort.order}
      onSort={() => onSort(key)}
      style={style}
    />
  );
  const th = (label: string, w?: number) => (
    <Table.Th miw={w} style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={1800}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={busy}
        aria-label={t('pages.list.title')}
        style={{ opacity: busy && !loading ? 0.7 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            {sortable('fileNumber', t('columns.fileNumber'), STICKY)}
            {th(t('columns.title'), 220)}
            {th(t('columns.clients'), 180)}
            {th(t('columns.opponents'), 160)}
            {th(t('columns.court'), 160)}
            {th(t('columns.courtCase'))}
            {th(t('columns.stage'))}
            {th(t('columns.status'))}
            {th(t('columns.outcome'))}
            {sortable('nextHearing', t('columns.nextHearing'))}
            {th(t('columns.lastDecision'), 200)}
            {th(t('columns.lawyer'))}
            {sortable('priority', t('columns.priority'))}
            {sortable('updatedAt', t('columns.updatedAt'))}
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && <TableLoadingRows columns={COLUMNS} />}
          {!loading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS} py="xl">
                <EmptyState filtered={filtered} onClearFilters={onClearFilters} />
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={STICKY}>
                <AnchorLink to="/legal-cases/$id" params={{ id: String(row.id) }} fw={600} size="sm">
                  <Ltr>{row.fileNumber}</Ltr>
                </AnchorLink>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" fw={500} lineClamp={2} title={row.title}>
                  {row.title}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Clamped text={row.clientNames} />
              </Table.Td>
              <Table.Td maw={220}>
                <Clamped text={row.opponentNames} />
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={1} title={row.currentCourtName || undefined}>
                  {row.currentCourtName || '—'}
                </Text>
                {row.currentCircuit && (
                  <Text size="xs" c="dimmed" lineClamp={1} title={row.currentCircuit}>
                    {row.currentCircuit}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <CourtCase row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{row.currentStageType ? t(`stageType.${row.currentStageType}`) : '—'}</Text>
              </Table.Td>
              <Table.Td>
                <CaseStatusBadge value={row.status} miw="max-content" />
              </Table.Td>
              <Table.Td>
                <CaseOutcomeBadge value={row.outcome} miw="max-content" />
              </Table.Td>
              <Table.Td miw={170}>
                <NextHearing at={row.nextHearingAt} />
              </Table.Td>
              <Table.Td maw={260}>
                <Clamped text={row.lastDecision} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{row.responsibleLawyer?.fullName ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <CasePriorityBadge value={row.priority} miw="max-content" />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <UpdatedAt at={row.updatedAt} />
              </Table.Td>
              <Table.Td>
                <RowMenu row={row} canUpdate={canUpdate} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per case with what a lawyer looks for on the move (file, title, parties, court, hearing, status). */
export function CaseListCards({ rows, loading, filtered, onClearFilters, canUpdate }: CaseListViewProps) {
  const { t } = useTranslation('legal-cases');
  if (loading)
    return (
      <Stack gap="sm" p="sm">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={120} radius="md" />
        ))}
      </Stack>
    );
  if (rows.length === 0)
    return (
      <Stack p="lg">
        <EmptyState filtered={filtered} onClearFilters={onClearFilters} />
      </Stack>
    );
  return (
    <Stack gap="sm" p="sm" component="ul" style={{ listStyle: 'none', margin: 0 }} aria-label={t('pages.list.title')}>
      {rows.map((row) => (
        <Card key={row.id} component="li" withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} miw={0}>
              <AnchorLink to="/legal-cases/$id" params={{ id: String(row.id) }} fw={600} size="sm">
                <Ltr>{row.fileNumber}</Ltr>
              </AnchorLink>
              <Text size="sm" fw={500} lineClamp={2}>
                {row.title}
              </Text>
            </Stack>
            <RowMenu row={row} canUpdate={canUpdate} />
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
            {row.clientNames && <Labelled label={t('fields.clients')}>{row.clientNames}</Labelled>}
            {row.opponentNames && <Labelled label={t('fields.opponents')}>{row.opponentNames}</Labelled>}
            {row.currentCourtName && (
              <Labelled label={t('stageFields.court')}>
                {row.currentCourtName}
                {row.currentCircuit ? ` · ${row.currentCircuit}` : ''}
                {row.currentCourtCaseNumber && (
                  <>
                    {' · '}
                    <CourtCase row={row} inline />
                  </>
                )}
              </Labelled>
            )}
            <NextHearing at={row.nextHearingAt} compact />
          </Stack>
        </Card>
      ))}
    </Stack>
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

function EmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('legal-cases');
  return (
    <Stack align="center" gap="sm">
      <Text c="dimmed" ta="center">
        {filtered ? t('empty.casesFiltered') : t('empty.cases')}
      </Text>
      {filtered && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconFilterOff size={14} aria-hidden />}
          onClick={onClearFilters}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** Long text kept to two lines; the whole of it on hover. */
function Clamped({ text }: { text: string }) {
  if (!text)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm" lineClamp={2} title={text}>
      {text}
    </Text>
  );
}

function CourtCase({ row, inline = false }: { row: CaseListItem; inline?: boolean }) {
  if (!row.currentCourtCaseNumber)
    return inline ? null : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const text = row.currentCourtCaseYear
    ? `${row.currentCourtCaseNumber}/${row.currentCourtCaseYear}`
    : row.currentCourtCaseNumber;
  return inline ? (
    <Ltr>{text}</Ltr>
  ) : (
    <Text size="sm">
      <Ltr>{text}</Ltr>
    </Text>
  );
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
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
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

function RowMenu({ row, canUpdate }: { row: CaseListItem; canUpdate: boolean }) {
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

function SortableTh({
  label,
  active,
  order,
  onSort,
  style,
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  style?: CSSProperties;
}) {
  const SortIcon = active ? (order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap', ...style }}
    >
      <UnstyledButton
        onClick={onSort}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 'inherit',
          fontSize: 'inherit',
        }}
      >
        {label}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
