import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastsContainer = lazy(() => import('./toasts-container'));

/**
 * The toasts' container, loaded with the first toast: a page that never shows one (the login page, most
 * visits) doesn't download it. Toasts shown before it arrives wait in Mantine's store and appear with it.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const pending = notifications.length + queue.length > 0;
  // Once mounted it stays, so the last toast can animate out.
  if (pending && !needed) setNeeded(true);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
