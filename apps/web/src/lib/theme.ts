import {
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Preferences } from './preferences';

/**
 * The Mantine theme built from the user's preferences (spec §4, §9). @mantine/colors-generator is not
 * published for our Mantine version, so the ten shades of the primary colour are generated here.
 */

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((c, i) => c + (to[i]! - c) * amount) as Rgb;

/** How much white (shades 0–5) or black (7–9) is blended in; shade 6 is the colour itself. */
const TINTS = [0.9, 0.8, 0.66, 0.5, 0.34, 0.16];
const SHADES = [0.12, 0.24, 0.36];

/** Ten shades, lightest first, with shade 6 equal to the given #rrggbb colour. */
export function generateShades(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  return [
    ...TINTS.map((amount) => toHex(mix(base, white, amount))),
    toHex(base),
    ...SHADES.map((amount) => toHex(mix(base, black, amount))),
  ] as unknown as MantineColorsTuple;
}

/** Latin text in Public Sans, Arabic in Noto Sans Arabic (the browser picks per glyph through unicode ranges). */
const FONT_FAMILY =
  "'Public Sans Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Status colours of spec §9, by meaning. */
export const STATUS_COLORS = { success: 'green', info: 'cyan', warning: 'orange', error: 'red' } as const;

export function buildTheme(prefs: Pick<Preferences, 'primaryColor' | 'skin'>): MantineThemeOverride {
  const bordered = prefs.skin === 'bordered';
  const surface = bordered ? { withBorder: true, shadow: 'none' } : { shadow: 'sm' };
  return createTheme({
    colors: { primary: generateShades(prefs.primaryColor) },
    primaryColor: 'primary',
    primaryShade: { light: 6, dark: 7 },
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Spec §9 breakpoints (sm 600, md 960, lg 1280, xl 1920).
    breakpoints: { xs: '36em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
    other: { statusColors: STATUS_COLORS, skin: prefs.skin },
    components: {
      Card: { defaultProps: surface },
      Paper: { defaultProps: surface },
    },
  });
}
