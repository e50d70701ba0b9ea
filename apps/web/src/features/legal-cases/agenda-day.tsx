import { Badge, Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AgendaItem, CaseOptions } from '@mizan/contracts';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { AnchorLink } from '@/components/router-links';
import { useOfficeTime } from '@/lib/office-time-hooks';
import classes from './agenda-page.module.css';
import { HEARING_STATUS_COLOR } from './case-details-shared';

/** A court's name in the reader's language (Arabic when it has no English one). */
export const courtName = (court: { nameAr: string; nameEn: string }, language: string) =>
  language.startsWith('ar') || !court.nameEn ? court.nameAr : court.nameEn;

/** "Sunday 15 March 2026" (with the Hijri date in Arabic). */
export function DayTitle({ day }: { day: string }) {
  const { i18n } = useTranslation();
  const time = useOfficeTime();
  const gregorian = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
  }).format(new Date(`${day}T00:00:00Z`));
  const hijri = time.dateParts(day)?.hijri;
  return (
    <>
      {gregorian}
      {hijri && (
        <Text component="span" c="dimmed" fw={400} inherit>
          {' '}
          ({hijri})
        </Text>
      )}
    </>
  );
}

/** One office day of the agenda: a table on wide screens and on paper, a card per hearing on a phone. */
export function AgendaDay({
  day,
  hearings,
  options,
  today,
}: {
  day: string;
  hearings: AgendaItem[];
  options: CaseOptions | undefined;
  today: string;
}) {
  const { t, i18n } = useTranslation('legal-cases');
  const officeTime = useOfficeTime();
  const courts = new Map(options?.courts.map((court) => [court.id, court]));
  const rows = hearings.map((hearing) => {
    const court = hearing.courtId ? courts.get(hearing.courtId) : undefined;
    return {
      hearing,
      time: officeTime.time(hearing.scheduledAt),
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
