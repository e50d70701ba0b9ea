import { AREAS } from '@mizan/contracts';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { buildNavigation, shortcutItems, type NavItem, type NavSection } from './navigation-model';
import { useViewer } from './use-viewer';

/** The menu the current user may use, rebuilt when they sign in or out. */
export function useNavigation(): NavSection[] {
  const viewer = useViewer();
  return useMemo(() => buildNavigation(AREAS, viewer), [viewer]);
}

export function useShortcuts(): NavItem[] {
  const viewer = useViewer();
  return useMemo(() => shortcutItems(AREAS, viewer), [viewer]);
}

export const usePathname = () => useRouterState({ select: (state) => state.location.pathname });
