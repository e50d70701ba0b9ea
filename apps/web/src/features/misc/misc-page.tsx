import { Button, Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';
import classes from './misc.module.css';

export interface MiscPageProps {
  /** The big status number, e.g. 404. */
  code?: number;
  /** Short name for the browser tab. */
  pageTitle: string;
  title: string;
  text: string;
  illustration: ReactNode;
  /** Buttons; "Back to home" when omitted. */
  actions?: ReactNode;
  /** Extra content under the text (e.g. technical details). */
  children?: ReactNode;
  /** Inside the app shell: no full-screen frame, no brand. */
  inline?: boolean;
}

export function BackHomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
      {t('common:actions.backHome')}
    </Button>
  );
}

/** The shared frame of the status pages: brand, code, title, text, actions, then an illustration. */
export function MiscPage({ code, pageTitle, title, text, illustration, actions, children, inline }: MiscPageProps) {
  const { t } = useTranslation();
  const appTitle = t('common:appTitle');
  useDocumentTitle(`${pageTitle} · ${appTitle}`);
  const body = (
    <section className={classes.content} aria-labelledby="misc-page-title">
      {code !== undefined && (
        <div className={classes.code} aria-hidden="true">
          {code}
        </div>
      )}
      <Title order={1} id="misc-page-title" className={classes.title} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      <Text className={classes.text} size="lg" c="dimmed">
        {text}
      </Text>
      {children}
      <Group justify="center" gap="sm" mt="xs">
        {actions ?? <BackHomeButton />}
      </Group>
      {illustration}
    </section>
  );
  if (inline) return <div className={classes.inline}>{body}</div>;
  return (
    <main className={classes.screen}>
      <Link to="/" className={classes.brand}>
        <BrandMark />
        <span>{appTitle}</span>
      </Link>
      {body}
      <div className={classes.wave} />
    </main>
  );
}
