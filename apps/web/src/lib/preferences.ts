import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

/**
 * Interface preferences of spec §4, kept on the device (one `mizan-<name>` key each) and restored on reload.
 * A small external store rather than React state: the colour-scheme manager, the theme and the shell all read it.
 */
export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';
export type LayoutMode = 'vertical' | 'horizontal';
export type ContentWidth = 'boxed' | 'fluid';
export type NavbarType = 'sticky' | 'hidden';
export type Direction = 'ltr' | 'rtl';

export interface Preferences {
  theme: ThemeMode;
  skin: Skin;
  /** A #rrggbb colour; the presets are in PRIMARY_PRESETS. */
  primaryColor: string;
  layout: LayoutMode;
  navCollapsed: boolean;
  semiDark: boolean;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  navbarBlur: boolean;
  footer: 'static';
  /** null follows the language (Arabic → rtl); the customizer may set it explicitly. */
  direction: Direction | null;
}

export const PRIMARY_PRESETS = ['#7367F0', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF'] as const;

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'system',
  skin: 'default',
  primaryColor: PRIMARY_PRESETS[0],
  layout: 'vertical',
  navCollapsed: false,
  semiDark: false,
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  footer: 'static',
  direction: null,
});

type Key = keyof Preferences;
const KEYS = Object.keys(DEFAULT_PREFERENCES) as Key[];

const oneOf =
  <T extends string>(...values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** What a stored value must look like; anything else (an old version, a hand edit) falls back to the default. */
const VALIDATORS: { [K in Key]: (value: unknown) => value is Preferences[K] } = {
  theme: oneOf('light', 'dark', 'system'),
  skin: oneOf('default', 'bordered'),
  primaryColor: isHexColor,
  layout: oneOf('vertical', 'horizontal'),
  navCollapsed: isBoolean,
  semiDark: isBoolean,
  contentWidth: oneOf('boxed', 'fluid'),
  navbarType: oneOf('sticky', 'hidden'),
  navbarBlur: isBoolean,
  footer: oneOf('static'),
  direction: (value): value is Direction | null => value === null || value === 'ltr' || value === 'rtl',
};

/** Reads every preference from device storage (what a reload does). */
export function readPreferences(): Preferences {
  const result = { ...DEFAULT_PREFERENCES } as Record<Key, unknown>;
  for (const key of KEYS) {
    const stored = readStored<unknown>(key, undefined);
    if (stored !== undefined && VALIDATORS[key](stored)) result[key] = stored;
  }
  return result as unknown as Preferences;
}

let state: Preferences = readPreferences();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function getPreferences(): Preferences {
  return state;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes one preference, stores it (a default value removes the key) and notifies subscribers. */
export function setPreference<K extends Key>(key: K, value: Preferences[K]): void {
  if (!VALIDATORS[key](value) || state[key] === value) return;
  state = { ...state, [key]: value };
  writeStored(key, value === DEFAULT_PREFERENCES[key] ? undefined : value);
  emit();
}

export function setPreferences(patch: Partial<Preferences>): void {
  for (const [key, value] of Object.entries(patch) as [Key, never][]) setPreference(key, value);
}

/** Back to the defaults: the stored keys are removed. */
export function resetPreferences(): void {
  for (const key of KEYS) writeStored(key, undefined);
  state = { ...DEFAULT_PREFERENCES };
  emit();
}

/** Re-reads device storage, e.g. after another tab changed it (and in tests, to simulate a reload). */
export function reloadPreferences(): void {
  state = readPreferences();
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('mizan-')) reloadPreferences();
  });
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences);
}

export function usePreference<K extends Key>(key: K): Preferences[K] {
  return useSyncExternalStore(subscribePreferences, () => state[key]);
}

/**
 * Below the navigation breakpoint (1279 px) the navigation is an overlay drawer whatever the user chose;
 * the stored choice is left alone so it comes back when the window is wider (spec §4).
 */
export interface EffectiveLayout {
  layout: LayoutMode;
  /** Navigation is a drawer opened by a burger. */
  overlayNav: boolean;
  /** Vertical navigation shows icons only. */
  collapsed: boolean;
}

export function effectiveLayout(prefs: Pick<Preferences, 'layout' | 'navCollapsed'>, narrow: boolean): EffectiveLayout {
  if (narrow) return { layout: 'vertical', overlayNav: true, collapsed: false };
  return {
    layout: prefs.layout,
    overlayNav: false,
    collapsed: prefs.layout === 'vertical' && prefs.navCollapsed,
  };
}

/** The direction in force: the explicit choice, else the language's. */
export function resolveDirection(prefs: Pick<Preferences, 'direction'>, languageDirection: Direction): Direction {
  return prefs.direction ?? languageDirection;
}
