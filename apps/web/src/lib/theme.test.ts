import { describe, expect, it } from 'vitest';
import { buildTheme, generateShades } from './theme';

describe('generateShades', () => {
  it.each(['#7367F0', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF', '#123abc'])(
    'gives ten valid shades of %s with shade 6 equal to it',
    (hex) => {
      const shades = generateShades(hex);
      expect(shades).toHaveLength(10);
      for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      expect(shades[6]).toBe(hex.toLowerCase());
    },
  );

  it('goes from light to dark', () => {
    const luminance = (hex: string) =>
      [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);
    const values = generateShades('#7367F0').map(luminance);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeLessThan(values[i - 1]!);
  });
});

describe('buildTheme', () => {
  it('uses the chosen colour as primary', () => {
    const theme = buildTheme({ primaryColor: '#FF4C51', skin: 'default' });
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors?.primary?.[6]).toBe('#ff4c51');
  });

  it('bordered skin puts borders instead of shadows on cards and papers', () => {
    const theme = buildTheme({ primaryColor: '#7367F0', skin: 'bordered' });
    expect(theme.components?.Card?.defaultProps).toEqual({ withBorder: true, shadow: 'none' });
    expect(theme.components?.Paper?.defaultProps).toEqual({ withBorder: true, shadow: 'none' });
    const plain = buildTheme({ primaryColor: '#7367F0', skin: 'default' });
    expect(plain.components?.Card?.defaultProps).toEqual({ shadow: 'sm' });
  });
});
