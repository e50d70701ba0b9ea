import { useEffect } from 'react';
import { markActive, startLive, stopLive, useLiveEvent } from './live';
import { refreshSession, useSessionUser } from './session';

/**
 * Keeps the tab's live socket open while someone is signed in (the app shell mounts it): the user's clicks and keys
 * keep them "online"; a role changed elsewhere reloads the rights; a session ended on the server is checked at once
 * (which signs the tab out).
 */
export function useLiveConnection() {
  const userId = useSessionUser()?.id;
  useEffect(() => {
    if (userId === undefined) return;
    startLive(() => void refreshSession());
    const active = () => markActive();
    for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, active, { passive: true });
    return () => {
      for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, active);
      stopLive();
    };
  }, [userId]);
  useLiveEvent('rules.changed', () => void refreshSession());
}
