import { describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.js';
import { imageUrls, type UrlValidity, urlValidity } from './image-urls.js';

const HOUR_S = 3600;
const HOUR = HOUR_S * 1000;
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('urlValidity', () => {
  it('signs at the start of the period and expires two periods later', () => {
    expect(urlValidity(HOUR_S, T0 + 25 * 60_000)).toEqual({
      signedAt: T0,
      expiresAt: T0 + 2 * HOUR,
    });
  });

  it('leaves a client at least one period and at most two, whenever it asks', () => {
    for (const offset of [0, 1, HOUR / 2, HOUR - 1]) {
      const now = T0 + offset;
      const left = urlValidity(HOUR_S, now).expiresAt - now;
      expect(left).toBeGreaterThan(HOUR);
      expect(left).toBeLessThanOrEqual(2 * HOUR);
    }
  });

  it('is the same throughout a period and changes with the next', () => {
    expect(urlValidity(HOUR_S, T0 + 1)).toEqual(urlValidity(HOUR_S, T0 + HOUR - 1));
    expect(urlValidity(HOUR_S, T0 + HOUR).signedAt).toBe(T0 + HOUR);
  });
});

describe('imageUrls', () => {
  function fakeStore() {
    const calls: Array<[string, UrlValidity]> = [];
    const store = {
      async urlOf(key: string, validity: UrlValidity) {
        calls.push([key, validity]);
        return `https://bucket.example/${key}?signedAt=${validity.signedAt}`;
      },
    } as Partial<BlobStore> as BlobStore;
    return { store, calls };
  }

  it('gives null for no image and asks the store for nothing', async () => {
    const { store, calls } = fakeStore();
    expect(await imageUrls(store, HOUR_S, () => T0)(null)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('hands out one URL per image per period, signing it once', async () => {
    const { store, calls } = fakeStore();
    let now = T0 + 10;
    const urlOf = imageUrls(store, HOUR_S, () => now);
    const first = await urlOf('images/a.jpg');
    now = T0 + HOUR - 10;
    expect(await urlOf('images/a.jpg')).toBe(first);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual(['images/a.jpg', { signedAt: T0, expiresAt: T0 + 2 * HOUR }]);

    now = T0 + HOUR;
    expect(await urlOf('images/a.jpg')).not.toBe(first);
    expect(calls).toHaveLength(2);
  });
});
