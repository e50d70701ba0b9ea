import { useMatch } from '@tanstack/react-router';

/** True when rendered inside a page of the app shell (route ids under `/_app/`), so the page skips its frame. */
export function useInsideShell(): boolean {
  const routeId: unknown = useMatch({ strict: false, select: (match) => match.routeId });
  return typeof routeId === 'string' && routeId.startsWith('/_app/');
}
