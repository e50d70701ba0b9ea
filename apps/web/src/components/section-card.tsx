import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's top section (level 2) reads larger than one inside a headed block of the page (level 3). */
const HEADING_SIZE = { 2: 'h4', 3: 'h5' } as const;

/**
 * A titled section of a page in a card: its heading at `level`, the line saying what it is for when there is one,
 * then its content.
 */
export function SectionCard({
  title,
  description,
  level,
  children,
}: {
  title: string;
  description?: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const heading = (
    <Title order={level} size={HEADING_SIZE[level]} mb={description === undefined ? 'md' : undefined}>
      {title}
    </Title>
  );
  if (description === undefined) {
    return (
      <Card withBorder radius="md" padding="lg">
        {heading}
        {children}
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          {heading}
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}
