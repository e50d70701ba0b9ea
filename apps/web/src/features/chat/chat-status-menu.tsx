import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ChatStatus } from '@mizan/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { chatKeys } from './chat.api';

/**
 * One's own status, as a menu: online, or busy (the others see a red dot); away and offline follow from activity and
 * connection, not from a choice.
 */
export function StatusMenu({ status }: { status: ChatStatus }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const choose = useMutation({
    mutationFn: (next: 'online' | 'busy') => api<void>('/live/status', { method: 'PUT', body: { status: next } }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.lists() }),
    onError: () => notifications.show({ color: 'red', message: t('statusFailed') }),
  });
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('statusLabel', { status: t(`status.${status}`) })}>
          <Group gap={2} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t(`status.${status}`)}
            </Text>
            <IconChevronDown size={12} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {(['online', 'busy'] as const).map((option) => (
          <Menu.Item key={option} onClick={() => choose.mutate(option)}>
            {t(`status.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
