// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadWidths, storeWidths } from './column-width-store';

describe('column width store', () => {
  it('remembers widths per analysis', () => {
    storeWidths('COMPAN#a', { c1: 240 });
    storeWidths('COMPAN#b', { c1: 160 });
    expect(loadWidths('COMPAN#a')).toEqual({ c1: 240 });
    expect(loadWidths('COMPAN#b')).toEqual({ c1: 160 });
    expect(loadWidths('COMPAN#c')).toEqual({});
  });

  it('survives broken storage and ignores values that are not widths', () => {
    localStorage.setItem('competitorAnalysisColumnWidths', '{not json');
    expect(loadWidths('COMPAN#a')).toEqual({});
    localStorage.setItem(
      'competitorAnalysisColumnWidths',
      JSON.stringify({ 'COMPAN#a': { widths: { a: 'wide', b: -1, c: 300 }, at: 1 } }),
    );
    expect(loadWidths('COMPAN#a')).toEqual({ c: 300 });
  });

  it('keeps the 50 most recently resized analyses', () => {
    for (let i = 0; i < 55; i++) storeWidths(`COMPAN#${i}`, { c: 200 + i });
    const stored = JSON.parse(localStorage.getItem('competitorAnalysisColumnWidths')!);
    expect(Object.keys(stored)).toHaveLength(50);
    expect(loadWidths('COMPAN#54')).toEqual({ c: 254 });
  });
});
