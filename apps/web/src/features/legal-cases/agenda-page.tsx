import { Box, Button, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CaseOptions } from '@mizan/contracts';
import { IconChevronLeft, IconChevronRight, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { addDays } from '@/lib/office-time';
import { OfficeZoneLabel, useOfficeTime } from '@/lib/office-time-hooks';
import { AgendaDay, courtName, DayTitle } from './agenda-day';
import { agendaRange, daysBetween } from './agenda-dates';
import { agendaQuery } from './agenda.api';
import { caseOptionsQuery } from './legal-cases.api';
import type { AgendaSearch } from './legal-cases.search';

export interface AgendaPageProps {
  search: AgendaSearch;
  onSearchChange: (next: AgendaSearch) => void;
}

/**
 * رول الجلسات: the hearings of a week (or a day) across the cases the user may read, by court and lawyer, grouped
 * by office day then time, printable (the shell, the filters and the buttons stay off the paper). Days and times
 * are the office's. Opened on no particular date, it shows this week — or, when this week has no hearing, the
 * week of the next one.
 */
export function AgendaPage({ search, onSearchChange }: AgendaPageProps) {
  const { t, i18n } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const options = useQuery(caseOptionsQuery());
  const view = search.view ?? 'week';
  const today = time.today();
  // Opened on no particular date, an empty current period gives way, once, to the next hearing's; "Today" comes
  // back and stays. Kept out of the URL, so a reload asks again.
  const [opening, setOpening] = useState(search.date === undefined);
  const [landing, setLanding] = useState<string | null>(null);
  const date = search.date ?? landing ?? today;
  const range = agendaRange(view, date);
  const agenda = useQuery(agendaQuery({ ...range, courtId: search.courtId, lawyerId: search.lawyerId }));
  const settled = agenda.data && !agenda.isPlaceholderData ? agenda.data : undefined;
  if (opening && (search.date !== undefined || settled)) {
    setOpening(false);
    if (search.date === undefined && settled?.hearings.length === 0 && settled.nextAfter) {
      setLanding(time.day(settled.nextAfter));
    }
  }
  const landed = landing !== null && search.date === undefined;

  const set = (next: Partial<AgendaSearch>) => onSearchChange({ ...search, ...next });
  const backToToday = () => {
    setLanding(null);
    set({ date: undefined });
  };

  const step = view === 'week' ? 7 : 1;
  const hearings = agenda.data?.hearings ?? [];
  const byDay = new Map<string, typeof hearings>();
  for (const hearing of hearings) {
    const day = time.day(hearing.scheduledAt);
    byDay.set(day, [...(byDay.get(day) ?? []), hearing]);
  }
  // A week shows its days with hearings; a day always shows its own header.
  const days = view === 'week' ? daysBetween(range.from, range.to).filter((day) => byDay.has(day)) : [range.from];
  const atToday = range.from === agendaRange(view, today).from;
  const backward = i18n.dir() === 'rtl' ? IconChevronRight : IconChevronLeft;
  const forward = i18n.dir() === 'rtl' ? IconChevronLeft : IconChevronRight;

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

      {/* On paper: a title with the period, the filters in force and the office's zone instead of the controls. */}
      <Box data-print="only">
        <Title order={1} size="h3">
          {t('pages.agenda.title')} — <RangeTitle from={range.from} to={range.to} />
        </Title>
        <Text size="sm">{printedFilters(t, options.data, search, i18n.language)}</Text>
        <Text size="sm">{t('common:officeTime.hint', { zone: `${time.timeZone} (${time.zoneName()})` })}</Text>
      </Box>

      <Paper withBorder radius="md" p="md" data-print="hide">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <SegmentedControl
                value={view}
                onChange={(value) => set({ view: value === 'day' ? 'day' : 'week' })}
                data={[
                  { value: 'week', label: t('pages.agenda.week') },
                  { value: 'day', label: t('pages.agenda.day') },
                ]}
                aria-label={t('agendaPage.view')}
              />
              <Group gap={4} wrap="nowrap">
                <StepButton
                  label={t('pages.agenda.previous')}
                  icon={backward}
                  onClick={() => set({ date: addDays(date, -step) })}
                />
                <Button variant="default" onClick={backToToday} disabled={atToday}>
                  {t('pages.agenda.today')}
                </Button>
                <StepButton
                  label={t('pages.agenda.next')}
                  icon={forward}
                  onClick={() => set({ date: addDays(date, step) })}
                />
              </Group>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} aria-live="polite">
                <RangeTitle from={range.from} to={range.to} />
              </Text>
              <OfficeZoneLabel />
            </Group>
          </Group>
          {landed && (
            <Text size="sm" c="dimmed">
              {t(view === 'week' ? 'agendaPage.jumpedWeek' : 'agendaPage.jumpedDay')}
            </Text>
          )}
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
          <Stack align="center" gap="sm">
            <Text ta="center" c="dimmed">
              {t('empty.agenda')}
            </Text>
            {settled?.nextAfter && (
              <Button variant="light" onClick={() => set({ date: time.day(settled.nextAfter!) })} data-print="hide">
                {t('agendaPage.goToNext', { when: time.dateTime(settled.nextAfter, 'medium') })}
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="lg" aria-busy={agenda.isFetching} style={{ opacity: agenda.isPlaceholderData ? 0.6 : 1 }}>
          {days.map((day) => (
            <AgendaDay key={day} day={day} hearings={byDay.get(day) ?? []} options={options.data} today={today} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function StepButton({
  label,
  icon: Icon,
  onClick,
}: {
  label: string;
  icon: typeof IconChevronLeft;
  onClick: () => void;
}) {
  return (
    <Button variant="default" px="xs" aria-label={label} title={label} onClick={onClick}>
      <Icon size={18} aria-hidden />
    </Button>
  );
}

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
