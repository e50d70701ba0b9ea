import { APP_TITLE } from '@mizan/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconScale } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './auth.module.css';
import { BrandIllustration } from './brand-illustration';

interface AuthLayoutProps {
  /** The browser tab's name: `<pageTitle> · Mizan`. */
  pageTitle: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Two columns on wide screens: the brand panel, then the form; phones get the form alone. */
export function AuthLayout({ pageTitle, title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${pageTitle} · ${APP_TITLE}`);
  return (
    <div className={classes.root}>
      <aside className={classes.panel}>
        <BrandIllustration className={classes.panelArt} />
        <div className={classes.panelText}>
          <Title order={2} mb="xs">
            {t('brand.title')}
          </Title>
          <Text>{t('brand.tagline')}</Text>
        </div>
      </aside>
      <main className={classes.formSide}>
        <Stack className={classes.form} gap="lg">
          <Link to="/" className={classes.brand}>
            <span className={classes.brandMark}>
              <IconScale size={22} stroke={1.75} />
            </span>
            {t('common:appTitle')}
          </Link>
          <div>
            <Title order={1} size="h3" mb={4}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </div>
          {children}
        </Stack>
      </main>
    </div>
  );
}
