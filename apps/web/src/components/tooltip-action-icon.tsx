import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface TooltipActionIconProps
  extends ActionIconProps, Omit<ComponentPropsWithRef<'button'>, keyof ActionIconProps | 'children'> {
  /** What the button does: its tooltip and its accessible name. */
  label: string;
  /** The icon. */
  children: ReactNode;
}

/**
 * An icon button named by a tooltip (subtle and grey unless told). It takes a ref and any button prop, so it can be a
 * `Menu.Target`'s child.
 */
export function TooltipActionIcon({ label, children, ...props }: TooltipActionIconProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
