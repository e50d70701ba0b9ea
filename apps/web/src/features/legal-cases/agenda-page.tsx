import {
  Anchor,
  type AnchorProps,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AgendaItem, CaseOptions } from '@mizan/contracts';
import { IconChevronLeft, IconChevronRight, IconPrinter, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Ltr } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { agendaRange, addDays, dayOf, daysBetween } from './agenda-dates';
import classes from './agenda-page.module.css';
import { agendaQuery } from './agenda.api';
import { HEARING_STATUS_COLOR } from './case-details-shared';
import { caseOptionsQuery } from './legal-cases.api';
import type { AgendaSearch } from './legal-cases.search';
import { legalDateParts } from './legal-dates';

const AnchorLink = createLink((props: AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>) => <Anchor {...props} />);

export interface AgendaPageProps {
  search: AgendaSearch;
  onSearchChange: (next: AgendaSearch) => void;
}

/**
 * رول الجلسات: the hearings of a day or a week across the cases the user may read, by court and lawyer, grouped by
 * office day then time, printable (the shell, the filters and the buttons stay off the paper).
 */
export function AgendaPage({ search, onSearchChange }: AgendaPageProps) {
  const { t, i18n } = useTranslation('legal-cases');
  const options = useQuery(caseOptionsQuery());
  const view = search.view ?? 'day';

  // "Today" is the office's day: its zone comes with every answer (until the first, the reader's own).
  const [officeZone, setOfficeZone] = useState<string | undefined>(undefined);
  const today = dayOf(new Date(), officeZone);
  const date = search.date ?? today;
  const range = agendaRange(view, date);
  const agenda = useQuery(agendaQuery({ ...range, courtId: search.courtId, lawyerId: search.lawyerId }));
  const zone = agenda.data?.timeZone;
  if (zone && zone !== officeZone) setOfficeZone(zone);

  const set = (next: Partial<AgendaSearch>) => onSearchChange({ ...search, ...next });
  const step = view === 'week' ? 7 : 1;
  const hearings = agenda.data?.hearings ?? [];
  const byDay = groupByDay(hearings, zone);
  // A week shows its days with hearings; a day always shows its own header.
  const days = view === 'week' ? daysBetween(range.from, range.to).filter((day) => byDay.has(day)) : [range.from];

  return (
    <Stack gap="lg">
      <Box data-print="hide">
        <PageHeader
          title={t('pages.agenda.title')}
          trail={[{ label: t('breadcrumbs.legalCases'), to: '/legal-cases' }, { label: t('breadcrumbs.agenda') }]}
          actions={
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('pages.agenda.print')}
            </Button>
          }
        />
      </Box>

      {/* On paper: a title with the period and the filters in force instead of the page's controls. */}
      <Box data-print="only">
        <Title order={1} size="h3">
          {t('pages.agenda.title')} — <RangeTitle from={range.from} to={range.to} />
        </Title>
        <Text size="sm">{printedFilters(t, options.data, search, i18n.language)}</Text>
      </Box>

      <Paper withBorder radius="md" p="md" data-print="hide">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <SegmentedControl
                value={view}
                onChange={(value) => set({ view: value === 'week' ? 'week' : 'day' })}
                data={[
                  { value: 'day', label: t('pages.agenda.day') },
                  { value: 'week', label: t('pages.agenda.week') },
                ]}
                aria-label={t('agendaPage.view')}
              />
              <Group gap={4} wrap="nowrap">
                <Button
                  variant="default"
                  px="xs"
                  aria-label={t('pages.agenda.previous')}
                  title={t('pages.agenda.previous')}
                  onClick={() => set({ date: addDays(date, -step) })}
                >
                  {/* Back in time points to the start of the line: right in Arabic. */}
                  {i18n.dir() === 'rtl' ? (
                    <IconChevronRight size={18} aria-hidden />
                  ) : (
                    <IconChevronLeft size={18} aria-hidden />
                  )}
                </Button>
                <Button
                  variant="default"
                  onClick={() => set({ date: undefined })}
                  disabled={date === today && !search.date}
                >
                  {t('pages.agenda.today')}
                </Button>
                <Button
                  variant="default"
                  px="xs"
                  aria-label={t('pages.agenda.next')}
                  title={t('pages.agenda.next')}
                  onClick={() => set({ date: addDays(date, step) })}
                >
                  {i18n.dir() === 'rtl' ? (
                    <IconChevronLeft size={18} aria-hidden />
                  ) : (
                    <IconChevronRight size={18} aria-hidden />
                  )}
                </Button>
              </Group>
            </Group>
            <Text fw={600} aria-live="polite">
              <RangeTitle from={range.from} to={range.to} />
            </Text>
          </Group>
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Select
              label={t('filters.court')}
              placeholder={t('agendaPage.allCourts')}
              data={(options.data?.courts ?? []).map((court) => ({
                value: String(court.id),
                label: courtName(court, i18n.language),
              }))}
              value={search.courtId ? String(search.courtId) : null}
              onChange={(value) => set({ courtId: value ? Number(value) : undefined })}
              clearable
              searchable
              miw={220}
              nothingFoundMessage={t('listPage.nothingFound')}
            />
            <Select
              label={t('filters.lawyer')}
              placeholder={t('agendaPage.allLawyers')}
              data={(options.data?.lawyers ?? []).map((lawyer) => ({
                value: String(lawyer.id),
                label: lawyer.fullName,
              }))}
              value={search.lawyerId ? String(search.lawyerId) : null}
              onChange={(value) => set({ lawyerId: value ? Number(value) : undefined })}
              clearable
              searchable
              miw={220}
              nothingFoundMessage={t('listPage.nothingFound')}
            />
          </Group>
        </Stack>
      </Paper>

      {agenda.isError ? (
        <LoadErrorAlert title={t('agendaPage.error')} onRetry={() => void agenda.refetch()} />
      ) : agenda.isPending ? (
        <AgendaSkeleton />
      ) : hearings.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {t('empty.agenda')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="lg" aria-busy={agenda.isFetching} style={{ opacity: agenda.isPlaceholderData ? 0.6 : 1 }}>
          {days.map((day) => (
            <AgendaDay
              key={day}
              day={day}
              hearings={byDay.get(day) ?? []}
              timeZone={zone}
              options={options.data}
              today={today}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function groupByDay(hearings: AgendaItem[], timeZone: string | undefined) {
  const days = new Map<string, AgendaItem[]>();
  for (const hearing of hearings) {
    const day = dayOf(hearing.scheduledAt, timeZone);
    days.set(day, [...(days.get(day) ?? []), hearing]);
  }
  return days;
}

const courtName = (court: { nameAr: string; nameEn: string }, language: string) =>
  language.startsWith('ar') || !court.nameEn ? court.nameAr : court.nameEn;

function printedFilters(
  t: TFunction<'legal-cases'>,
  options: CaseOptions | undefined,
  search: AgendaSearch,
  language: string,
): string {
  const court = options?.courts.find((c) => c.id === search.courtId);
  const lawyer = options?.lawyers.find((l) => l.id === search.lawyerId);
  return [
    `${t('filters.court')}: ${court ? courtName(court, language) : t('agendaPage.allCourts')}`,
    `${t('filters.lawyer')}: ${lawyer ? lawyer.fullName : t('agendaPage.allLawyers')}`,
  ].join(' · ');
}

/** "Sunday 15 March 2026" (with the Hijri date in Arabic), or "15 – 21 March 2026" for a week. */
function RangeTitle({ from, to }: { from: string; to: string }) {
  const { i18n } = useTranslation();
  if (from === to) return <DayTitle day={from} />;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' });
  return <>{format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))}</>;
}

function DayTitle({ day }: { day: string }) {
  const { i18n } = useTranslation();
  const gregorian = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
  }).format(new Date(`${day}T00:00:00Z`));
  const parts = legalDateParts(day, i18n.language, { dateStyle: 'long' });
  return (
    <>
      {gregorian}
      {parts?.hijri && (
        <Text component="span" c="dimmed" fw={400} inherit>
          {' '}
          ({parts.hijri})
        </Text>
      )}
    </>
  );
}

function AgendaDay({
  day,
  hearings,
  timeZone,
  options,
  today,
}: {
  day: string;
  hearings: AgendaItem[];
  timeZone: string | undefined;
  options: CaseOptions | undefined;
  today: string;
}) {
  const { t, i18n } = useTranslation('legal-cases');
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone });
  const courts = new Map(options?.courts.map((court) => [court.id, court]));
  const rows = hearings.map((hearing) => {
    const court = hearing.courtId ? courts.get(hearing.courtId) : undefined;
    return {
      hearing,
      time: time.format(new Date(hearing.scheduledAt)),
      court: court ? courtName(court, i18n.language) : hearing.courtName,
    };
  });
  return (
    <Paper withBorder radius="md" className={classes.day} component="section" aria-labelledby={`agenda-day-${day}`}>
      <Group justify="space-between" px="md" py="sm" gap="xs">
        <Title order={2} size="h5" id={`agenda-day-${day}`}>
          <DayTitle day={day} />
        </Title>
        <Group gap="xs">
          {day === today && (
            <Badge variant="light" color="primary">
              {t('dates.today')}
            </Badge>
          )}
          <Badge variant="outline" color="gray">
            {t('pages.agenda.hearingCount', { count: hearings.length })}
          </Badge>
        </Group>
      </Group>
      {hearings.length === 0 ? (
        <Text c="dimmed" ta="center" pb="lg">
          {t('empty.agenda')}
        </Text>
      ) : (
        <>
          <div className={classes.wide}>
            <Table.ScrollContainer minWidth={1000} type="native">
              <Table verticalSpacing="sm" striped highlightOnHover layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={110}>{t('hearingFields.time')}</Table.Th>
                    <Table.Th w="20%">{t('columns.court')}</Table.Th>
                    <Table.Th w={110}>{t('columns.fileNumber')}</Table.Th>
                    <Table.Th>{t('columns.title')}</Table.Th>
                    <Table.Th w="19%">{t('agendaPage.parties')}</Table.Th>
                    <Table.Th w="13%">{t('hearingFields.lawyers')}</Table.Th>
                    <Table.Th w={130}>{t('agendaPage.statusResult')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map(({ hearing, time: at, court }) => (
                    <Table.Tr key={hearing.hearingId}>
                      <Table.Td>
                        <Text fw={700} size="sm" className={classes.time}>
                          {at}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`hearingKind.${hearing.kind}`)}
                        </Text>
                        {hearing.remote && <Remote />}
                      </Table.Td>
                      <Table.Td>
                        <CourtCell hearing={hearing} court={court} />
                      </Table.Td>
                      <Table.Td>
                        <FileLink hearing={hearing} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={3}>
                          {hearing.title}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Parties hearing={hearing} />
                      </Table.Td>
                      <Table.Td>
                        <Lawyers hearing={hearing} />
                      </Table.Td>
                      <Table.Td>
                        <StatusCell hearing={hearing} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
          <Stack gap={0} className={classes.narrow}>
            {rows.map(({ hearing, time: at, court }) => (
              <Box
                key={hearing.hearingId}
                px="md"
                py="sm"
                style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={700} className={classes.time}>
                      {at} · {t(`hearingKind.${hearing.kind}`)}
                    </Text>
                    {hearing.remote && <Remote />}
                  </Stack>
                  <StatusCell hearing={hearing} />
                </Group>
                <Group gap="xs" mt={4} wrap="nowrap" align="baseline">
                  <FileLink hearing={hearing} />
                  <Text size="sm" fw={500} lineClamp={2}>
                    {hearing.title}
                  </Text>
                </Group>
                <Box mt={4}>
                  <CourtCell hearing={hearing} court={court} />
                </Box>
                <Box mt={4}>
                  <Parties hearing={hearing} />
                </Box>
                <Box mt={4}>
                  <Lawyers hearing={hearing} />
                </Box>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}

function Remote() {
  const { t } = useTranslation('legal-cases');
  return (
    <Group gap={4} wrap="nowrap">
      <IconVideo size={14} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('hearingFields.remote')}
      </Text>
    </Group>
  );
}

function FileLink({ hearing }: { hearing: AgendaItem }) {
  return (
    <AnchorLink
      to="/legal-cases/$id"
      params={{ id: String(hearing.caseId) }}
      size="sm"
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
    >
      <Ltr>{hearing.fileNumber}</Ltr>
    </AnchorLink>
  );
}

/** Court (and circuit, stage), then the court's own case number and year. */
function CourtCell({ hearing, court }: { hearing: AgendaItem; court: string }) {
  const { t } = useTranslation('legal-cases');
  return (
    <>
      <Text size="sm">{court || '—'}</Text>
      <Text size="xs" c="dimmed">
        {[hearing.circuit, t(`stageType.${hearing.stageType}`)].filter(Boolean).join(' · ')}
      </Text>
      {hearing.courtCaseNumber && (
        <Text size="xs">
          {hearing.courtCaseYear
            ? t('details.courtCase', { number: hearing.courtCaseNumber, year: hearing.courtCaseYear })
            : hearing.courtCaseNumber}
        </Text>
      )}
    </>
  );
}

/** The client(s), then "vs." the opponent(s). */
function Parties({ hearing }: { hearing: AgendaItem }) {
  const { t } = useTranslation('legal-cases');
  return (
    <>
      <Text size="sm">{hearing.clientNames || '—'}</Text>
      {hearing.opponentNames && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {/* The names in their own isolate, so Arabic names read right inside an English line. */}
          {t('agendaPage.versus')} <bdi>{hearing.opponentNames}</bdi>
        </Text>
      )}
    </>
  );
}

function Lawyers({ hearing }: { hearing: AgendaItem }) {
  const { t } = useTranslation('legal-cases');
  return hearing.lawyers.length ? (
    <Text size="sm">{hearing.lawyers.map((lawyer) => lawyer.fullName).join('، ')}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('detailsPage.noLawyers')}
    </Text>
  );
}

function StatusCell({ hearing }: { hearing: AgendaItem }) {
  const { t } = useTranslation('legal-cases');
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={HEARING_STATUS_COLOR[hearing.status]} style={{ overflow: 'visible' }}>
        {t(`hearingStatus.${hearing.status}`)}
      </Badge>
      {hearing.result && <Text size="xs">{t(`hearingResult.${hearing.result}`)}</Text>}
    </Stack>
  );
}

function AgendaSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden>
      <Stack gap="sm">
        <Skeleton height={20} width="40%" />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    </Paper>
  );
}
