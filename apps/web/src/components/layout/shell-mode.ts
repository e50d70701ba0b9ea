import type { Preferences } from '@/lib/preferences';

/** Spec §9: below 1279 px the navigation is an overlay drawer whatever the chosen layout. */
export const NARROW_SCREEN_QUERY = '(max-width: 79.9375em)';

export type NavigationMode = 'drawer' | 'vertical' | 'horizontal';

export interface ShellMode {
  navigation: NavigationMode;
  /** The vertical navigation shows icons only. */
  collapsed: boolean;
  /** The top bar is shown (a burger needs it on narrow screens, so it never hides there). */
  navbarVisible: boolean;
}

/**
 * What the shell shows for these preferences on this screen. Pure, and it never changes the preferences:
 * a narrow window borrows the drawer and the stored choice comes back when the window is wide again.
 */
export function resolveShellMode(
  preferences: Pick<Preferences, 'layout' | 'navCollapsed' | 'navbarType'>,
  narrow: boolean,
): ShellMode {
  if (narrow) return { navigation: 'drawer', collapsed: false, navbarVisible: true };
  return {
    navigation: preferences.layout,
    collapsed: preferences.layout === 'vertical' && preferences.navCollapsed,
    navbarVisible: preferences.navbarType === 'sticky',
  };
}
