import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface StaleAlertProps {
  /** What happened, in the alert's title: the server's 409 message or the page's own words. */
  title: ReactNode;
  /** A line under the title saying what to do, if any. */
  message?: ReactNode;
  /** The reload button's label; the button shows only with `onReload`. */
  reloadLabel: string;
  reloading?: boolean;
  onReload?: () => void;
  color?: 'warning' | 'error';
  role?: 'alert';
}

/**
 * A long form's answer to a 409 (someone else saved the record meanwhile): what happened, and a button that fetches
 * what is stored so the form starts over from it.
 */
export function StaleAlert({
  title,
  message,
  reloadLabel,
  reloading,
  onReload,
  color = 'warning',
  role,
}: StaleAlertProps) {
  const reload = onReload && (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={reloading}
      onClick={onReload}
    >
      {reloadLabel}
    </Button>
  );
  return (
    <Alert color={color} variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={title} role={role}>
      {message === undefined ? (
        reload
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          {reload}
        </Stack>
      )}
    </Alert>
  );
}
