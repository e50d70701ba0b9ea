import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Breadcrumbs, title and browser-tab title of the CRM dashboard, shared by its page, skeleton and error state. */
export function CrmDashboardHeader() {
  const { t } = useTranslation('dashboards');
  useDocumentTitle(`${t('crm.pageTitle')} · ${t('common:appTitle')}`);
  return (
    <Stack gap={4}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/" size="sm">
          {t('breadcrumbs.home')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('navigation:sections.dashboards')}
        </Text>
        <Text size="sm" c="dimmed" aria-current="page">
          {t('navigation:areas.dashboardsCrm')}
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h3">
        {t('crm.title')}
      </Title>
    </Stack>
  );
}
