import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { THEME_PREFERENCES, type ThemePreference } from '@mizan/contracts';
import { useSyncExternalStore } from 'react';
import { readStored, storageKey, writeStored } from './storage';

/**
 * The interface preferences of spec §4, kept on this device (one `mizan-<name>` key each) and restored on
 * reload. One small external store: React reads it with `usePreferences()`, anything else with
 * `getPreferences()`; `setPreference()` writes through to storage and notifies.
 */
export type { ThemePreference };
export type Skin = 'default' | 'bordered';
export type NavigationLayout = 'vertical' | 'horizontal';
export type ContentWidth = 'boxed' | 'fluid';
export type NavbarType = 'sticky' | 'hidden';
export type Direction = 'ltr' | 'rtl';

export interface Preferences {
  theme: ThemePreference;
  skin: Skin;
  /** A `#RRGGBB` colour; the theme derives its ten shades from it. */
  primaryColor: string;
  layout: NavigationLayout;
  /** The vertical navigation shows icons only. */
  navCollapsed: boolean;
  /** A dark vertical navigation while the page is light. */
  semiDark: boolean;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  navbarBlur: boolean;
  /** `null` follows the language (Arabic is right-to-left); the customizer may force either way. */
  direction: Direction | null;
}

export const PRIMARY_COLOR_PRESETS = ['#7367F0', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF'] as const;
/** The footer is always static (spec §4). */
export const FOOTER_TYPE = 'static';

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'system',
  skin: 'default',
  primaryColor: PRIMARY_COLOR_PRESETS[0],
  layout: 'vertical',
  navCollapsed: false,
  semiDark: false,
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  direction: null,
});

const oneOf =
  <T extends string>(...values: T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** `#abc` or `#aabbcc`, any case. */
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** `#abc` → `#AABBCC`. */
export function normalizeHex(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toUpperCase()}`;
}

/** Where each preference lives on the device and what a valid stored value looks like. */
const FIELDS: { [K in keyof Preferences]: { name: string; isValid: (value: unknown) => value is Preferences[K] } } = {
  theme: { name: 'theme', isValid: oneOf(...THEME_PREFERENCES) },
  skin: { name: 'skin', isValid: oneOf('default', 'bordered') },
  primaryColor: { name: 'primary-color', isValid: isHexColor },
  layout: { name: 'layout', isValid: oneOf('vertical', 'horizontal') },
  navCollapsed: { name: 'nav-collapsed', isValid: isBoolean },
  semiDark: { name: 'semi-dark', isValid: isBoolean },
  contentWidth: { name: 'content-width', isValid: oneOf('boxed', 'fluid') },
  navbarType: { name: 'navbar-type', isValid: oneOf('sticky', 'hidden') },
  navbarBlur: { name: 'navbar-blur', isValid: isBoolean },
  direction: { name: 'direction', isValid: oneOf('ltr', 'rtl') },
};
const KEYS = Object.keys(FIELDS) as (keyof Preferences)[];

/** The device key of a preference, e.g. `mizan-primary-color`. */
export const preferenceStorageKey = (key: keyof Preferences) => storageKey(FIELDS[key].name);

function readField<K extends keyof Preferences>(key: K): Preferences[K] {
  const stored = readStored<unknown>(FIELDS[key].name, undefined);
  if (!FIELDS[key].isValid(stored)) return DEFAULT_PREFERENCES[key];
  return (key === 'primaryColor' ? normalizeHex(stored as string) : stored) as Preferences[K];
}

function readAll(): Preferences {
  const next: Partial<Record<keyof Preferences, unknown>> = {};
  for (const key of KEYS) next[key] = readField(key);
  return next as Preferences;
}

let state: Preferences = readAll();
const listeners = new Set<() => void>();

function commit(next: Preferences) {
  if (KEYS.every((key) => next[key] === state[key])) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const getPreferences = (): Preferences => state;

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Changes some preferences and stores them; an invalid value is ignored, and a default value removes its
 * key from the device (so a later change of default reaches users who never chose).
 */
export function setPreferences(changes: Partial<Preferences>): void {
  const next: Record<string, unknown> = { ...state };
  for (const key of Object.keys(changes) as (keyof Preferences)[]) {
    const value = changes[key];
    if (value === undefined) continue;
    if (value !== null && !FIELDS[key].isValid(value)) continue;
    if (value === null && key !== 'direction') continue;
    const normalized = key === 'primaryColor' ? normalizeHex(value as string) : value;
    next[key] = normalized;
    writeStored(FIELDS[key].name, normalized === DEFAULT_PREFERENCES[key] ? undefined : normalized);
  }
  commit(next as unknown as Preferences);
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  setPreferences({ [key]: value } as Partial<Preferences>);
}

/** Back to the defaults of spec §4, and off the device. */
export function resetPreferences(): void {
  for (const key of KEYS) writeStored(FIELDS[key].name, undefined);
  commit({ ...DEFAULT_PREFERENCES });
}

/** Reads the device again (what a reload does; also when another tab changed a preference). */
export function reloadPreferences(): void {
  commit(readAll());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || KEYS.some((key) => event.key === preferenceStorageKey(key))) reloadPreferences();
  });
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences);
}

export function usePreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return useSyncExternalStore(subscribePreferences, () => state[key]);
}

/** The page direction: the one forced in the customizer, else the language's. */
export function resolveDirection(preferences: Pick<Preferences, 'direction'>, languageDirection: Direction): Direction {
  return preferences.direction ?? languageDirection;
}

/** Mantine names the system theme `auto`. */
export const toMantineColorScheme = (theme: ThemePreference): MantineColorScheme =>
  theme === 'system' ? 'auto' : theme;
const fromMantineColorScheme = (scheme: MantineColorScheme): ThemePreference => (scheme === 'auto' ? 'system' : scheme);

/** The light or dark scheme in effect now: the system's when the preference is `system`. */
export function resolveColorScheme(theme: ThemePreference): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  const prefersDark = typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/**
 * Lets Mantine's colour scheme (`useMantineColorScheme`) and this store share one value, stored under
 * `mizan-theme`, so the theme menu, the customizer and Mantine never disagree.
 */
export function preferencesColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => toMantineColorScheme(state.theme),
    set: (value) => setPreference('theme', fromMantineColorScheme(value)),
    subscribe: (onUpdate) => {
      unsubscribe?.();
      let last = state.theme;
      unsubscribe = subscribePreferences(() => {
        if (state.theme === last) return;
        last = state.theme;
        onUpdate(toMantineColorScheme(state.theme));
      });
    },
    unsubscribe: () => unsubscribe?.(),
    clear: () => setPreference('theme', DEFAULT_PREFERENCES.theme),
  };
}

/** Puts the stored colour scheme on `<html>` before the first render, so a dark page does not flash white. */
export function applyColorSchemeEarly(): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', resolveColorScheme(state.theme));
}
