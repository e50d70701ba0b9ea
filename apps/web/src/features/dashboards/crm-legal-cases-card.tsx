import {
  Anchor,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { CaseStatus, CaseSummary } from '@mizan/contracts';
import { IconAlarm, IconBriefcase, IconCalendarEvent, IconFileCertificate, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createLink, Link, type LinkProps } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ability } from '@/lib/session';
import { legalCasesSummaryQuery } from './dashboards.api';

const STATUSES: readonly CaseStatus[] = ['intake', 'active', 'suspended', 'closed', 'archived'];
const STATUS_COLOR: Record<CaseStatus, string> = {
  intake: 'info',
  active: 'success',
  suspended: 'warning',
  closed: 'gray',
  archived: 'dark',
};

const TileLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function TileLink(props, ref) {
    return <UnstyledButton component="a" ref={ref} {...props} />;
  }),
);

/**
 * The CRM dashboard's legal-cases card (spec: legal-cases.md, Routes): cases by status, hearings today, hearings past
 * their date with no result, powers of attorney expiring within 30 days. Every figure opens the list (or today's
 * agenda) filtered the same way, so the number matches what it opens. Only for users who may read LegalCase.
 */
export function CrmLegalCasesCard() {
  if (!ability.can('read', 'LegalCase')) return null;
  return <LegalCasesCard />;
}

function LegalCasesCard() {
  const { t } = useTranslation('dashboards');
  const summary = useQuery(legalCasesSummaryQuery());

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="crm-legal-cases-title">
      <Group justify="space-between" mb="md" gap="xs">
        <Group gap="xs">
          <ThemeIcon variant="light" radius="md" aria-hidden>
            <IconBriefcase size={18} />
          </ThemeIcon>
          <Title order={3} size="h5" id="crm-legal-cases-title">
            {t('crm.legalCases.title')}
          </Title>
        </Group>
        <Anchor component={Link} to="/legal-cases" size="sm">
          {t('crm.legalCases.openList')}
        </Anchor>
      </Group>
      {summary.isError ? (
        <LoadErrorAlert title={t('crm.legalCases.error')} onRetry={() => void summary.refetch()} />
      ) : !summary.data ? (
        <Stack gap="sm" aria-busy>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
            {STATUSES.map((status) => (
              <Skeleton key={status} height={64} radius="md" />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <Figures summary={summary.data} />
      )}
    </Card>
  );
}

function Figures({ summary }: { summary: CaseSummary }) {
  const { t, i18n } = useTranslation('dashboards');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('crm.legalCases.total', { count: summary.total, formatted: number(summary.total) })}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
        {STATUSES.map((status) => (
          <Tile
            key={status}
            to="/legal-cases"
            search={{ status: [status] }}
            value={number(summary.byStatus[status])}
            label={t(`crm.legalCases.status.${status}`)}
            color={STATUS_COLOR[status]}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Tile
          to="/legal-cases/agenda"
          search={{ view: 'day', date: summary.today }}
          value={number(summary.hearingsToday)}
          label={t('crm.legalCases.hearingsToday')}
          icon={IconCalendarEvent}
          color="primary"
        />
        <Tile
          to="/legal-cases"
          search={{ chip: 'overdueHearings' }}
          value={number(summary.overdueHearings)}
          label={t('crm.legalCases.overdueHearings')}
          icon={IconAlarm}
          color={summary.overdueHearings > 0 ? 'error' : 'gray'}
        />
        <Tile
          to="/legal-cases"
          search={{ chip: 'expiringPowers' }}
          value={number(summary.expiringPowers)}
          label={t('crm.legalCases.expiringPowers')}
          icon={IconFileCertificate}
          color={summary.expiringPowers > 0 ? 'warning' : 'gray'}
        />
      </SimpleGrid>
    </Stack>
  );
}

type TileProps = {
  value: string;
  label: string;
  color: string;
  icon?: Icon;
} & Pick<LinkProps, 'to' | 'search'>;

function Tile({ value, label, color, icon: IconComponent, to, search }: TileProps) {
  return (
    <TileLink
      to={to}
      search={search as never}
      style={{
        display: 'block',
        padding: 'var(--mantine-spacing-sm)',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        borderInlineStart: `4px solid var(--mantine-color-${color}-filled)`,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        {IconComponent && (
          <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden>
            <IconComponent size={20} />
          </ThemeIcon>
        )}
        <Stack gap={0} miw={0}>
          <Text fw={700} size="xl" lh={1.2}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
      </Group>
    </TileLink>
  );
}
