import { z } from 'zod';

/**
 * Imported first by every browser entry (the shell's main.tsx, the remotes' standalone
 * harness), before any schema exists. zod 4 compiles object parsers with `new Function`
 * when it may, and decides so by trying `new Function('')` when the first object schema is
 * made; under the site's CSP (no 'unsafe-eval') that try is refused and reported as a
 * `securitypolicyviolation` on every editor page, noise that would hide a real one. The
 * setting lives on `globalThis`, so it holds for every copy of zod on the page (the
 * remotes share the shell's). The server does not import this: it keeps the compiled
 * parsers, which are faster.
 */
z.config({ jitless: true });
