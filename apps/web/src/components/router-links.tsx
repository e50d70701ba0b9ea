import { ActionIcon, type ActionIconProps, Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

// Links to routes drawn as Mantine parts. Mantine's polymorphic components lose their props through createLink;
// plain wrappers keep them typed.

/** A text link to a route. */
export const AnchorLink = createLink((props: AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <Anchor {...props} />
));

/** An icon button that goes to a route (a row's view/edit action). */
export const ActionIconLink = createLink((props: ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <ActionIcon component="a" {...props} />
));

/** A button that goes to a route. */
export const ButtonLink = createLink((props: ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <Button component="a" {...props} />
));
