import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  getPreferences,
  preferencesColorSchemeManager,
  reloadPreferences,
  resetPreferences,
  resolveDirection,
  setPreference,
  setPreferences,
  subscribePreferences,
} from './preferences';

afterEach(() => resetPreferences());

const mizanKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('mizan-'));

describe('preferences', () => {
  it('start from the defaults of spec §4', () => {
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
      direction: null,
    });
    expect(mizanKeys()).toEqual([]);
  });

  it('store each change on the device under a mizan- key and notify subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePreferences(listener);
    setPreference('theme', 'dark');
    setPreference('layout', 'horizontal');
    setPreference('primaryColor', '#0d9394');
    setPreference('navbarBlur', false);
    setPreference('direction', 'rtl');
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(5);
    expect(localStorage.getItem('mizan-theme')).toBe('"dark"');
    expect(localStorage.getItem('mizan-layout')).toBe('"horizontal"');
    expect(localStorage.getItem('mizan-primary-color')).toBe('"#0D9394"');
    expect(localStorage.getItem('mizan-navbar-blur')).toBe('false');
    expect(localStorage.getItem('mizan-direction')).toBe('"rtl"');
  });

  it('do not notify when nothing changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePreferences(listener);
    setPreference('skin', 'default');
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('come back from the device on reload', async () => {
    setPreferences({ theme: 'dark', skin: 'bordered', contentWidth: 'fluid', semiDark: true, navCollapsed: true });
    // A reload: a fresh copy of the module reads the device again.
    vi.resetModules();
    const fresh = await import('./preferences');
    expect(fresh.getPreferences()).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      skin: 'bordered',
      contentWidth: 'fluid',
      semiDark: true,
      navCollapsed: true,
    });
  });

  it('pick up values another tab stored', () => {
    localStorage.setItem('mizan-layout', '"horizontal"');
    localStorage.setItem('mizan-primary-color', '"#16b1ff"');
    reloadPreferences();
    expect(getPreferences()).toMatchObject({ layout: 'horizontal', primaryColor: '#16B1FF' });
  });

  it('ignore stored values that are not valid', () => {
    localStorage.setItem('mizan-theme', '"purple"');
    localStorage.setItem('mizan-primary-color', '"red"');
    localStorage.setItem('mizan-nav-collapsed', 'not json');
    localStorage.setItem('mizan-direction', '"up"');
    reloadPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuse an invalid value', () => {
    setPreference('primaryColor', 'blue');
    setPreference('layout', 'diagonal' as never);
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
  });

  it('reset restores the defaults and clears the device', () => {
    setPreferences({ theme: 'light', layout: 'horizontal', navCollapsed: true, primaryColor: '#FF4C51' });
    expect(mizanKeys()).toHaveLength(4);
    resetPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(mizanKeys()).toEqual([]);
  });

  it('keep the language key of lib/i18n alone on reset', () => {
    localStorage.setItem('mizan-language', '"ar"');
    resetPreferences();
    expect(localStorage.getItem('mizan-language')).toBe('"ar"');
  });
});

describe('resolveDirection', () => {
  it('follows the language unless the user forced a direction', () => {
    expect(resolveDirection({ direction: null }, 'rtl')).toBe('rtl');
    expect(resolveDirection({ direction: null }, 'ltr')).toBe('ltr');
    expect(resolveDirection({ direction: 'ltr' }, 'rtl')).toBe('ltr');
    expect(resolveDirection({ direction: 'rtl' }, 'ltr')).toBe('rtl');
  });
});

describe('preferencesColorSchemeManager', () => {
  it('shares the theme with Mantine, which calls the system theme "auto"', () => {
    const manager = preferencesColorSchemeManager();
    expect(manager.get('light')).toBe('auto');
    manager.set('dark');
    expect(getPreferences().theme).toBe('dark');
    expect(localStorage.getItem('mizan-theme')).toBe('"dark"');

    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    setPreference('theme', 'light');
    setPreference('skin', 'bordered');
    manager.unsubscribe();
    setPreference('theme', 'system');
    expect(onUpdate.mock.calls).toEqual([['light']]);
  });
});
