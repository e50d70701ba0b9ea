import { Card, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

/** Puts the server's per-field messages on the form; answers whether any field matched. */
export function applyFieldErrors(
  error: unknown,
  fields: readonly string[],
  setFieldError: (field: string, message: ReactNode) => void,
  errorText: (message: ReactNode) => ReactNode,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setFieldError(field, errorText(message));
      matched = true;
    }
  }
  return matched;
}

/** A toast for a failed call, in the user's language. */
export function useFailureToast() {
  const { t } = useTranslation('account-settings');
  const errorText = useErrorText('account-settings:errors');
  return (error: unknown, title = t('toast.failed')) =>
    notifications.show({
      color: 'red',
      title,
      message: errorText(error instanceof Error ? error.message : t('common:states.error')),
    });
}

export function SectionSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" aria-busy="true" aria-label={t('common:states.loading')}>
      <Stack gap="sm">
        <Skeleton height={16} width="35%" mb="sm" />
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} height={12} />
        ))}
      </Stack>
    </Card>
  );
}

export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account-settings');
  return <LoadErrorAlert title={t('states.errorTitle')} message={t('common:states.error')} onRetry={onRetry} />;
}

/** A date and time in the user’s language, on the office’s clock (as every time of the office is shown). */
export function useDateTime() {
  const time = useOfficeTime();
  return (iso: string, withTime = true) => (withTime ? time.dateTime(iso, 'medium') : time.date(time.day(iso), 'long'));
}
