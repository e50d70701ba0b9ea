import { Notifications } from '@mantine/notifications';

/** Mantine's toasts container, in its own chunk (see toasts.tsx). */
export default function ToastsContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
