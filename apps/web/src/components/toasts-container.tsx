import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import classes from './toasts-container.module.css';

/** Mantine's toasts container, in its own chunk (see toasts.tsx): at the top of the reading end, under the app bar. */
export default function ToastsContainer() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      // Above dialogs (200), below dropdowns (300): a menu opened from the app bar shows over a toast under it.
      zIndex={250}
      classNames={{ root: classes.root }}
    />
  );
}
