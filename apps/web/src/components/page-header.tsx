import type { MenuSection } from '@mizan/contracts';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A breadcrumb after "Home": a link when it has `to`, else plain text. */
export interface Crumb {
  label: string;
  to?: LinkProps['to'];
}

export type PageHeaderProps = {
  title: string;
  /** Also the browser tab's title; defaults to `title`. */
  documentTitle?: string;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
} & (
  | {
      /** The menu section and the area id (navigation namespace) the breadcrumbs name. */
      section: MenuSection;
      area: string;
      trail?: never;
    }
  | {
      /** The breadcrumbs after "Home", the last one the current page. */
      trail: Crumb[];
      section?: never;
      area?: never;
    }
);

/** Breadcrumbs (home › section › area, or home › trail), the page title and the browser-tab title of an app page. */
export function PageHeader({ section, area, trail, title, documentTitle, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${documentTitle ?? title} · ${t('appTitle')}`);
  const crumbs: Crumb[] = trail ?? [
    { label: t(`navigation:sections.${section}`) },
    { label: t(`navigation:areas.${area}`) },
  ];
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/" size="sm">
            {t('breadcrumbs.home')}
          </Anchor>
          {crumbs.map((crumb, index) =>
            crumb.to ? (
              <Anchor key={index} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={index} size="sm" c="dimmed" aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
        <Title order={1} size="h3">
          {title}
        </Title>
      </Stack>
      {actions}
    </Group>
  );
}
