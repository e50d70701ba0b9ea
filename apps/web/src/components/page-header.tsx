import type { MenuSection } from '@mizan/contracts';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserTextAttributes } from './user-text';

/** A breadcrumb after "Home": a link when it has `to`, else plain text. */
export interface Crumb {
  label: string;
  to?: LinkProps['to'];
}

export type PageHeaderProps = {
  title: string;
  /**
   * The title is what someone typed (a person's or a case's name), not the interface's words: it carries the language
   * and direction of its script when that isn't the page's (components/user-text.tsx).
   */
  titleIsUserText?: boolean;
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
export function PageHeader({ section, area, trail, title, titleIsUserText, documentTitle, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const titleAttributes = useUserTextAttributes(titleIsUserText ? title : '');
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
        <Title order={1} size="h3" {...titleAttributes}>
          {title}
        </Title>
      </Stack>
      {actions}
    </Group>
  );
}
