import { VisuallyHidden } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/** The element a page's content starts at (the app shell's content area); focus lands there when it had nowhere. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Tells screen-reader users that a link led to another page, which a single-page app doesn't do by itself: once
 * the new page is drawn, its title (each page sets one) is read from a polite live region. If the focused control
 * went away with the old page, focus moves to the new page's content instead of falling back to the top of the
 * document. A change of the search alone (a list's filter or page) is not a new page and says nothing.
 */
export function RouteAnnouncer() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (pathname === previous.current) return;
    const first = previous.current === undefined;
    previous.current = pathname;
    if (first) return;
    // The page's own title effect and a lazy page's first paint come in the same frame as the route's resolution.
    const frame = requestAnimationFrame(() => {
      setMessage(document.title);
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) {
        (document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main'))?.focus({
          preventScroll: true,
        });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
