import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.js';

describe('loadOnce', () => {
  it('loads once for every caller, and has the value once it is in', async () => {
    const load = vi.fn(async () => 'chunk');
    const part = loadOnce(load);
    expect(part.loaded()).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b, await part.load()]).toEqual(['chunk', 'chunk', 'chunk']);
    expect(part.loaded()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const part = loadOnce(load);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeNull();
    expect(await part.load()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
