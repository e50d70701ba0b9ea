import { Button, Card, Code, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AbilityProvider, Can, useAbility } from '@casl/react';
import type { AbilityRule, AppAbility } from '@mizan/contracts';
import { IconChartPie2, IconCrown, IconInfoCircle, IconLock, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ability, refreshSession, useSessionUser } from '@/lib/session';
import { RoleBadge } from '@/components/role-badge';
import { RuleList } from '@/components/rule-list';
import { PageHeader } from '@/components/page-header';

/**
 * The access-control demo (spec §2, §6): open to users who may read AclDemo. It shows the user's role and
 * rules, and a card that only `manage all` users see — the same check the menu and the guard make.
 */
export function AccessControlPage() {
  return (
    <AbilityProvider value={ability}>
      <AccessControl />
    </AbilityProvider>
  );
}

function AccessControl() {
  const { t } = useTranslation('acl');
  const user = useSessionUser();
  const { rules } = useAbility<AppAbility>();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshSession();
      notifications.show({ color: 'teal', message: t('refresh.done') });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="accessControl" title={t('title')} documentTitle={t('pageTitle')} />

      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
            <IconInfoCircle size={22} />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('about.title')}
            </Title>
            <Text size="sm">{t('about.visibility')}</Text>
            <Text size="sm" c="dimmed">
              {t('about.server')}
            </Text>
          </Stack>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" mb="md" wrap="nowrap">
            <Title order={2} size="h5">
              {t('yourAccess.title')}
            </Title>
            {user && <RoleBadge role={user.role} size="lg" />}
          </Group>
          <RuleList
            rules={rules as AbilityRule[]}
            empty={t('yourAccess.none')}
            detail={(rule) => (
              <Code dir="ltr">
                {rule.action} {rule.subject}
              </Code>
            )}
          />
          <Group mt="lg">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={refreshing}
              onClick={() => void refresh()}
            >
              {t('refresh.action')}
            </Button>
          </Group>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h5" mb="md">
            {t('example.title')}
          </Title>
          <Text size="sm" mb="md">
            {t('example.text')}
          </Text>
          <Can I="manage" a="all">
            <Card radius="md" padding="md" bg="var(--mantine-primary-color-light)">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon radius="xl" aria-hidden>
                  <IconCrown size={16} />
                </ThemeIcon>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm" fw={600}>
                    {t('example.adminTitle')}
                  </Text>
                  <Text size="sm">{t('example.adminText')}</Text>
                  <Button component={Link} to="/dashboards/crm" leftSection={<IconChartPie2 size={16} aria-hidden />}>
                    {t('example.adminAction')}
                  </Button>
                </Stack>
              </Group>
            </Card>
          </Can>
          <Can not I="manage" a="all">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon radius="xl" variant="light" color="gray" aria-hidden>
                <IconLock size={16} />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                {t('example.hiddenText')}
              </Text>
            </Group>
          </Can>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
