import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The page's one query client. It is reached only through lazily loaded pages, dialogs
 * and editors, so a guest on the landing page never downloads the query library; every
 * place that wraps itself in WithQueryClient shares this client and its cache (the
 * remotes too: react-query is a federation singleton).
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
