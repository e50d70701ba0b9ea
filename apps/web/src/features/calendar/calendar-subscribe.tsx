import { ActionIcon, Button, CopyButton, Group, Menu, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CalendarAnyKind } from '@mizan/contracts';
import { IconCheck, IconCopy, IconDownload, IconRss, IconShare } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useErrorText } from '@/lib/error-text';
import { type CalendarRange, createFeed, revokeFeed } from './calendar.api';

/** The export link of a range and kinds. */
export function exportHref(range: CalendarRange | null, kinds: CalendarAnyKind[]): string {
  const params = new URLSearchParams();
  for (const kind of kinds) params.append('calendars', kind);
  if (range) {
    params.set('start', range.start);
    params.set('end', range.end);
  }
  return `/api/apps/calendar/export.ics?${params.toString()}`;
}

/** "Export .ics" of the visible range and "Subscribe": a private feed URL, copied or revoked. */
export function CalendarSubscribe({ range, kinds }: { range: CalendarRange | null; kinds: CalendarAnyKind[] }) {
  const { t } = useTranslation('calendar');
  const errorText = useErrorText('calendar:errors');
  const [opened, setOpened] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const onError = (error: Error) => notifications.show({ color: 'error', message: errorText(error.message) });
  const make = useMutation({ mutationFn: createFeed, onError });
  const revoke = useMutation({
    mutationFn: revokeFeed,
    onError,
    onSuccess: () => {
      setRevoking(false);
      make.reset();
      notifications.show({ color: 'success', message: t('subscribe.revoked') });
    },
  });
  const url = make.data ? new URL(make.data.url, window.location.origin).href : '';
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconShare size={16} aria-hidden />}>
            {t('subscribe.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={exportHref(range, kinds)}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('subscribe.export')}
          </Menu.Item>
          <Menu.Item leftSection={<IconRss size={16} aria-hidden />} onClick={() => setOpened(true)}>
            {t('subscribe.subscribe')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('subscribe.title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('subscribe.text')}</Text>
          {url ? (
            <Group gap="xs" wrap="nowrap">
              <TextInput readOnly value={url} dir="ltr" aria-label={t('subscribe.url')} style={{ flex: 1 }} />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Tooltip label={t(copied ? 'subscribe.copied' : 'subscribe.copy')}>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      onClick={copy}
                      aria-label={t(copied ? 'subscribe.copied' : 'subscribe.copy')}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          ) : null}
          <Group justify="space-between">
            <Button variant="subtle" color="error" onClick={() => setRevoking(true)}>
              {t('subscribe.revoke')}
            </Button>
            <Button loading={make.isPending} onClick={() => make.mutate()}>
              {t(url ? 'subscribe.renew' : 'subscribe.make')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={revoking}
        title={t('subscribe.revokeTitle')}
        message={t('subscribe.revokeText')}
        confirmLabel={t('subscribe.revoke')}
        loading={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onClose={() => setRevoking(false)}
      />
    </>
  );
}
