import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A short list read as one (a `ul` named `label` for screen readers) without bullets or indent, its items stacked. */
export function PlainList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
