import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import type { RemoteAppProps } from 'shared-contracts';
import { GuardedRouter, ToastProvider } from 'shared-ui';

export interface RenderRemoteOptions {
  /** The address to open; the mount path by default. */
  path?: string;
  /** A client to seed or inspect; a fresh one that does not retry by default. */
  queryClient?: QueryClient;
}

export interface RenderedRemote {
  /** The router's memory history: `history.location` is where the remote went. */
  history: ReturnType<typeof UNSAFE_createMemoryHistory>;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders a remote's `./App` in a test as the shell mounts it at `basePath`: the shell's
 * kind of router (with the leave guards LeaveGuard needs) over a memory history, a query
 * client and the toasts. Any other address renders 'elsewhere', so a test can see the
 * editor navigate away; `history.location` is where it went. For tests only.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  basePath: string,
  {
    path = basePath,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderRemoteOptions = {},
): RenderedRemote {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <GuardedRouter history={history}>
          <Routes>
            <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </GuardedRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { history, queryClient, user: userEvent.setup() };
}
