import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CaseDetail, CaseFeeList, Hearing } from '@mizan/contracts';
import { IconArrowBack, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Ltr } from '@/components/ltr';
import { RecordNotFound } from '@/components/record-not-found';
import { ButtonLink } from '@/components/router-links';
import { ApiError } from '@/lib/api';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { CASE_OUTCOME_COLOR, CASE_STATUS_COLOR } from './case-list-badges';
import { formatMoney } from './case-overview-tab';
import { Fact, PrintSection, SummaryHearings, SummaryParties, SummaryStages } from './case-summary-sections';
import classes from './case-summary.module.css';
import { caseFeesQuery } from './fees.api';
import { caseHearingsQuery } from './hearings.api';
import { caseDetailQuery } from './legal-cases.api';

/**
 * `/legal-cases/print/{id}`: a case's summary on one clean A4-friendly sheet, outside the app shell — header,
 * parties, court and stages with their judgments, hearing history and the next hearing, lawyer and team, fee
 * totals. "Print" and "Back to the case" stay off the paper. Direction follows the language (the app's own).
 */
export function CaseSummaryPrintPage({ id }: { id: number }) {
  const { t } = useTranslation('legal-cases');
  const detail = useQuery({ ...caseDetailQuery(id), enabled: id > 0 });
  const hearings = useQuery({ ...caseHearingsQuery(id), enabled: id > 0 && detail.isSuccess });
  const fees = useQuery({ ...caseFeesQuery(id), enabled: id > 0 && detail.isSuccess });
  useDocumentTitle(detail.data ? `${detail.data.fileNumber} · ${t('summaryPage.title')}` : t('summaryPage.title'));

  const notFound = id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404);
  return (
    <div className={classes.page}>
      <Group className={classes.toolbar} justify="space-between" data-print="hide">
        <ButtonLink
          to="/legal-cases/$id"
          params={{ id: String(id) }}
          variant="default"
          leftSection={<IconArrowBack size={18} aria-hidden className="mirror-rtl" />}
        >
          {t('summaryPage.backToCase')}
        </ButtonLink>
        <Button
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          disabled={!detail.data}
        >
          {t('summaryPage.print')}
        </Button>
      </Group>
      <main className={classes.sheet}>
        {notFound ? (
          <RecordNotFound title={t('details.notFound')} backTo="/legal-cases" backLabel={t('detailsPage.backToList')} />
        ) : detail.isError ? (
          <LoadErrorAlert title={t('details.error')} onRetry={() => void detail.refetch()} />
        ) : !detail.data ? (
          <Stack gap="md" aria-busy>
            <Skeleton height={28} width="60%" />
            <Skeleton height={16} width="40%" />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <Summary
            detail={detail.data}
            hearings={hearings.data?.hearings}
            hearingsFailed={hearings.isError}
            fees={fees.data}
            feesFailed={fees.isError}
          />
        )}
      </main>
    </div>
  );
}

