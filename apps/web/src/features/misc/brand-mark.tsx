import { ThemeIcon } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';

/** Mizan's mark: a balance ("mīzān"), as in the app shell and the favicon. */
export function BrandMark() {
  return (
    <ThemeIcon size={34} radius="md" variant="filled" aria-hidden>
      <IconScale size={22} />
    </ThemeIcon>
  );
}
