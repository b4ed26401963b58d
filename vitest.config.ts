import fs from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript sources under the `source` condition, so
// tests run against the code as written, without a build.
const resolve = { conditions: ['source', 'module', 'node', 'default'] };
// The server's tests resolve packages as Node does: `module` would pick builds meant for
// bundlers (the AWS SDK's dist-es, whose extensionless imports Node cannot load).
const serverResolve = { conditions: ['source', 'node', 'default'] };

const WEB_PACKAGES = ['shared-ui', 'editor-kit', 'diagram-kit', 'shared-auth', 'shell', 'mf-*'];

/** The client packages' unit tests: `tsx` (components, hooks) or `ts` (pure modules). */
const webTests = (extension: 'ts' | 'tsx') =>
  WEB_PACKAGES.map((folder) => `${folder}/src/**/*.test.${extension}`);

/**
 * The client packages' `.test.ts` files that replace a module (`vi.mock`): a mock needs a
 * module registry of the file's own, so they run with the isolated `web` tests.
 */
function pureTestsThatMockModules(): string[] {
  const folders = fs
    .readdirSync('.')
    .filter((name) => WEB_PACKAGES.includes(name) || name.startsWith('mf-'))
    .map((name) => `${name}/src`)
    .filter((folder) => fs.existsSync(folder));
  return folders.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${folder}/${file}`)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8'))),
  );
}
const MOCKING_PURE_TESTS = pureTestsThatMockModules();

/**
 * A client test's time budget (vitest's default is 5 s): whole-editor flows and
 * property tests have needed more while the build and the other suites ran beside them.
 */
const WEB_TEST_BUDGET = 20_000;

/**
 * Test files at once. Vitest's default (one fewer than the cores) runs them one by one on
 * a 2-core machine, where most API files spend their time waiting on the database, the
 * network peers and timers; each file has its own database (a schema, a SQLite file).
 */
const VITEST_WORKERS = Number(process.env.VITEST_WORKERS ?? 3);

/**
 * Test files that run one after another in a worker share its modules instead of each
 * importing them again (vitest's `isolate`): the server, the schemas and the catalogues
 * were imported anew for each of ~200 files, about a second of CPU each, more than the
 * tests themselves took. Safe where a file leaves no module state behind: the API's and the
 * pure modules' files start their own server and database and mock no module (a file
 * that uses `vi.mock` runs in `web`, see pureTestsThatMockModules). The React tests
 * (`web`) mock modules and keep their isolation.
 */
const sharedModules = { isolate: false } as const;

/**
 * Every test of the workspace. The API's HTTP tests run twice: against SQLite and
 * against PostgreSQL (`TEST_DATABASE_URL`, default the machine's own; skipped with a
 * notice when none answers).
 */
export default defineConfig({
  test: {
    maxWorkers: VITEST_WORKERS,
    projects: [
      {
        resolve,
        ssr: { resolve },
        test: {
          name: 'contracts',
          root: 'shared-contracts',
          include: ['src/**/*.test.ts'],
          ...sharedModules,
        },
      },
      {
        // Build and release tooling in plain Node: the benchmark summary, the release
        // registry and commands (release-registry is what the server and the commands
        // share), the contract check and the shared packages' export snapshots.
        resolve: serverResolve,
        ssr: { resolve: serverResolve },
        test: {
          name: 'tooling',
          ...sharedModules,
          include: ['tooling/**/*.test.ts', 'release-registry/src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        ssr: { resolve },
        test: {
          name: 'web',
          include: [...webTests('tsx'), ...MOCKING_PURE_TESTS],
          environment: 'jsdom',
          testTimeout: WEB_TEST_BUDGET,
          setupFiles: [
            'tooling/vitest-web-setup.ts',
            'tooling/vitest-storage-setup.ts',
            'editor-kit/src/testing/i18n-setup.ts',
          ],
        },
      },
      {
        // The web packages' `.test.ts` files test pure modules (models, rules, codecs):
        // they run in Node, which starts in a fraction of jsdom's time. One that needs a
        // browser's globals (storage, window) says so in its first line:
        // `// @vitest-environment jsdom`.
        resolve,
        ssr: { resolve },
        test: {
          name: 'web:node',
          ...sharedModules,
          include: webTests('ts'),
          exclude: [...configDefaults.exclude, ...MOCKING_PURE_TESTS],
          environment: 'node',
          testTimeout: WEB_TEST_BUDGET,
          // As `web` but for React: the site's words, each test starting in English.
          setupFiles: ['tooling/vitest-storage-setup.ts', 'editor-kit/src/testing/i18n-setup.ts'],
        },
      },
      {
        resolve: serverResolve,
        ssr: { resolve: serverResolve },
        test: {
          name: 'api:sqlite',
          ...sharedModules,
          root: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/**/*.postgres-only.test.ts'],
          env: { TEST_DATABASE: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: serverResolve,
        ssr: { resolve: serverResolve },
        test: {
          name: 'api:postgres',
          ...sharedModules,
          root: 'api',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.sqlite-only.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['test/postgres-available.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
