import type { MenuSection } from '@mizan/contracts';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageHeaderProps {
  /** The menu section and the area id (navigation namespace) the breadcrumbs name. */
  section: MenuSection;
  area: string;
  title: string;
  /** Also the browser tab's title; defaults to `title`. */
  documentTitle?: string;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
}

/** Breadcrumbs (home › section › area), the page title and the browser-tab title of an app page. */
export function PageHeader({ section, area, title, documentTitle, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${documentTitle ?? title} · ${t('appTitle')}`);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/" size="sm">
            {t('breadcrumbs.home')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(`navigation:sections.${section}`)}
          </Text>
          <Text size="sm" c="dimmed" aria-current="page">
            {t(`navigation:areas.${area}`)}
          </Text>
        </Breadcrumbs>
        <Title order={1} size="h3">
          {title}
        </Title>
      </Stack>
      {actions}
    </Group>
  );
}
