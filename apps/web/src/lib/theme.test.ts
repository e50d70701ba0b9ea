import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_PRESETS } from './preferences';
import { createAppTheme, generateColorShades } from './theme';

const brightness = (hex: string) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);

describe('generateColorShades', () => {
  it.each([...PRIMARY_COLOR_PRESETS, '#123ABC'])('gives ten hex shades of %s, shade 6 being the colour', (hex) => {
    const shades = generateColorShades(hex);
    expect(shades).toHaveLength(10);
    for (const shade of shades) expect(shade).toMatch(/^#[0-9A-F]{6}$/);
    expect(shades[6]).toBe(hex);
  });

  it('goes from light to dark', () => {
    const values = generateColorShades('#7367F0').map(brightness);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeLessThan(values[i - 1]!);
  });
});

describe('createAppTheme', () => {
  it('makes the chosen colour the primary one, shade 6 in light mode', () => {
    const theme = createAppTheme({ primaryColor: '#FF4C51', skin: 'default' });
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors?.primary?.[6]).toBe('#FF4C51');
    expect(theme.primaryShade).toEqual({ light: 6, dark: 7 });
  });

  it('names the status colours of spec §9', () => {
    const { colors } = createAppTheme({ primaryColor: '#7367F0', skin: 'default' });
    expect(Object.keys(colors ?? {})).toEqual(expect.arrayContaining(['success', 'info', 'warning', 'error']));
  });

  it('bordered skin puts borders instead of shadows on cards and papers', () => {
    const bordered = createAppTheme({ primaryColor: '#7367F0', skin: 'bordered' });
    expect(bordered.components?.Card?.defaultProps).toEqual({ withBorder: true, shadow: 'none' });
    expect(bordered.components?.Paper?.defaultProps).toEqual({ withBorder: true, shadow: 'none' });
    const plain = createAppTheme({ primaryColor: '#7367F0', skin: 'default' });
    expect(plain.components?.Card?.defaultProps).toEqual({ shadow: 'sm' });
  });

  it('names the close buttons of dialogs, drawers and toasts with the given label', () => {
    const { components } = createAppTheme({ primaryColor: '#7367F0', skin: 'default' }, 'Fermer');
    for (const name of ['Modal', 'Drawer', 'Notification']) {
      expect(components?.[name]?.defaultProps).toEqual({ closeButtonProps: { 'aria-label': 'Fermer' } });
    }
  });
});
