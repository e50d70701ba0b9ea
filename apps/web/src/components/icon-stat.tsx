import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figure with its icon and label, as profile cards show them (tasks done, orders, money spent). */
export function IconStat({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={600}>{value}</Text>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Group>
  );
}
