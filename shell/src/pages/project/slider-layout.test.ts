import { describe, expect, it } from 'vitest';
import { cardNameLimit, isNarrowViewport, sliderItemsPerPage } from './slider-layout';

describe('feature slider layout', () => {
  it('is narrow below 960 px', () => {
    expect(isNarrowViewport(959)).toBe(true);
    expect(isNarrowViewport(960)).toBe(false);
  });

  it('shows 6 small items per page on desktop and half that on narrow screens', () => {
    expect(sliderItemsPerPage(false)).toBe(6);
    expect(sliderItemsPerPage(true)).toBe(3);
  });

  it('cuts card names at 40 characters on desktop and 20 on narrow screens', () => {
    expect(cardNameLimit(false)).toBe(40);
    expect(cardNameLimit(true)).toBe(20);
  });
});
