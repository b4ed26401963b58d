/**
 * Imported first by every browser entry (the shell's main.tsx, the remotes' standalone
 * harness), before any schema exists. zod 4 compiles object parsers with `new Function`
 * when it may, and decides so by trying `new Function('')` when the first object schema is
 * made; under the site's CSP (no 'unsafe-eval') that try is refused and reported as a
 * `securitypolicyviolation` on every editor page, noise that would hide a real one.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig`, which it creates only when
 * absent and reads at parse time, so the setting is written there without importing zod:
 * the landing page loads no zod at all (3.6 KB gzip it used to pay for `z.config`), and
 * every copy of zod on the page (the remotes share the shell's) sees it. The server does
 * not import this: it keeps the compiled parsers, which are faster.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
