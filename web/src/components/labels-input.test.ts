import { describe, expect, it } from 'vitest';
import { addLabel } from './labels-input.tsx';

describe('addLabel', () => {
  it('adds a trimmed label at the end', () => {
    expect(addLabel(['Open'], '  Blocked ', 12)).toEqual(['Open', 'Blocked']);
  });

  it('ignores empty and repeated labels, and any beyond the most allowed', () => {
    expect(addLabel(['Open'], '   ', 12)).toEqual(['Open']);
    expect(addLabel(['Open'], ' Open ', 12)).toEqual(['Open']);
    expect(addLabel(['Open', 'Closed'], 'Blocked', 2)).toEqual(['Open', 'Closed']);
  });

  it('does not change the list it was given', () => {
    const labels = ['Open'];
    addLabel(labels, 'Closed', 12);
    expect(labels).toEqual(['Open']);
  });
});
