import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { AVATAR_COLOURS } from '@squadboard/domain';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, DIMMED, PLACEHOLDER, theme } from './theme.ts';
import { AA_TEXT, contrastRatio, LIGHT_SURFACE, WHITE } from './theme-contrast.ts';

// The contrast promise of the theme, checked over every palette rather than screen by screen:
// whatever colour name a page picks, its text reads at WCAG AA (4.5:1). The e2e axe check
// (e2e/tests/a11y) measures the real pages.

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light as Record<string, string>;
const gray = DEFAULT_THEME.colors.gray;

function variantText(color: string, variant = 'filled'): string {
  return merged.variantColorResolver({ color, theme: merged, variant }).color;
}

describe('contrastRatio', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
    expect(contrastRatio('rgb(250, 82, 82)', WHITE)).toBeCloseTo(3.28, 2);
  });
});

describe('the theme reads at AA', () => {
  it('dimmed and placeholder text on white and the light greys', () => {
    for (const surface of [WHITE, gray[0], gray[1], gray[2]]) {
      expect(contrastRatio(DIMMED, surface), surface).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrastRatio(PLACEHOLDER, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(light['--mantine-color-dimmed']).toBe(DIMMED);
  });

  it.each(Object.keys(merged.colors))('%s: filled, outline, text and light variants', (name) => {
    const tuple = merged.colors[name] ?? gray;
    const filled = light[`--mantine-color-${name}-filled`] ?? '';
    const hover = light[`--mantine-color-${name}-filled-hover`] ?? '';
    const onFilled = variantText(name);
    expect(contrastRatio(onFilled, filled)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(onFilled, hover)).toBeGreaterThanOrEqual(AA_TEXT);
    const text = light[`--mantine-color-${name}-text`] ?? '';
    expect(contrastRatio(text, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(text, LIGHT_SURFACE)).toBeGreaterThanOrEqual(AA_TEXT);
    const lightColor = light[`--mantine-color-${name}-light-color`] ?? '';
    for (const background of [tuple[1], tuple[2], WHITE]) {
      expect(contrastRatio(lightColor, background ?? WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('the End Retro red and the primary button carry white text', () => {
    expect(light['--mantine-color-red-filled']).toBe(DEFAULT_THEME.colors.red[9]);
    expect(contrastRatio(WHITE, light['--mantine-color-red-filled'] ?? '')).toBeGreaterThan(5);
    expect(variantText('red')).toBe(WHITE);
    expect(variantText('brand')).toBe(WHITE);
    expect(light['--mantine-color-error']).toBe(light['--mantine-color-red-text']);
  });

  it('initials on every avatar colour, and on explicit shades', () => {
    for (const colour of [...AVATAR_COLOURS, 'teal.6', 'yellow.6', 'red.6']) {
      const [palette, shade] = colour.split('.');
      const background = shade ? (merged.colors[palette ?? '']?.[Number(shade)] ?? '') : colour;
      expect(contrastRatio(variantText(colour), background), colour).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
