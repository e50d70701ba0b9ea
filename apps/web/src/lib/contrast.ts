import { luminance, toRgba } from '@mantine/core';

/** WCAG 2.2 AA minimums: body text (1.4.3), and large text, icons and control borders (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

const toHex = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

/**
 * `color` moved `amount` (0–1) of the way towards white or black, as `#RRGGBB`. A translucent colour is first
 * laid on `backdrop` (white unless told), so the result is the colour the eye sees.
 */
export function mixColor(color: string, towards: 'white' | 'black', amount: number, backdrop = '#FFFFFF'): string {
  const { r, g, b } = toRgba(flatten(color, backdrop));
  const target = towards === 'white' ? 255 : 0;
  const mix = (channel: number) => channel + (target - channel) * amount;
  return `#${toHex(mix(r))}${toHex(mix(g))}${toHex(mix(b))}`;
}

/** A translucent colour laid on an opaque backdrop, as `#RRGGBB`. */
export function flatten(color: string, backdrop: string): string {
  const top = toRgba(color);
  if (top.a >= 1) return `#${toHex(top.r)}${toHex(top.g)}${toHex(top.b)}`;
  const under = toRgba(backdrop);
  const over = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return `#${toHex(over(top.r, under.r))}${toHex(over(top.g, under.g))}${toHex(over(top.b, under.b))}`;
}

/** The WCAG contrast ratio of two colours (1–21); a translucent foreground is laid on the background first. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(flatten(foreground, background));
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const lowestRatio = (color: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

/**
 * The shade of `color` nearest to it that reaches `minRatio` on every one of `backgrounds`, moving towards black
 * (text on light backgrounds) or white (on dark ones). The colour itself when it already passes; black or white
 * at worst, which passes on any background light or dark enough to be read on at all.
 */
export function readableShade(
  color: string,
  backgrounds: readonly string[],
  minRatio: number,
  towards: 'white' | 'black',
): string {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mixColor(color, towards, step / 50);
    if (lowestRatio(candidate, backgrounds) >= minRatio) return candidate;
  }
  return towards === 'white' ? '#FFFFFF' : '#000000';
}

/** Whichever of the two colours reads better on `background`. */
export function betterOn(background: string, first: string, second: string): string {
  return contrastRatio(first, background) >= contrastRatio(second, background) ? first : second;
}
