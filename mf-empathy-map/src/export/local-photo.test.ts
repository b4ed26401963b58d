import { describe, expect, it } from 'vitest';
import { fitWithin, LOCAL_PHOTO_MAX_SIDE } from './local-photo';

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000, LOCAL_PHOTO_MAX_SIDE)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1000, 2000, 500)).toEqual({ width: 250, height: 500 });
  });

  it('never enlarges a small picture or makes an empty one', () => {
    expect(fitWithin(100, 50, 640)).toEqual({ width: 100, height: 50 });
    expect(fitWithin(5000, 1, 640)).toEqual({ width: 640, height: 1 });
  });
});
