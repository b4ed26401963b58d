import { describe, expect, it } from 'vitest';
import { pickByWidth, TRUNCATION, TRUNCATION_BY_WIDTH, truncate } from './truncate';

describe('truncate', () => {
  it('leaves text within the limit untouched', () => {
    expect(truncate('Persona', 7)).toBe('Persona');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts longer text to the limit, the ellipsis included', () => {
    const result = truncate('Competitor analysis', 10);
    expect(result).toBe('Competito…');
    expect(Array.from(result)).toHaveLength(10);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Empathy map one', 9)).toBe('Empathy…');
  });

  it('never splits an emoji', () => {
    expect(truncate('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('handles degenerate limits', () => {
    expect(truncate('abc', 0)).toBe('');
    expect(truncate('abc', 1)).toBe('…');
  });
});

describe('pickByWidth', () => {
  it('picks the widest step the width reaches', () => {
    const table = TRUNCATION_BY_WIDTH.sidebar;
    expect(pickByWidth(320, table)).toBe(12);
    expect(pickByWidth(1319, table)).toBe(12);
    expect(pickByWidth(1320, table)).toBe(17);
    expect(pickByWidth(1700, table)).toBe(20);
    expect(pickByWidth(2560, table)).toBe(25);
  });

  it('uses the spec limits for project descriptions', () => {
    const steps = TRUNCATION_BY_WIDTH.projectDescription.map(([, max]) => max);
    expect(steps).toEqual([...TRUNCATION.projectDescription]);
    expect(pickByWidth(500, TRUNCATION_BY_WIDTH.projectDescription)).toBe(190);
    expect(pickByWidth(1000, TRUNCATION_BY_WIDTH.projectDescription)).toBe(230);
    expect(pickByWidth(1400, TRUNCATION_BY_WIDTH.projectDescription)).toBe(270);
  });
});
