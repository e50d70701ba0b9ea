import { Button, Code } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ServerErrorIllustration } from './illustrations';
import { BackHomeButton, MiscPage } from './misc-page';
import classes from './misc.module.css';

export interface ServerErrorPageProps {
  /** The technical message of an unexpected error, shown folded. */
  details?: string;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
  inline?: boolean;
}

/** 500: something failed on our side (also the page of unexpected render and loader errors). */
export function ServerErrorPage({ details, onRetry, inline }: ServerErrorPageProps) {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      code={500}
      pageTitle={t('serverError.pageTitle')}
      title={t('serverError.title')}
      text={t('serverError.text')}
      illustration={<ServerErrorIllustration />}
      inline={inline}
      actions={
        <>
          {onRetry && (
            <Button size="md" variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          )}
          <BackHomeButton />
        </>
      }
    >
      {details && (
        <details className={classes.details}>
          <summary>{t('serverError.showDetails')}</summary>
          <Code block mt="xs">
            {details}
          </Code>
        </details>
      )}
    </MiscPage>
  );
}
