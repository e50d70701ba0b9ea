import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A picture beside a name with a dimmed line under it, both cut short to one line (a product in a short list). */
export function ThumbnailTitle({
  thumbnail,
  title,
  subtitle,
  fw = 500,
}: {
  thumbnail: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  fw?: number;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {thumbnail}
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={fw} truncate>
          {title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {subtitle}
        </Text>
      </Stack>
    </Group>
  );
}
