import { Alert, Button, type AlertProps } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface LoadErrorAlertProps extends Omit<AlertProps, 'title' | 'children'> {
  title: string;
  onRetry: () => void;
}

/** What failed to load, with a button that tries again. */
export function LoadErrorAlert({ title, onRetry, ...props }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="error" icon={<IconAlertTriangle size={20} aria-hidden />} title={title} {...props}>
      <Button variant="default" size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
