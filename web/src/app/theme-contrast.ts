import type { MantineColorsTuple } from '@mantine/core';

// WCAG 2 AA wants 4.5:1 between normal-size text and what is behind it. Mantine's stock light
// scheme misses that in several places (dimmed text on gray-6 is 3.3:1, a filled red button is
// white on red-6 at 3.3:1, the yellow and orange light badges are under 4:1). Rather than pick
// shades by eye, the theme asks these helpers for the lightest shade of each palette that still
// reads, so every colour name a page uses (and any palette added later) comes out readable.

/** The AA ratio for normal-size text. */
export const AA_TEXT = 4.5;
/** What the theme aims for: AA plus a little headroom, so no pair sits on the line (red-8 is 4.51). */
export const TARGET = 4.6;

export const WHITE = '#ffffff';
export const BLACK = '#000000';

type Rgb = readonly [number, number, number];

function parseColour(colour: string): Rgb | null {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(value);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  return null;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminanceOf(rgb: Rgb): number {
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** The WCAG contrast ratio of two colours (hex or rgb()); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = parseColour(a);
  const y = parseColour(b);
  if (!x || !y) {
    return 1;
  }
  const [hi, lo] = [luminanceOf(x), luminanceOf(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `colour` mixed with black in small steps until it reaches `target` against `background`. */
export function darkenUntilReadable(colour: string, background: string, target = TARGET): string {
  const rgb = parseColour(colour);
  if (!rgb) {
    return colour;
  }
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const candidate = toHex(rgb.map((c) => c * keep) as unknown as Rgb);
    if (contrastRatio(candidate, background) >= target) {
      return candidate;
    }
  }
  return BLACK;
}

/**
 * White when it reaches the target on `background` (the look of Mantine's filled variants),
 * otherwise whichever of white and black reads better. White when the background cannot be read.
 */
export function readableTextOn(background: string): string {
  if (!parseColour(background) || contrastRatio(WHITE, background) >= TARGET) {
    return WHITE;
  }
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** The light-scheme colours the theme uses for one palette. */
export interface ReadablePalette {
  /** Background of filled buttons, badges, avatars: the lightest shade from `primaryShade` on that carries white text. */
  filled: string;
  filledHover: string;
  /** Text on `filled`: white, or black for palettes too light for white (yellow). */
  filledText: string;
  /** The colour as text or outline on white and the light grey surfaces. */
  text: string;
  /** Text of the light variant (light badges, subtle buttons) on its tinted background. */
  lightColor: string;
}

/** Light greys the app puts text on (cards, side menu, table stripes): text must read on them too. */
export const LIGHT_SURFACE = '#f1f3f5';

export function readablePalette(tuple: MantineColorsTuple, primaryShade: number): ReadablePalette {
  const shade = (index: number): string => tuple[Math.min(Math.max(index, 0), 9)] ?? BLACK;
  const primary = shade(primaryShade);
  const shades = tuple.slice(primaryShade);
  const filledIndex = shades.findIndex((s) => contrastRatio(WHITE, s) >= TARGET);
  const filled = filledIndex >= 0 ? (shades[filledIndex] ?? primary) : primary;
  const filledText = readableTextOn(filled);
  const next = filledIndex >= 0 ? shades[filledIndex + 1] : tuple[primaryShade + 1];
  let filledHover = next && contrastRatio(filledText, next) >= TARGET ? next : filled;
  if (filledHover === filled && filledText === WHITE) {
    // The darkest shade is already in use: hover a little darker still.
    filledHover = darkenUntilReadable(filled, WHITE, contrastRatio(WHITE, filled) + 0.5);
  }
  const text =
    shades.find((s) => contrastRatio(s, LIGHT_SURFACE) >= TARGET) ??
    darkenUntilReadable(shade(9), LIGHT_SURFACE);
  // The hover background (shade 2) is the darker of the two a light variant sits on.
  const lightColor = darkenUntilReadable(shade(9), shade(2));
  return { filled, filledHover, filledText, text, lightColor };
}
