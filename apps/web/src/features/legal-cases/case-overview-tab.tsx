import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CaseDetail } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { Countdown, DetailItem, LegalDate } from './case-details-shared';

/** Money text ("1250.50") in the reader's digits, never through a float for the stored value. */
export function formatMoney(amount: string | null, currency: string, language: string): string | null {
  if (amount === null || amount === '') return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  const grouped = new Intl.NumberFormat(language.startsWith('ar') ? 'en' : language, { useGrouping: true }).format(
    BigInt(whole),
  );
  return `${grouped}${fraction ? `.${fraction.padEnd(2, '0')}` : ''} ${currency}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** Everything about the case file at a glance: subject, classification, dates and deadlines, money, people, references. */
export function CaseOverviewTab({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation('legal-cases');
  const language = i18n.language;
  const time = useOfficeTime();
  const none = (
    <Text size="sm" c="dimmed">
      {t('detailsPage.none')}
    </Text>
  );
  const text = (value: string | null | undefined) => (value ? <Text size="sm">{value}</Text> : none);
  const money = (value: string | null) => {
    const formatted = formatMoney(value, detail.currency, language);
    return formatted ? (
      <Text size="sm">
        <Ltr>{formatted}</Ltr>
      </Text>
    ) : (
      none
    );
  };
  const deadline = (value: string | null) =>
    value ? (
      <Group gap={6} wrap="wrap">
        <LegalDate value={value} />
        <Countdown value={value} overdue={value < time.today()} />
      </Group>
    ) : (
      none
    );
  const checkNote = typeof detail.conflictCheckResult?.note === 'string' ? detail.conflictCheckResult.note : '';

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={t('detailsPage.summary')}>
        <DetailItem label={t('fields.description')}>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} c={detail.description ? undefined : 'dimmed'}>
            {detail.description || t('detailsPage.noDescription')}
          </Text>
        </DetailItem>
        <DetailItem label={t('fields.legalBasis')}>{text(detail.legalBasis)}</DetailItem>
      </Section>

      <Section title={t('detailsPage.classification')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailItem label={t('fields.category')}>{text(t(`category.${detail.category}`))}</DetailItem>
          <DetailItem label={t('fields.subType')}>{text(detail.subType)}</DetailItem>
          <DetailItem label={t('fields.priority')}>
            <Badge
              variant="light"
              color={detail.priority === 'urgent' ? 'error' : detail.priority === 'high' ? 'warning' : 'gray'}
            >
              {t(`priority.${detail.priority}`)}
            </Badge>
          </DetailItem>
          <DetailItem label={t('fields.openTaskCount')}>
            <Text size="sm">
              <Ltr>{detail.openTaskCount}</Ltr>
            </Text>
          </DetailItem>
        </SimpleGrid>
        <DetailItem label={t('fields.tags')}>
          {detail.tags.length > 0 ? (
            <Group gap={6}>
              {detail.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('detailsPage.noTags')}
            </Text>
          )}
        </DetailItem>
      </Section>

      <Section title={t('detailsPage.datesSection')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailItem label={t('fields.openedAt')}>
            <LegalDate value={detail.openedAt} />
          </DetailItem>
          <DetailItem label={t('fields.closedAt')}>
            <LegalDate value={detail.closedAt} c={detail.closedAt ? undefined : 'dimmed'} />
          </DetailItem>
          {detail.closeReason && (
            <DetailItem label={t('fields.closeReason')}>
              {text(t(`closeReason.${detail.closeReason}`, { defaultValue: detail.closeReason }))}
            </DetailItem>
          )}
          <DetailItem label={t('fields.limitationDate')}>{deadline(detail.limitationDate)}</DetailItem>
          <DetailItem label={t('fields.appealDeadline')}>{deadline(detail.appealDeadline)}</DetailItem>
          <DetailItem label={t('fields.poaExpiresAt')}>{deadline(detail.poaExpiresAt)}</DetailItem>
        </SimpleGrid>
      </Section>

      <Section title={t('detailsPage.moneySection')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DetailItem label={t('fields.claimAmount')}>{money(detail.claimAmount)}</DetailItem>
          <DetailItem label={t('fields.judgedAmount')}>{money(detail.judgedAmount)}</DetailItem>
          <DetailItem label={t('fields.currency')}>
            <Text size="sm">
              <Ltr>{detail.currency}</Ltr>
            </Text>
          </DetailItem>
        </SimpleGrid>
      </Section>

      <Section title={t('detailsPage.peopleSection')}>
        <DetailItem label={t('fields.responsibleLawyer')}>{text(detail.responsibleLawyer?.fullName)}</DetailItem>
        <DetailItem label={t('fields.team')}>
          {detail.team.length > 0 ? (
            <Group gap={6}>
              {detail.team.map((member) => (
                <Badge key={member.id} variant="light" color="gray" tt="none">
                  {member.fullName}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('detailsPage.noTeam')}
            </Text>
          )}
        </DetailItem>
        <DetailItem label={t('detailsPage.teamOnly')}>
          {text(detail.teamOnly ? t('detailsPage.yes') : t('detailsPage.no'))}
        </DetailItem>
      </Section>

      <Section title={t('detailsPage.referencesSection')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailItem label={t('fields.conflictCheck')}>
            <Badge
              variant="light"
              color={
                detail.conflictCheck === 'clear'
                  ? 'success'
                  : detail.conflictCheck === 'conflict'
                    ? 'error'
                    : detail.conflictCheck === 'waived'
                      ? 'warning'
                      : 'gray'
              }
            >
              {t(`conflict.${detail.conflictCheck}`)}
            </Badge>
          </DetailItem>
          <DetailItem label={t('fields.najizReference')}>
            {detail.najizReference ? (
              <Text size="sm">
                <Ltr>{detail.najizReference}</Ltr>
              </Text>
            ) : (
              none
            )}
          </DetailItem>
        </SimpleGrid>
        {checkNote && <DetailItem label={t('detailsPage.conflictNote')}>{text(checkNote)}</DetailItem>}
      </Section>

      <Section title={t('detailsPage.recordSection')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailItem label={t('fields.createdAt')}>{text(time.dateTime(detail.createdAt, 'medium'))}</DetailItem>
          <DetailItem label={t('fields.updatedAt')}>{text(time.dateTime(detail.updatedAt, 'medium'))}</DetailItem>
        </SimpleGrid>
      </Section>
    </SimpleGrid>
  );
}
