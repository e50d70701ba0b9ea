import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { afterAll, describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { PRIMARY_COLOR_PRESETS } from './preferences';
import { createAppTheme, cssVariablesResolver } from './theme';

/**
 * The theme's colours as the browser gets them: Mantine's variables, ours over them, every `var()` followed to
 * its value; then each pair of text (or border) and background the pages draw, measured against WCAG 2.2 AA.
 */

type Scheme = 'light' | 'dark';

function schemeVariables(theme: MantineTheme, scheme: Scheme) {
  const mantine = defaultCssVariablesResolver(theme);
  const ours = cssVariablesResolver(theme);
  const variables: Record<string, string> = {
    ...mantine.variables,
    ...mantine[scheme],
    ...ours.variables,
    ...ours[scheme],
  };
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!reference) return value;
    const next = variables[reference[1]!];
    if (next === undefined) throw new Error(`${reference[1]} is not defined`);
    return resolve(next);
  };
  return resolve;
}

const CUSTOM_COLORS = ['#FFE066', '#1B1B3A'];
const STATUS_COLORS = ['success', 'info', 'warning', 'error'];
const table: string[] = [];

describe.each([...PRIMARY_COLOR_PRESETS, ...CUSTOM_COLORS])('the theme of primary colour %s', (primaryColor) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, createAppTheme({ primaryColor, skin: 'default' }));

  describe.each<Scheme>(['light', 'dark'])('in %s', (scheme) => {
    const color = schemeVariables(theme, scheme);
    // A card is white in light and dark-6 in dark; the page (body) and the tinted surface come from the theme.
    const surfaces = {
      card: scheme === 'light' ? '#FFFFFF' : color('var(--mantine-color-dark-6)'),
      body: color('var(--mantine-color-body)'),
      surface: color('var(--mizan-surface)'),
    };
    const onSurfaces = Object.entries(surfaces);
    const variant = (name: string, kind: 'filled' | 'light' | 'outline' | 'subtle') => {
      const result = theme.variantColorResolver({ color: name, theme, variant: kind });
      return { color: color(result.color!), background: color(result.background!), hover: color(result.hover!) };
    };

    const pairs: [label: string, foreground: string, background: string, min: number][] = [];
    for (const [where, background] of onSurfaces) {
      pairs.push([`dimmed on ${where}`, color('var(--mantine-color-dimmed)'), background, AA_TEXT]);
      pairs.push([`placeholder on ${where}`, color('var(--mantine-color-placeholder)'), background, AA_TEXT]);
      pairs.push([`primary text on ${where}`, color('var(--mantine-color-primary-text)'), background, AA_TEXT]);
      pairs.push([`anchor on ${where}`, color('var(--mantine-color-anchor)'), background, AA_TEXT]);
      pairs.push([`outline primary on ${where}`, variant('primary', 'outline').color, background, AA_TEXT]);
      pairs.push([`subtle primary on ${where}`, variant('primary', 'subtle').color, background, AA_TEXT]);
      pairs.push([`error message on ${where}`, color('var(--mantine-color-error)'), background, AA_TEXT]);
      pairs.push([`success message on ${where}`, color('var(--mantine-color-success)'), background, AA_TEXT]);
      pairs.push([`control border on ${where}`, color('var(--mizan-control-border)'), background, AA_NON_TEXT]);
      pairs.push([`focus ring on ${where}`, color('var(--mizan-focus-ring)'), background, AA_NON_TEXT]);
    }
    const primaryFilled = variant('primary', 'filled');
    pairs.push(['filled primary text', primaryFilled.color, primaryFilled.background, AA_TEXT]);
    pairs.push(['filled primary text, hovered', primaryFilled.color, primaryFilled.hover, AA_TEXT]);
    pairs.push([
      'primary contrast on primary fill',
      color('var(--mantine-primary-color-contrast)'),
      color('var(--mantine-primary-color-filled)'),
      AA_TEXT,
    ]);
    pairs.push([
      'dimmed on primary tint',
      color('var(--mantine-color-dimmed)'),
      variant('primary', 'light').background,
      AA_TEXT,
    ]);
    for (const name of ['primary', ...STATUS_COLORS]) {
      const light = variant(name, 'light');
      pairs.push([`light ${name} text`, light.color, light.background, AA_TEXT]);
      pairs.push([`light ${name} text, hovered`, light.color, light.hover, AA_TEXT]);
      if (name !== 'primary') {
        const filled = variant(name, 'filled');
        pairs.push([`filled ${name} text`, filled.color, filled.background, AA_TEXT]);
      }
    }

    it.each(pairs)('%s reaches its ratio', (label, foreground, background, min) => {
      const ratio = contrastRatio(foreground, background);
      table.push(`${primaryColor} | ${scheme} | ${label} | ${foreground} on ${background} | ${ratio.toFixed(2)}`);
      expect(ratio, `${label}: ${foreground} on ${background}`).toBeGreaterThanOrEqual(min);
    });

    // Avatar initials and tags take any of Mantine's colours in the light variant.
    it('the light variant of every palette reads on its tint', () => {
      for (const name of Object.keys(theme.colors)) {
        const light = variant(name, 'light');
        expect(contrastRatio(light.color, light.background), name).toBeGreaterThanOrEqual(AA_TEXT);
      }
    });
  });

  it('keeps the brand colour as the fill where its text reads on it', () => {
    const light = schemeVariables(theme, 'light');
    const fill = light('var(--mantine-primary-color-filled)');
    const text = light('var(--mantine-primary-color-contrast)');
    if (contrastRatio(text, primaryColor) >= AA_TEXT + 0.1) expect(fill).toBe(primaryColor.toUpperCase());
  });
});

afterAll(() => {
  if (process.env.CONTRAST_TABLE) console.info(['primary | scheme | pair | colours | ratio', ...table].join('\n'));
});
