import { Stack, Table, Text, Title } from '@mantine/core';
import type { CaseParty, CaseStage, Hearing } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { formatMoney } from './case-overview-tab';
import classes from './case-summary.module.css';

/** A titled block of the printed summary (kept on one page when it fits). */
export function PrintSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <Title order={2} size="h5" className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** Clients first, then opponents, then the others, each with their role and capacity. */
export function SummaryParties({ parties }: { parties: CaseParty[] }) {
  const { t } = useTranslation('legal-cases');
  if (parties.length === 0) return <Empty text={t('empty.parties')} />;
  const rank = (party: CaseParty) => (party.role === 'client' ? 0 : party.role === 'opponent' ? 1 : 2);
  const sorted = [...parties].sort((a, b) => rank(a) - rank(b));
  return (
    <Table className={classes.table} withTableBorder withColumnBorders verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('partyFields.role')}</Table.Th>
          <Table.Th>{t('partyFields.nameAr')}</Table.Th>
          <Table.Th>{t('partyFields.capacity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((party) => (
          <Table.Tr key={party.id}>
            <Table.Td fw={party.role === 'client' ? 700 : undefined}>{t(`role.${party.role}`)}</Table.Td>
            <Table.Td>
              {party.nameAr}
              {party.nameEn && (
                <Text component="span" c="dimmed" size="xs">
                  {' '}
                  <Ltr>({party.nameEn})</Ltr>
                </Text>
              )}
            </Table.Td>
            <Table.Td>{t(`capacity.${party.capacity}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every court level, with its judgment when one was given. */
export function SummaryStages({ stages, currency }: { stages: CaseStage[]; currency: string }) {
  const { t, i18n } = useTranslation('legal-cases');
  const time = useOfficeTime();
  if (stages.length === 0) return <Empty text={t('empty.stages')} />;
  return (
    <Table className={classes.table} withTableBorder withColumnBorders verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stageFields.type')}</Table.Th>
          <Table.Th>{t('stageFields.court')}</Table.Th>
          <Table.Th>{t('stageFields.courtCaseNumber')}</Table.Th>
          <Table.Th>{t('stageFields.judgment')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stages.map((stage) => {
          const { judgment } = stage;
          const amount = judgment ? formatMoney(judgment.amount, currency, i18n.language) : null;
          return (
            <Table.Tr key={stage.id}>
              <Table.Td>
                {t(`stageType.${stage.type}`)}
                {stage.current && (
                  <Text size="xs" c="dimmed">
                    {t('stageFields.current')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {stage.courtName || t('detailsPage.none')}
                {stage.circuit && (
                  <Text size="xs" c="dimmed">
                    {stage.circuit}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {stage.courtCaseNumber ? (
                  <Ltr>
                    {stage.courtCaseNumber}
                    {stage.courtCaseYear ? `/${stage.courtCaseYear}` : ''}
                  </Ltr>
                ) : (
                  t('detailsPage.none')
                )}
              </Table.Td>
              <Table.Td>
                {judgment ? (
                  <Stack gap={2}>
                    <Text size="sm">
                      {judgment.number && (
                        <>
                          <Ltr>{judgment.number}</Ltr> ·{' '}
                        </>
                      )}
                      {time.date(judgment.date, 'medium')}
                      {' · '}
                      {judgment.final ? t('detailsPage.finalBadge') : t('detailsPage.notFinal')}
                    </Text>
                    {judgment.summary && (
                      <Text size="xs" dir="auto">
                        {judgment.summary}
                      </Text>
                    )}
                    {amount && (
                      <Text size="xs">
                        {t('stageFields.judgmentAmount')}: <Ltr>{amount}</Ltr>
                      </Text>
                    )}
                    {judgment.deedNumber && (
                      <Text size="xs">
                        {t('stageFields.deedNumber')}: <Ltr>{judgment.deedNumber}</Ltr>
                      </Text>
                    )}
                    {stage.appealDeadline && (
                      <Text size="xs">
                        {t('stageFields.appealDeadline')}: {time.date(stage.appealDeadline, 'medium')}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('stageFields.noJudgment')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The hearing history, oldest first: when, type, status and result, decision. */
export function SummaryHearings({ hearings }: { hearings: Hearing[] }) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  if (hearings.length === 0) return <Empty text={t('empty.hearings')} />;
  const sorted = [...hearings].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id - b.id);
  return (
    <Table className={classes.table} withTableBorder withColumnBorders verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('hearingFields.scheduledAt')}</Table.Th>
          <Table.Th>{t('hearingFields.kind')}</Table.Th>
          <Table.Th>{t('hearingFields.status')}</Table.Th>
          <Table.Th>{t('hearingFields.decision')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((hearing) => (
          <Table.Tr key={hearing.id}>
            <Table.Td>
              {time.dateTime(hearing.scheduledAt, 'medium')}
              <Text size="xs" c="dimmed">
                {t(`stageType.${hearing.stageType}`)}
              </Text>
            </Table.Td>
            <Table.Td>{t(`hearingKind.${hearing.kind}`)}</Table.Td>
            <Table.Td>
              {t(`hearingStatus.${hearing.status}`)}
              {hearing.result && <Text size="xs">{t(`hearingResult.${hearing.result}`)}</Text>}
            </Table.Td>
            <Table.Td>
              <bdi>{hearing.decision || (hearing.status === 'scheduled' ? '' : t('detailsPage.none'))}</bdi>
              {hearing.postponementReason && (
                <Text size="xs" c="dimmed">
                  {t('hearingFields.postponementReason')}: <bdi>{hearing.postponementReason}</bdi>
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
