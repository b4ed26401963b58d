import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from 'shared-ui';
import App from '../App';

// These tests render the whole editor, lazy chunks included; on a machine busy with other
// suites a first render can take seconds, so waits are generous (a pass is still quick).
configure({ asyncUtilTimeout: 10_000 });
export const SLOW_TEST = { timeout: 30_000 };

/**
 * The remote as the shell mounts it at /uxpersonas: a data router (the leave guard needs
 * one), a query client and the toasts.
 */
export function renderPersonaApp(path = '/uxpersonas') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/uxpersonas/*', element: <App basePath="/uxpersonas" /> },
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
  return { router, user: userEvent.setup() };
}

/** A file whose first bytes are a PNG signature, of `size` bytes. */
export function pngFile(size = 64, name = 'me.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}
