import {
  notifyManager,
  QueriesObserver,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  QueryObserver,
} from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { pageQueryClientLoader } from './page-query-client';

let pageClient: QueryClient | null = null;

/**
 * The client the editors use where no provider above them gives one: the host's page
 * client (page-query-client.ts), mounted for the page's life so it follows the window's
 * focus and connection as a provider would. A page that registered none gets a client of
 * its own rather than no data.
 */
async function loadPageClient(): Promise<QueryClient> {
  if (pageClient) return pageClient;
  const load = pageQueryClientLoader();
  const client = load ? await load() : new QueryClient();
  pageClient ??= client;
  pageClient.mount();
  return pageClient;
}

/**
 * Its children with the editors' client, for a lazily loaded part that uses React Query's
 * own hooks (choosing a project): the provider above when there is one (tests, the
 * standalone page), else the page client. Rendered only once loadPageClient has answered.
 */
function WithEditorQueryClient({ children }: { children: ReactNode }) {
  const above = useContext(QueryClientContext);
  if (above || !pageClient) return children;
  return <QueryClientProvider client={pageClient}>{children}</QueryClientProvider>;
}

/**
 * React Query as the editors run it: a chunk of its own, loaded when an editor first needs
 * server data (lazy-queries.ts), never for a guest's first paint and keystroke. The
 * observers are React Query's own; lazy-queries.ts drives them as its hooks do.
 */
export const queryRuntime = {
  /** A listener called in React Query's batches, as its own hooks subscribe. */
  batched: (listener: () => void): (() => void) => notifyManager.batchCalls(listener),
  QueriesObserver,
  QueryClientContext,
  QueryObserver,
  loadPageClient,
  WithEditorQueryClient,
};
