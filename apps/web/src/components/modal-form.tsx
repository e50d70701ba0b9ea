import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog's form: its fields stacked, submitted by Enter or its submit button without reloading the page. */
export function ModalForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