function Summary({
  detail,
  hearings,
  hearingsFailed,
  fees,
  feesFailed,
}: {
  detail: CaseDetail;
  hearings: Hearing[] | undefined;
  hearingsFailed: boolean;
  fees: CaseFeeList | undefined;
  feesFailed: boolean;
}) {
  const { t, i18n } = useTranslation('legal-cases');
  const language = i18n.language;
  const time = useOfficeTime();
  const current = detail.stages.find((stage) => stage.current) ?? detail.stages.at(-1);
  const money = (amount: string | null) => formatMoney(amount, detail.currency, language) ?? t('detailsPage.none');
  const printedAt = time.dateTime(new Date().toISOString());

  return (
    <Stack gap={0}>
      <header>
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" fw={700} c="dimmed">
              {t('common:appTitle')}
            </Text>
            <Title order={1} size="h3" dir="auto">
              {detail.title}
            </Title>
            <Text size="sm">
              {t('fields.fileNumber')}:{' '}
              <Text component="span" fw={700} inherit>
                <Ltr>{detail.fileNumber}</Ltr>
              </Text>
            </Text>
          </Stack>
          <Stack gap={6} align="flex-end">
            <Group gap="xs">
              <Badge variant="light" color={CASE_STATUS_COLOR[detail.status]}>
                {t('fields.status')}: {t(`status.${detail.status}`)}
              </Badge>
              <Badge variant="outline" color={CASE_OUTCOME_COLOR[detail.outcome]}>
                {t('fields.outcome')}: {t(`outcome.${detail.outcome}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('summaryPage.printedAt', { when: printedAt })}
            </Text>
            {/* Paper travels: it always says whose clock its times are on. */}
            <Text size="xs" c="dimmed">
              {t('common:officeTime.hint', { zone: `${time.timeZone} (${time.zoneName()})` })}
            </Text>
          </Stack>
        </Group>
      </header>

      <PrintSection title={t('summaryPage.caseSection')}>
        <div className={classes.facts}>
          <Fact label={t('fields.category')}>{t(`category.${detail.category}`)}</Fact>
          <Fact label={t('fields.priority')}>{t(`priority.${detail.priority}`)}</Fact>
          <Fact label={t('fields.openedAt')}>{time.date(detail.openedAt)}</Fact>
          {detail.closedAt && <Fact label={t('fields.closedAt')}>{time.date(detail.closedAt)}</Fact>}
          <Fact label={t('fields.claimAmount')}>
            <Ltr>{money(detail.claimAmount)}</Ltr>
          </Fact>
          {detail.judgedAmount && (
            <Fact label={t('fields.judgedAmount')}>
              <Ltr>{money(detail.judgedAmount)}</Ltr>
            </Fact>
          )}
          {detail.najizReference && (
            <Fact label={t('fields.najizReference')}>
              <Ltr>{detail.najizReference}</Ltr>
            </Fact>
          )}
          {detail.appealDeadline && <Fact label={t('fields.appealDeadline')}>{time.date(detail.appealDeadline)}</Fact>}
        </div>
        {detail.description && (
          <Text size="sm" mt="xs" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {detail.description}
          </Text>
        )}
      </PrintSection>

      <PrintSection title={t('tabs.parties')}>
        <SummaryParties parties={detail.parties} />
      </PrintSection>

      <PrintSection title={t('summaryPage.courtSection')}>
        {current ? (
          <div className={classes.facts}>
            <Fact label={t('fields.stage')}>{t(`stageType.${current.type}`)}</Fact>
            <Fact label={t('stageFields.court')}>{current.courtName || t('detailsPage.noCourt')}</Fact>
            {current.circuit && <Fact label={t('stageFields.circuit')}>{current.circuit}</Fact>}
            {current.judge && <Fact label={t('stageFields.judge')}>{current.judge}</Fact>}
            <Fact label={t('stageFields.courtCaseNumber')}>
              {current.courtCaseNumber ? (
                <Ltr>
                  {current.courtCaseNumber}
                  {current.courtCaseYear ? `/${current.courtCaseYear}` : ''}
                </Ltr>
              ) : (
                t('detailsPage.none')
              )}
            </Fact>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detailsPage.noStage')}
          </Text>
        )}
      </PrintSection>

      <PrintSection title={t('summaryPage.stagesSection')}>
        <SummaryStages stages={detail.stages} currency={detail.currency} />
      </PrintSection>

      <PrintSection title={t('fields.nextHearingAt')}>
        <Text size="sm" fw={600}>
          {detail.nextHearingAt ? time.dateTime(detail.nextHearingAt) : t('detailsPage.noNextHearing')}
        </Text>
        {detail.lastDecision && (
          <Text size="sm" mt={4}>
            {t('fields.lastDecision')}: <bdi>{detail.lastDecision}</bdi>
          </Text>
        )}
      </PrintSection>

      <PrintSection title={t('summaryPage.hearingsSection')}>
        {hearingsFailed ? (
          <Text size="sm" c="error">
            {t('summaryPage.partFailed')}
          </Text>
        ) : hearings ? (
          <SummaryHearings hearings={hearings} />
        ) : (
          <Skeleton height={60} />
        )}
      </PrintSection>

      <PrintSection title={t('detailsPage.peopleSection')}>
        <div className={classes.facts}>
          <Fact label={t('fields.responsibleLawyer')}>
            {detail.responsibleLawyer?.fullName ?? t('detailsPage.noLawyers')}
          </Fact>
          <Fact label={t('fields.team')}>
            {detail.team.length ? detail.team.map((member) => member.fullName).join('، ') : t('detailsPage.noTeam')}
          </Fact>
        </div>
      </PrintSection>

      <PrintSection title={t('tabs.fees')}>
        {feesFailed ? (
          <Text size="sm" c="error">
            {t('summaryPage.partFailed')}
          </Text>
        ) : fees ? (
          <div className={classes.facts}>
            <Fact label={t('feeFields.agreed')}>
              <Ltr>{money(fees.totals.agreed)}</Ltr>
            </Fact>
            <Fact label={t('feeFields.paid')}>
              <Ltr>{money(fees.totals.paid)}</Ltr>
            </Fact>
            <Fact label={t('feeFields.expenses')}>
              <Ltr>{money(fees.totals.expenses)}</Ltr>
            </Fact>
            <Fact label={t('feeFields.balance')}>
              <Ltr>{money(fees.totals.balance)}</Ltr>
            </Fact>
          </div>
        ) : (
          <Skeleton height={40} />
        )}
      </PrintSection>
    </Stack>
  );
}
