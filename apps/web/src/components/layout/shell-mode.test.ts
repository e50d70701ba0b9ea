import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@/lib/preferences';
import { resolveShellMode } from './shell-mode';

const prefs = (changes: Partial<Preferences>): Preferences => ({ ...DEFAULT_PREFERENCES, ...changes });

describe('resolveShellMode', () => {
  it('keeps the chosen layout on a wide screen', () => {
    expect(resolveShellMode(prefs({ layout: 'horizontal' }), false)).toEqual({
      navigation: 'horizontal',
      collapsed: false,
      navbarVisible: true,
    });
    expect(resolveShellMode(prefs({ layout: 'vertical', navCollapsed: true }), false)).toEqual({
      navigation: 'vertical',
      collapsed: true,
      navbarVisible: true,
    });
  });

  it('below 1279 px, always uses the overlay drawer, never collapsed, navbar shown', () => {
    for (const layout of ['vertical', 'horizontal'] as const) {
      expect(resolveShellMode(prefs({ layout, navCollapsed: true, navbarType: 'hidden' }), true)).toEqual({
        navigation: 'drawer',
        collapsed: false,
        navbarVisible: true,
      });
    }
  });

  it('gives the stored choice back when the window is wide again', () => {
    const stored = prefs({ layout: 'horizontal' });
    resolveShellMode(stored, true);
    expect(stored.layout).toBe('horizontal');
    expect(resolveShellMode(stored, false).navigation).toBe('horizontal');
  });

  it('hides the navbar when asked, on wide screens only', () => {
    expect(resolveShellMode(prefs({ navbarType: 'hidden' }), false).navbarVisible).toBe(false);
  });
});
