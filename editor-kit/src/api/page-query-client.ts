import type { QueryClient } from '@tanstack/react-query';

/**
 * `editor-kit/query-client`: how the host hands the editors its page's one query client,
 * so a save in an editor refreshes the lists the shell's project pages show (one cache,
 * keyed by query-keys.ts). The editors load React Query only once they need a query
 * (lazy-queries.ts), so the host does not wrap them in a provider: it registers a loader
 * instead, which the kit calls then. No React Query code here, only its types.
 */

let loader: (() => Promise<QueryClient>) | null = null;

/** The host's page client, loaded when an editor first needs it (the shell's RemoteEditor). */
export function providePageQueryClient(load: () => Promise<QueryClient>): void {
  loader = load;
}

/** The host's loader, if it registered one. */
export const pageQueryClientLoader = (): (() => Promise<QueryClient>) | null => loader;
