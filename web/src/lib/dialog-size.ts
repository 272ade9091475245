import type { MantineSize } from '@mantine/core';

// Spec 002 §2: dialogs are 1000 px wide (normal) or 400 px (compact), and full screen on a
// phone. The theme applies it to every Modal (app/theme.ts, theme.css), so no dialog sets a
// width of its own: Mantine's size names and numbers only choose between the two.

export const DIALOG_WIDTH = { normal: 1000, compact: 400 } as const;

export type DialogKind = keyof typeof DIALOG_WIDTH;

/** The widest a dialog may ask for and still count as compact (a confirmation, a short prompt). */
const COMPACT_UP_TO = 500;

/**
 * Which of the spec's two widths a Modal's `size` means: the small sizes (xs, sm, the default md
 * and anything up to 500 px) are compact, the large ones (lg, xl, 'normal', wider numbers) normal.
 */
export function dialogKind(size: MantineSize | DialogKind | number | string | undefined): DialogKind {
  if (size === 'normal' || size === 'lg' || size === 'xl') {
    return 'normal';
  }
  if (typeof size === 'number') {
    return size > COMPACT_UP_TO ? 'normal' : 'compact';
  }
  const pixels = typeof size === 'string' ? Number.parseFloat(size) : Number.NaN;
  if (Number.isFinite(pixels) && /px$|^\d+$/.test(size ?? '')) {
    return pixels > COMPACT_UP_TO ? 'normal' : 'compact';
  }
  if (typeof size === 'string' && /%|vw|auto/.test(size)) {
    return 'normal';
  }
  return 'compact';
}
