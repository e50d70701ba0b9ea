import { Alert, Button, Stack, type AlertProps } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadErrorAlertProps extends Omit<AlertProps, 'title' | 'children'> {
  title: string;
  /** What to say under the title, above the button. */
  message?: ReactNode;
  onRetry: () => void;
}

/** What failed to load, with a button that tries again. */
export function LoadErrorAlert({ title, message, onRetry, ...props }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  const retry = (
    <Button variant="default" size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
      {t('actions.retry')}
    </Button>
  );
  return (
    <Alert variant="light" color="error" icon={<IconAlertTriangle size={20} aria-hidden />} title={title} {...props}>
      {message === undefined ? (
        retry
      ) : (
        <Stack gap="sm" align="flex-start">
          {message}
          {retry}
        </Stack>
      )}
    </Alert>
  );
}
