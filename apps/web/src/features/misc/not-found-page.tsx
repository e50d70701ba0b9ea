import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundIllustration } from './illustrations';
import { MiscPage } from './misc-page';
import { useInsideShell } from './use-inside-shell';

/** 404, for any unknown URL (spec §2: the path is logged as 'Route not found'). */
export function NotFoundPage() {
  const { t } = useTranslation('misc');
  const pathname = useLocation({ select: (location) => location.pathname });
  const inline = useInsideShell();
  useEffect(() => {
    console.warn('Route not found', pathname);
  }, [pathname]);
  return (
    <MiscPage
      code={404}
      pageTitle={t('notFound.pageTitle')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      illustration={<NotFoundIllustration />}
      inline={inline}
    />
  );
}
