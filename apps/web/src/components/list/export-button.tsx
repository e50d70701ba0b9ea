import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from './use-card-layout';

/**
 * Where a list's CSV comes from: the server's file for the current filter (`href`, downloaded with the session
 * cookie), or rows the page gathers and saves itself (`run`, answering how many it wrote).
 */
export type ListExport = { href: string } | { run: () => Promise<number> };

/**
 * "Export CSV" of what the list shows now (every page of it); a toast tells how many rows, or why it failed. An
 * icon on a phone, where the toolbar's buttons share one line.
 */
export function ExportButton({ source }: { source: ListExport }) {
  const { t, i18n } = useTranslation();
  const compact = useCardLayout();
  const [running, setRunning] = useState(false);
  const label = t('list.export');
  const icon = <IconDownload size={compact ? 18 : 16} aria-hidden />;
  const link = 'href' in source ? { component: 'a' as const, href: source.href, download: true } : {};
  const run = async () => {
    if (!('run' in source)) return;
    setRunning(true);
    try {
      const count = await source.run();
      notifications.show({
        color: 'success',
        message: t('list.exported', { formatted: new Intl.NumberFormat(i18n.language).format(count) }),
      });
    } catch (error) {
      notifications.show({ color: 'error', title: t('list.exportFailed'), message: (error as Error).message });
    } finally {
      setRunning(false);
    }
  };
  const onClick = 'run' in source ? () => void run() : undefined;
  return compact ? (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="input-sm" aria-label={label} loading={running} onClick={onClick} {...link}>
        {icon}
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button variant="default" leftSection={icon} loading={running} onClick={onClick} {...link}>
      {label}
    </Button>
  );
}
