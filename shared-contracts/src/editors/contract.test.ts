import { describe, expect, it, vi } from 'vitest';
import { lazyContract, loadContract } from './contract.js';
import { empathyMapEditor } from './empathy-map/description.js';
import { empathyMapContract } from './empathy-map/schema.js';

describe('the lazy form of a contract', () => {
  it('has its description at once and loads its schemas once, when first asked', async () => {
    const load = vi.fn(async () => empathyMapContract);
    const lazy = lazyContract(empathyMapEditor, load);
    expect(lazy.editor).toBe(empathyMapEditor);
    expect(load).not.toHaveBeenCalled();
    expect(await loadContract(lazy)).toBe(empathyMapContract);
    expect(await lazy.load()).toBe(empathyMapContract);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline, a release gone)', async () => {
    const load = vi
      .fn<() => Promise<typeof empathyMapContract>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(empathyMapContract);
    const lazy = lazyContract(empathyMapEditor, load);
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(await lazy.load()).toBe(empathyMapContract);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loadContract takes the contract itself as it is', async () => {
    expect(await loadContract(empathyMapContract)).toBe(empathyMapContract);
  });
});
