import {
  createTheme,
  DEFAULT_THEME,
  toRgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Preferences } from './preferences';

/**
 * How far each shade moves from the chosen colour: towards white for 0–5, towards black for 7–9.
 * Shade 6 is the colour itself, the primary shade in light mode. (@mantine/colors-generator is not
 * published for our Mantine version, hence this small generator.)
 */
const SHADE_MIX: readonly (readonly ['white' | 'black', number])[] = [
  ['white', 0.9],
  ['white', 0.78],
  ['white', 0.62],
  ['white', 0.45],
  ['white', 0.28],
  ['white', 0.13],
  ['white', 0],
  ['black', 0.12],
  ['black', 0.24],
  ['black', 0.36],
];

const toHex = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

/** Ten shades, light to dark, as `#RRGGBB`, with the given colour as shade 6. */
export function generateColorShades(color: string): MantineColorsTuple {
  const { r, g, b } = toRgba(color);
  const shades = SHADE_MIX.map(([towards, amount]) => {
    const target = towards === 'white' ? 255 : 0;
    const mix = (channel: number) => channel + (target - channel) * amount;
    return `#${toHex(mix(r))}${toHex(mix(g))}${toHex(mix(b))}`;
  });
  return shades as unknown as MantineColorsTuple;
}

/** A slate-blue dark palette (Mantine's is neutral grey): 7 is the page, 6 the surfaces, 0 the text. */
const DARK: MantineColorsTuple = [
  '#E1DEF5',
  '#B6B9D0',
  '#9397B2',
  '#6F7391',
  '#4F5470',
  '#3E4360',
  '#2F3349',
  '#25293C',
  '#1E2130',
  '#171925',
];

/**
 * The page is slightly tinted and the surfaces on it (cards, menus, navigation) are lighter, so they stand
 * out without heavy shadows. `--mizan-surface` is applied in styles/global.css.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-body': '#F8F7FA', '--mizan-surface': theme.white },
  dark: { '--mantine-color-body': DARK[7], '--mizan-surface': DARK[6] },
});

const FONT_FAMILY =
  "'Public Sans Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The Mantine theme of the user's preferences: primary colour and skin (spec §4, §9). */
export function createAppTheme(preferences: Pick<Preferences, 'primaryColor' | 'skin'>): MantineThemeOverride {
  const bordered = preferences.skin === 'bordered';
  // Bordered skin: a border instead of a shadow on cards and papers.
  const border = { withBorder: true, shadow: 'none' };
  return createTheme({
    primaryColor: 'primary',
    primaryShade: { light: 6, dark: 7 },
    colors: {
      dark: DARK,
      primary: generateColorShades(preferences.primaryColor),
      // Spec §9 status colours by meaning, so pages write `color="success"`.
      success: DEFAULT_THEME.colors.green,
      info: DEFAULT_THEME.colors.cyan,
      warning: DEFAULT_THEME.colors.orange,
      error: DEFAULT_THEME.colors.red,
    },
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY, fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    respectReducedMotion: true,
    // Spec §9: sm 600, md 960, lg 1280, xl 1920 px.
    breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
    other: { skin: preferences.skin },
    components: {
      Card: { defaultProps: bordered ? border : { shadow: 'sm' } },
      Paper: { defaultProps: bordered ? border : {} },
      Menu: { defaultProps: { shadow: 'md' } },
      Popover: { defaultProps: { shadow: 'md' } },
      // A select's options exist only while open: kept mounted (Mantine's default), every closed select on a page
      // positions its hidden dropdown as the page mounts, a forced style recalculation and a re-render each.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}
