import { describe, expect, it } from 'vitest';

describe('shared-contracts/jitless', () => {
  it('turns zod’s compiled parsers off without importing zod, for the zod loaded after it', async () => {
    // Vitest isolates each file: this one has not loaded zod yet.
    const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    delete holder.__zod_globalConfig;
    await import('./zod-jitless.js');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And parsing still works, interpreted.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
