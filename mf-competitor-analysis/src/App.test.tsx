import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from 'shared-ui';
import { describe, expect, it, vi } from 'vitest';
import App from './App';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/competitoranalysis/*', element: <App basePath="/competitoranalysis" /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the remote', () => {
  it('gives a guest the sample analysis to edit and export, without saving', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/competitoranalysis');
    expect(screen.getByText('Competitor Analysis')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'Food delivery apps',
    );
    const grid = screen.getByRole('grid', { name: 'Food delivery apps: competitors by criteria' });
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Export in JPEG' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows Not Found for an address it does not know', () => {
    renderAt('/competitoranalysis/only-one-key');
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });
});
