import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client. It is reached only through lazily loaded pages, dialogs
 * and editors, so a guest on the landing page never downloads the query library; every
 * place that wraps itself in WithQueryClient shares this client and its cache, and so do
 * the editors, which take it from the loader RemoteEditor registers with the kit
 * (editor-kit/query-client) once they first query the server.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});
