import { describe, expect, it } from 'vitest';
import { keepPositions, keptPositions, scrollStart } from './scroll-positions';

/** A Storage-like map, or one that refuses every write. */
function memoryStorage({ full = false } = {}) {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('scrollStart', () => {
  it('returns an entry visited before to where it was left', () => {
    expect(scrollStart({ key: 'k1', hash: '#part' }, { k1: 640 })).toEqual({ y: 640 });
  });

  it("starts a new entry at its fragment's element, else at the top", () => {
    expect(scrollStart({ key: 'new', hash: '#my%20part' }, { k1: 640 })).toEqual({
      elementId: 'my part',
    });
    expect(scrollStart({ key: 'new', hash: '' }, {})).toEqual({ y: 0 });
    expect(scrollStart({ key: 'new', hash: '#' }, {})).toEqual({ y: 0 });
    // Not an escape: no element can have that id.
    expect(scrollStart({ key: 'new', hash: '#%E0%A4%A' }, {})).toEqual({ y: 0 });
  });
});

describe('the positions kept over a reload', () => {
  it('come back as they were kept', () => {
    const storage = memoryStorage();
    keepPositions(storage, { a: 10, b: 0 });
    expect(keptPositions(storage)).toEqual({ a: 10, b: 0 });
  });

  it('are none when nothing, or nothing readable, was kept', () => {
    expect(keptPositions(memoryStorage())).toEqual({});
    expect(keptPositions(undefined)).toEqual({});
    const storage = memoryStorage();
    storage.setItem('ux-artefacts:scroll-positions', '{"a": 5, "b": "far", "c": null}');
    expect(keptPositions(storage)).toEqual({ a: 5 });
    storage.setItem('ux-artefacts:scroll-positions', 'not json');
    expect(keptPositions(storage)).toEqual({});
  });

  it('are lost, not thrown, when the storage refuses them', () => {
    expect(() => keepPositions(memoryStorage({ full: true }), { a: 1 })).not.toThrow();
  });
});
