import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (phones) rows become cards and the toolbar's buttons shrink to icons. */
export function useCardLayout() {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${parseFloat(theme.breakpoints.sm) - 0.01}em)`, false, {
    getInitialValueInEffect: false,
  });
}
