import { useMemo } from 'react';
import { ability, useSessionUser } from '@/lib/session';
import type { Viewer } from './navigation-model';

/** The current viewer; a new object whenever the user signs in or out or their rules change. */
export function useViewer(): Viewer {
  const user = useSessionUser();
  return useMemo(() => ({ signedIn: user !== null, can: (action, subject) => ability.can(action, subject) }), [user]);
}
