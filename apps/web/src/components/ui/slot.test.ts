import { describe, expect, it, vi } from 'vitest';
import { mergeSlotProps } from './slot';

describe('mergeSlotProps', () => {
  it('joins class names, merges styles and lets the child win elsewhere', () => {
    expect(
      mergeSlotProps(
        { className: 'a', style: { color: 'red', margin: 0 }, title: 'slot', 'data-slot': 'button' },
        { className: 'b', style: { color: 'blue' }, title: 'child', href: '/x' },
      ),
    ).toEqual({
      className: 'a b',
      style: { color: 'blue', margin: 0 },
      title: 'child',
      'data-slot': 'button',
      href: '/x',
    });
  });

  it('runs both handlers, the child first', () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: vi.fn(() => calls.push('slot')) },
      { onClick: vi.fn(() => calls.push('child')) },
    );
    (merged.onClick as (event: string) => void)('click');
    expect(calls).toEqual(['child', 'slot']);
  });
});
