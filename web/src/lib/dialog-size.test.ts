import { expect, it } from 'vitest';
import { DIALOG_WIDTH, dialogKind } from './dialog-size.ts';

it('gives every Modal size one of the spec two widths', () => {
  expect(DIALOG_WIDTH).toEqual({ normal: 1000, compact: 400 });
  for (const size of [undefined, 'xs', 'sm', 'md', 'compact', 400, 420, '380px']) {
    expect(dialogKind(size)).toBe('compact');
  }
  for (const size of ['lg', 'xl', 'normal', 640, '800px', '100%', 'auto']) {
    expect(dialogKind(size)).toBe('normal');
  }
});
