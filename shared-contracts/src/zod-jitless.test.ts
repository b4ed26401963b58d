import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const JITLESS = path.join(import.meta.dirname, 'zod-jitless.ts');

/**
 * What a fresh page sees: a process of its own, where neither zod nor the setting has run
 * (zod is loaded once per process, so this test file cannot reset it in place).
 */
function freshPage(script: string): unknown {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: import.meta.dirname, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

describe('shared-contracts/jitless', () => {
  it('turns compiled parsers off for a zod loaded after it', () => {
    const seen = freshPage(`
      await import(${JSON.stringify(JITLESS)});
      const { z } = await import('zod');
      const parsed = z.object({ a: z.string() }).parse({ a: 'x' });
      console.log(JSON.stringify({ jitless: z.config().jitless, parsed }));
    `);
    expect(seen).toEqual({ jitless: true, parsed: { a: 'x' } });
  });

  it('turns them off for a zod already loaded, on the settings object it holds', () => {
    const seen = freshPage(`
      const { z } = await import('zod');
      const settings = z.config();
      const before = settings.jitless ?? false;
      await import(${JSON.stringify(JITLESS)});
      console.log(JSON.stringify({ before, after: z.config().jitless, same: z.config() === settings }));
    `);
    expect(seen).toEqual({ before: false, after: true, same: true });
  });
});
