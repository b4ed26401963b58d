import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadAccount, REQUEST_KINDS, runLoad, seedLoadAccounts } from '../bench/load.js';
import { call, itemPath } from '../bench/seed.js';
import type { ServerProcess } from '../bench/server-process.js';
import { SKIP } from './harness.js';
import { type ProcessServer, processServer } from './process-server.js';

/**
 * The short form of the load test (`pnpm --filter api bench:load` is the long one): many
 * clients at once against a real server process, signing in, listing, reading and saving.
 * Nothing may fail. Timing is not asserted here (a busy machine would make it flaky); the
 * bench reports it.
 */
describe.skipIf(SKIP)('the server under load from 30 clients at once', () => {
  let setup: ProcessServer;
  let server: ServerProcess;
  let accounts: LoadAccount[];

  beforeAll(async () => {
    setup = processServer();
    server = await setup.start();
    accounts = await seedLoadAccounts(server.url, 6);
  }, 60_000);
  afterAll(() => setup?.cleanUp());

  it('answers every request with a 2xx, of every kind', async () => {
    const result = await runLoad({
      base: server.url,
      clients: 30,
      seconds: 5,
      accounts,
      // Often enough that sign-ins (argon2) overlap with saves in a 5 s run.
      signInEvery: 25,
      seed: 7,
    });
    expect(result.failures).toEqual([]);
    expect(result.non2xx + result.errors).toBe(0);
    for (const kind of REQUEST_KINDS) expect(result.byKind[kind].count, kind).toBeGreaterThan(0);

    // Every save landed whole: each item reads back with a name one of the clients saved.
    for (const account of accounts) {
      for (const item of account.items) {
        const { body } = await call(server.url, 'GET', itemPath(item), { token: account.token });
        expect(body.SK).toBe(item.SK);
        expect(body.name).toMatch(/^(Saved by client \d+, #\d+|.* \d)$/);
      }
    }
  }, 60_000);
});
