import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  effectiveLayout,
  getPreferences,
  reloadPreferences,
  resetPreferences,
  resolveDirection,
  setPreference,
  setPreferences,
  subscribePreferences,
} from './preferences';

afterEach(() => resetPreferences());

describe('preferences', () => {
  it('starts from the defaults of spec §4', () => {
    expect(getPreferences()).toEqual({
      theme: 'system',
      skin: 'default',
      primaryColor: '#7367F0',
      layout: 'vertical',
      navCollapsed: false,
      semiDark: false,
      contentWidth: 'boxed',
      navbarType: 'sticky',
      navbarBlur: true,
      footer: 'static',
      direction: null,
    });
  });

  it('stores each change on the device under a mizan- key and notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribePreferences(() => (calls += 1));
    setPreference('theme', 'dark');
    setPreference('layout', 'horizontal');
    setPreference('primaryColor', '#0D9394');
    setPreference('navbarBlur', false);
    unsubscribe();
    expect(calls).toBe(4);
    expect(localStorage.getItem('mizan-theme')).toBe('"dark"');
    expect(localStorage.getItem('mizan-layout')).toBe('"horizontal"');
    expect(localStorage.getItem('mizan-primaryColor')).toBe('"#0D9394"');
    expect(localStorage.getItem('mizan-navbarBlur')).toBe('false');
  });

  it('comes back from storage on reload', () => {
    setPreferences({ theme: 'dark', skin: 'bordered', contentWidth: 'fluid', semiDark: true, direction: 'rtl' });
    const before = getPreferences();
    reloadPreferences();
    expect(getPreferences()).toEqual(before);
    expect(getPreferences()).toMatchObject({ theme: 'dark', skin: 'bordered', contentWidth: 'fluid', semiDark: true, direction: 'rtl' });
  });

  it('ignores stored values that are not valid', () => {
    localStorage.setItem('mizan-theme', '"purple"');
    localStorage.setItem('mizan-primaryColor', '"red"');
    localStorage.setItem('mizan-navCollapsed', 'not json');
    reloadPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses an invalid value', () => {
    setPreference('primaryColor', 'blue');
    expect(getPreferences().primaryColor).toBe('#7367F0');
  });

  it('reset restores the defaults and clears storage', () => {
    setPreferences({ theme: 'light', layout: 'horizontal', navCollapsed: true });
    resetPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('mizan-'))).toEqual([]);
    reloadPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('effectiveLayout', () => {
  it('keeps the chosen layout on a wide screen', () => {
    expect(effectiveLayout({ layout: 'horizontal', navCollapsed: false }, false)).toEqual({
      layout: 'horizontal',
      overlayNav: false,
      collapsed: false,
    });
    expect(effectiveLayout({ layout: 'vertical', navCollapsed: true }, false)).toEqual({
      layout: 'vertical',
      overlayNav: false,
      collapsed: true,
    });
  });

  it('forces a vertical overlay drawer below 1279 px, whatever was chosen', () => {
    for (const layout of ['vertical', 'horizontal'] as const) {
      expect(effectiveLayout({ layout, navCollapsed: true }, true)).toEqual({
        layout: 'vertical',
        overlayNav: true,
        collapsed: false,
      });
    }
  });

  it('leaves the stored choice alone, so it comes back when wider', () => {
    setPreference('layout', 'horizontal');
    effectiveLayout(getPreferences(), true);
    expect(getPreferences().layout).toBe('horizontal');
    expect(effectiveLayout(getPreferences(), false).layout).toBe('horizontal');
  });
});

describe('resolveDirection', () => {
  it('follows the language unless set explicitly', () => {
    expect(resolveDirection({ direction: null }, 'rtl')).toBe('rtl');
    expect(resolveDirection({ direction: null }, 'ltr')).toBe('ltr');
    expect(resolveDirection({ direction: 'ltr' }, 'rtl')).toBe('ltr');
  });
});
