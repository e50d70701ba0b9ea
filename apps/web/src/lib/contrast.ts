import { luminance, toRgba } from '@mantine/core';

/** WCAG 2.2 AA minimums: body text (1.4.3), and large text, icons and control borders (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

type Rgb = { r: number; g: number; b: number };

const channel = (value: number) => Math.round(Math.min(255, Math.max(0, value)));
const toHex = (value: number) => channel(value).toString(16).padStart(2, '0').toUpperCase();
const hex = ({ r, g, b }: Rgb) => `#${toHex(r)}${toHex(g)}${toHex(b)}`;

/** `color` laid on the opaque `backdrop` when translucent, with whole channels (as its `#RRGGBB` would have). */
function opaque(color: string, backdrop: string): Rgb {
  const top = toRgba(color);
  if (top.a >= 1) return { r: channel(top.r), g: channel(top.g), b: channel(top.b) };
  const under = toRgba(backdrop);
  const over = (a: number, b: number) => channel(a * top.a + b * (1 - top.a));
  return { r: over(top.r, under.r), g: over(top.g, under.g), b: over(top.b, under.b) };
}

const mixed = (color: Rgb, towards: 'white' | 'black', amount: number): Rgb => {
  const target = towards === 'white' ? 255 : 0;
  const mix = (value: number) => channel(value + (target - value) * amount);
  return { r: mix(color.r), g: mix(color.g), b: mix(color.b) };
};

/** WCAG relative luminance, as Mantine's `luminance` computes it, without parsing a string. */
function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * `color` moved `amount` (0–1) of the way towards white or black, as `#RRGGBB`. A translucent colour is first
 * laid on `backdrop` (white unless told), so the result is the colour the eye sees.
 */
export function mixColor(color: string, towards: 'white' | 'black', amount: number, backdrop = '#FFFFFF'): string {
  return hex(mixed(opaque(color, backdrop), towards, amount));
}

/** A translucent colour laid on an opaque backdrop, as `#RRGGBB`. */
export function flatten(color: string, backdrop: string): string {
  return hex(opaque(color, backdrop));
}

/** The WCAG contrast ratio of two colours (1–21); a translucent foreground is laid on the background first. */
export function contrastRatio(foreground: string, background: string): number {
  return ratioOf(relativeLuminance(opaque(foreground, background)), luminance(background));
}

/**
 * The shade of `color` nearest to it that reaches `minRatio` on every one of `backgrounds`, moving towards black
 * (text on light backgrounds) or white (on dark ones). The colour itself when it already passes; black or white
 * at worst, which passes on any background light or dark enough to be read on at all. On numbers, not strings:
 * the theme runs this some hundred times before the first page shows (a long task on a phone otherwise).
 */
export function readableShade(
  color: string,
  backgrounds: readonly string[],
  minRatio: number,
  towards: 'white' | 'black',
): string {
  const start = opaque(color, '#FFFFFF');
  const under = backgrounds.map((background) => luminance(background));
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mixed(start, towards, step / 50);
    const own = relativeLuminance(candidate);
    if (under.every((background) => ratioOf(own, background) >= minRatio)) return hex(candidate);
  }
  return towards === 'white' ? '#FFFFFF' : '#000000';
}

/** Whichever of the two colours reads better on `background`. */
export function betterOn(background: string, first: string, second: string): string {
  return contrastRatio(first, background) >= contrastRatio(second, background) ? first : second;
}
