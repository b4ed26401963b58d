import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RemoteAppProps } from 'shared-contracts';
import { ToastProvider } from 'shared-ui';

export interface RenderRemoteOptions {
  /** The address to open; the mount path by default. */
  path?: string;
  /** A client to seed or inspect; a fresh one that does not retry by default. */
  queryClient?: QueryClient;
}

/**
 * Renders a remote's `./App` in a test as the shell mounts it at `basePath`: a data
 * router (the leave guard needs one), a query client and the toasts. Any other address
 * renders 'elsewhere', so a test can see the editor navigate away. For tests only.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  basePath: string,
  {
    path = basePath,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderRemoteOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path: `${basePath}/*`, element: <App basePath={basePath} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, user: userEvent.setup() };
}
