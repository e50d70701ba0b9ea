import {
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  getPrimaryShade,
  isLightColor,
  isVirtualColor,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { AA_NON_TEXT, AA_TEXT, betterOn, mixColor, readableShade } from './contrast';
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

/** Ten shades, light to dark, as `#RRGGBB`, with the given colour as shade 6. */
export function generateColorShades(color: string): MantineColorsTuple {
  return SHADE_MIX.map(([towards, amount]) => mixColor(color, towards, amount)) as unknown as MantineColorsTuple;
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

const LIGHT_BODY = '#F8F7FA';

/**
 * Text keeps a little above AA's 4.5:1 (and borders above 3:1), so a colour that lands exactly on the line
 * doesn't fail by a rounding in the browser or the checker.
 */
const TEXT_RATIO = AA_TEXT + 0.1;
const BORDER_RATIO = AA_NON_TEXT + 0.1;

/** The backgrounds text sits on in each scheme: the page, and the surfaces (cards, menus, navigation) on it. */
const backdrops = (theme: MantineTheme, scheme: Scheme) =>
  scheme === 'light' ? [theme.white, LIGHT_BODY] : [DARK[7], DARK[6]];

type Scheme = 'light' | 'dark';

/**
 * What a colour's filled variant writes on: white when the colour is dark enough to be nearly readable under
 * white (Mantine's own `luminanceThreshold` decides, as its `autoContrast` components do), else black.
 */
const writesWhiteOn = (theme: MantineTheme, name: string) =>
  !isLightColor(theme.colors[name]![getPrimaryShade(theme, 'light')]!, theme.luminanceThreshold);

/**
 * The colours of one palette's variants in one scheme, each picked to hold its WCAG ratio: the filled
 * background (the colour itself when its text colour reads on it, else the nearest darker — or, under black
 * text, lighter — shade), the text and outline colour on the page and surfaces, and the light variant's text
 * on its tint. Mantine's defaults are the starting points, so a colour that passes looks as it always did.
 */
export function colorRoles(theme: MantineTheme, name: string, scheme: Scheme) {
  const shades = theme.colors[name]!;
  const white = writesWhiteOn(theme, name);
  const onFill = white ? theme.white : theme.black;
  const shade = shades[getPrimaryShade(theme, scheme)]!;
  const filled = readableShade(shade, [onFill], TEXT_RATIO, white ? 'black' : 'white');
  const filledHover = mixColor(filled, white ? 'black' : 'white', 0.1);
  const surfaces = backdrops(theme, scheme);
  if (scheme === 'light') {
    const [light, lightHover] = [shades[1]!, shades[2]!];
    const text = readableShade(shade, surfaces, TEXT_RATIO, 'black');
    return {
      filled,
      filledHover,
      contrast: onFill,
      text,
      light,
      lightHover,
      lightColor: readableShade(shades[9]!, [light, lightHover, ...surfaces], TEXT_RATIO, 'black'),
      outline: text,
    };
  }
  // Mantine's dark tints: the darkest shade, darkened by half (a third on hover).
  const [light, lightHover] = [mixColor(shades[9]!, 'black', 0.5), mixColor(shades[9]!, 'black', 0.3)];
  return {
    filled,
    filledHover,
    contrast: onFill,
    text: readableShade(shades[4]!, surfaces, TEXT_RATIO, 'white'),
    light,
    lightHover,
    lightColor: readableShade(shades[0]!, [light, lightHover, ...surfaces], TEXT_RATIO, 'white'),
    outline: readableShade(shades[3]!, surfaces, TEXT_RATIO, 'white'),
  };
}

/** The scheme's variables of every palette: Mantine's names, our colours. */
function paletteVariables(theme: MantineTheme, scheme: Scheme) {
  const variables: Record<string, string> = {};
  for (const name of Object.keys(theme.colors)) {
    if (isVirtualColor(theme.colors[name])) continue;
    const roles = colorRoles(theme, name, scheme);
    Object.assign(variables, {
      [`--mantine-color-${name}-filled`]: roles.filled,
      [`--mantine-color-${name}-filled-hover`]: roles.filledHover,
      [`--mantine-color-${name}-contrast`]: roles.contrast,
      [`--mantine-color-${name}-text`]: roles.text,
      [`--mantine-color-${name}-light`]: roles.light,
      [`--mantine-color-${name}-light-hover`]: roles.lightHover,
      [`--mantine-color-${name}-light-color`]: roles.lightColor,
      [`--mantine-color-${name}-outline`]: roles.outline,
    });
  }
  return variables;
}

/**
 * The neutral text colours (dimmed, placeholders), the error and success messages and the borders of
 * controls, each the nearest shade of Mantine's default that holds its ratio on the page, the surfaces and
 * the primary colour's tint (the active navigation entry, a selected row).
 */
function neutralVariables(theme: MantineTheme, scheme: Scheme) {
  const surfaces = backdrops(theme, scheme);
  const primary = colorRoles(theme, theme.primaryColor, scheme);
  const towards = scheme === 'light' ? 'black' : 'white';
  const { gray, red, teal } = theme.colors;
  const dimmed = readableShade(
    scheme === 'light' ? gray![6]! : DARK[2],
    [...surfaces, primary.light],
    TEXT_RATIO,
    towards,
  );
  return {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
    // Mantine rings focus and outlines a focused input in the fill, too faint on the page for a light primary.
    '--mizan-focus-ring': `var(--mantine-color-${theme.primaryColor}-text)`,
    '--mantine-primary-color-contrast': primary.contrast,
    '--mantine-color-error': readableShade(red![6]!, surfaces, TEXT_RATIO, towards),
    '--mantine-color-success': readableShade(teal![7]!, surfaces, TEXT_RATIO, towards),
    '--mizan-control-border': readableShade(scheme === 'light' ? gray![4]! : DARK[4], surfaces, BORDER_RATIO, towards),
  };
}

/**
 * The page is slightly tinted and the surfaces on it (cards, menus, navigation) are lighter, so they stand
 * out without heavy shadows. `--mizan-surface` is applied in styles/global.css. Every text colour is chosen
 * here to read on them (WCAG 2.2 AA), for whichever primary colour the user picked.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  // A few milliseconds of colour search: once per theme, not on every render of the provider.
  const known = resolved.get(theme);
  if (known) return known;
  const variables = {
    variables: {},
    light: {
      '--mantine-color-body': LIGHT_BODY,
      '--mizan-surface': theme.white,
      ...paletteVariables(theme, 'light'),
      ...neutralVariables(theme, 'light'),
    },
    dark: {
      '--mantine-color-body': DARK[7],
      '--mizan-surface': DARK[6],
      ...paletteVariables(theme, 'dark'),
      ...neutralVariables(theme, 'dark'),
    },
  };
  resolved.set(theme, variables);
  return variables;
};

const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/**
 * Mantine's variants, with the text of a filled one in its palette's contrast colour (Mantine writes white,
 * or picks by luminance only when `autoContrast` is on); a fill given as a shade or a CSS colour gets black
 * or white, whichever reads better.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return result;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (parsed.isThemeColor && parsed.shade === undefined && !isVirtualColor(input.theme.colors[parsed.color])) {
    return { ...result, color: `var(--mantine-color-${parsed.color}-contrast)` };
  }
  if (parsed.value.startsWith('var(')) return result;
  return { ...result, color: betterOn(parsed.value, input.theme.white, input.theme.black) };
};

const FONT_FAMILY =
  "'Public Sans Variable', 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The Mantine theme of the user's preferences: primary colour and skin (spec §4, §9). `closeLabel` and `clearLabel`,
 * in the interface language, name the icon-only close buttons of every dialog, drawer and toast and the clear
 * button of every clearable field.
 */
export function createAppTheme(
  preferences: Pick<Preferences, 'primaryColor' | 'skin'>,
  closeLabel?: string,
  clearLabel?: string,
): MantineThemeOverride {
  const bordered = preferences.skin === 'bordered';
  // Bordered skin: a border instead of a shadow on cards and papers.
  const border = { withBorder: true, shadow: 'none' };
  const closeButton = closeLabel ? { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } : {};
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
    // Mantine's default threshold: a colour lighter than this writes black on its fill (see `writesWhiteOn`).
    autoContrast: true,
    luminanceThreshold: 0.3,
    variantColorResolver,
    respectReducedMotion: true,
    // Spec §9: sm 600, md 960, lg 1280, xl 1920 px.
    breakpoints: { xs: '30em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
    other: { skin: preferences.skin },
    components: {
      Card: { defaultProps: bordered ? border : { shadow: 'sm' } },
      Paper: { defaultProps: bordered ? border : {} },
      // Mantine's focus placeholder is a focusable role="presentation" element inside role="menu" (axe:
      // aria-required-children, critical); without it a menu opened by keyboard focuses its first item, as
      // WAI-ARIA's menu button pattern does.
      Menu: { defaultProps: { shadow: 'md', withInitialFocusPlaceholder: false } },
      // Without a colour these two paint white on the primary fill from their CSS, unreadable on a light primary;
      // with one, their text comes from variantColorResolver.
      Badge: { defaultProps: { color: 'primary' } },
      Chip: { defaultProps: { color: 'primary' } },
      Popover: { defaultProps: { shadow: 'md' } },
      // A table wider than a phone scrolls sideways in its container: keyboard users reach it with Tab, then arrows.
      TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
      Modal: closeButton,
      InputClearButton: clearLabel ? { defaultProps: { 'aria-label': clearLabel } } : {},
      Drawer: closeButton,
      Notification: {
        ...closeButton,
        // Mantine greys a titled toast's message with its own grey (3.3:1 on white), not the theme's dimmed text.
        styles: (_theme: MantineTheme, props: { title?: unknown }) =>
          props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
      },
      // A select's options exist only while open: kept mounted (Mantine's default), every closed select on a page
      // positions its hidden dropdown as the page mounts, a forced style recalculation and a re-render each.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}
