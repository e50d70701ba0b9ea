import { Avatar, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AccountSummary } from '@mizan/contracts';
import { IconCalendarEvent, IconDevices, IconLogin2, IconShieldCheck, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrmDashboardHeader } from './crm-dashboard-header';
import { CrmLegalCasesCard } from './crm-legal-cases-card';
import { CrmDashboardError, CrmDashboardSkeleton } from './crm-dashboard-states';
import { accountSummaryQuery } from './dashboards.api';
import { RoleBadge } from '@/components/role-badge';
import { RuleList } from '@/components/rule-list';
import { timeOfDay } from './time-of-day';

/**
 * The CRM dashboard, until the dashboards issue fills it: a greeting and the user's own account summary.
 * Everything shown is real data from GET /api/account/summary.
 */
export function CrmDashboardPage() {
  const summary = useQuery(accountSummaryQuery());
  if (summary.data) return <CrmDashboard summary={summary.data} />;
  if (summary.isError) return <CrmDashboardError onRetry={() => void summary.refetch()} />;
  return <CrmDashboardSkeleton />;
}

function useDateFormat() {
  const { i18n } = useTranslation();
  return {
    date: (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(value)),
    dateTime: (value: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    number: (value: number) => new Intl.NumberFormat(i18n.language).format(value),
  };
}

function CrmDashboard({ summary }: { summary: AccountSummary }) {
  const { t } = useTranslation('dashboards');
  const format = useDateFormat();
  const { userData } = summary;
  const name = userData.fullName || userData.username;

  return (
    <Stack gap="lg">
      <CrmDashboardHeader />

      <Paper withBorder radius="md" p="xl" bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" wrap="nowrap" gap="lg">
          <Stack gap={6}>
            <Title order={2} size="h3">
              {t(`crm.greeting.${timeOfDay(new Date())}`, { name })}
            </Title>
            <Text c="dimmed">{t('crm.intro')}</Text>
          </Stack>
          <Avatar
            src={userData.avatar ?? undefined}
            name={name}
            color="initials"
            size={64}
            radius="xl"
            visibleFrom="xs"
            alt=""
          />
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <StatCard icon={IconCalendarEvent} label={t('crm.memberSince')} value={format.date(summary.createdAt)} />
        <StatCard
          icon={IconLogin2}
          label={t('crm.lastSignIn')}
          value={summary.lastSignInAt ? format.dateTime(summary.lastSignInAt) : t('crm.never')}
        />
        <StatCard
          icon={IconDevices}
          label={t('crm.activeSessions')}
          value={format.number(summary.activeSessions)}
          hint={t('crm.activeSessionsHint')}
        />
      </SimpleGrid>

      <CrmLegalCasesCard />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h5" mb="md">
            {t('crm.account')}
          </Title>
          <Stack gap="sm">
            <Field label={t('crm.fields.name')} value={name} />
            <Field label={t('crm.fields.username')} value={userData.username} ltr />
            <Field label={t('crm.fields.email')} value={userData.email} ltr />
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed" size="sm">
                {t('crm.fields.role')}
              </Text>
              <RoleBadge role={userData.role} />
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed" size="sm">
                {t('crm.fields.status')}
              </Text>
              <Badge variant="light" color={summary.status === 'active' ? 'teal' : 'orange'}>
                {t(`crm.statuses.${summary.status}`, { defaultValue: summary.status })}
              </Badge>
            </Group>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Group gap="xs" mb="md">
            <ThemeIcon variant="light" radius="md" aria-hidden>
              <IconShieldCheck size={18} />
            </ThemeIcon>
            <Title order={3} size="h5">
              {t('crm.permissions')}
            </Title>
          </Group>
          <RuleList rules={summary.permissions} empty={t('crm.noPermissions')} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function StatCard({
  icon: IconComponent,
  label,
  value,
  hint,
}: {
  icon: Icon;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
          <IconComponent size={22} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={600} size="lg">
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function Field({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" fw={500} truncate dir={ltr ? 'ltr' : undefined}>
        {value}
      </Text>
    </Group>
  );
}
