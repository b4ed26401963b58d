import { screen, within } from '@testing-library/react';
import { installFakeApi, renderRemote } from 'editor-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import App from './App';

function renderAt(path: string) {
  renderRemote(App, '/competitoranalysis', { path });
}

describe('the remote', () => {
  it('gives a guest the sample analysis to edit and export, without saving', async () => {
    const api = installFakeApi({ signedIn: false });
    renderAt('/competitoranalysis');
    // The editor opens once the guest's stored draft has been looked for.
    expect(await screen.findByText('Competitor Analysis')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'Food delivery apps',
    );
    const grid = screen.getByRole('grid', { name: 'Food delivery apps: competitors by criteria' });
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Export in JPEG' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.calls).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('shows Not Found for an address it does not know', () => {
    renderAt('/competitoranalysis/only-one-key');
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });
});
