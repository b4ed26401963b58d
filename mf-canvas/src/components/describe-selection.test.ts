import { describe, expect, it } from 'vitest';
import { arrow, shape } from '../model/test-helpers';
import { benchCountFrom } from './bench-hook';
import { describeDocument } from './describe-selection';

describe('the status line', () => {
  const shapes = [
    shape('a', -600.4, -150, { text: 'Login' }),
    shape('b', 0, 0, { kind: 'circle' }),
  ];
  const arrows = [arrow('x', 'a', null)];

  it('counts shapes and arrows and names a single selection', () => {
    expect(describeDocument({ shapes, arrows })).toBe('2 shapes, 1 arrow. Nothing selected.');
    expect(
      describeDocument({ shapes: [{ ...shapes[0]!, isSelected: true }, shapes[1]!], arrows }),
    ).toBe('2 shapes, 1 arrow. Selected: rectangle at -600, -150, 100 × 100, “Login”.');
    expect(describeDocument({ shapes, arrows: [{ ...arrows[0]!, isSelected: true }] })).toBe(
      '2 shapes, 1 arrow. Selected: straight arrow, attached to 1 shape.',
    );
    expect(
      describeDocument({
        shapes: shapes.map((s) => ({ ...s, isSelected: true })),
        arrows: [{ ...arrows[0]!, isSelected: true }],
      }),
    ).toBe('2 shapes, 1 arrow. Selected: 2 shapes, 1 arrow.');
  });
});

describe('?bench=N', () => {
  it('takes a whole number from 1 to 5000 and nothing else', () => {
    expect(benchCountFrom('2000')).toBe(2000);
    expect(benchCountFrom(null)).toBeNull();
    expect(benchCountFrom('')).toBeNull();
    expect(benchCountFrom('0')).toBeNull();
    expect(benchCountFrom('5001')).toBeNull();
    expect(benchCountFrom('1e3')).toBeNull();
    expect(benchCountFrom('-5')).toBeNull();
  });
});
