import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { isChunkLoadError } from './chunk-error';
import { ServerErrorIllustration } from './illustrations';
import { MiscPage } from './misc-page';
import { NotAuthorizedPage } from './not-authorized-page';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';
import { useInsideShell } from './use-inside-shell';

/** What a page shows when its code, loader or render fails, instead of a blank screen. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const inline = useInsideShell();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);

  if (chunk) {
    // The tab runs an older build than the server now holds: only a reload brings the new files.
    return (
      <MiscPage
        pageTitle={t('chunkError.title')}
        title={t('chunkError.title')}
        text={t('chunkError.body')}
        illustration={<ServerErrorIllustration />}
        inline={inline}
        actions={
          <Button
            size="md"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('chunkError.action')}
          </Button>
        }
      />
    );
  }
  if (error instanceof ApiError && error.status === 403) return <NotAuthorizedPage />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;

  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <ServerErrorPage inline={inline} onRetry={retry} details={error instanceof Error ? error.message : String(error)} />
  );
}
