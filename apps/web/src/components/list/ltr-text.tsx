import { Text, type TextProps } from '@mantine/core';
import classes from './list.module.css';

/**
 * A cell's left-to-right value (e-mail, SKU, phone): read left to right, cut with "…" at its end when too long (the
 * whole of it on hover), and lined up with the other cells — on the right in an Arabic page.
 */
export function LtrText({ children, ...props }: Omit<TextProps, 'children'> & { children: string }) {
  return (
    <Text size="sm" truncate title={children} className={classes.ltr} {...props}>
      {children}
    </Text>
  );
}
