import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, renderRemote } from 'editor-kit/testing';
import { uxPersonaContract } from 'shared-contracts';
import { journeyMapContract } from 'shared-contracts/editors/journey-map/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from './App';

// jsdom's role engine calls a <td> 'cell' even inside role="grid"; browsers (and
// Playwright) call it 'gridcell'.

const renderAt = (path: string) => renderRemote(App, '/journeymap', { path });

afterEach(() => vi.unstubAllGlobals());

describe('the journey map remote', () => {
  it('gives a guest the sample journey, without calling the server', async () => {
    const api = installFakeApi({ signedIn: false });
    renderAt('/journeymap');
    expect(await screen.findByText('Customer Journey Map')).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Journey map Booking a city break' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Actions', 'Touchpoints', 'Thoughts', 'Emotions', 'Pain points', 'Opportunities']);
    expect(screen.getAllByRole('slider', { name: /^Emotion at/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('moves through the grid, edits a cell with the keyboard and keys the curve', async () => {
    installFakeApi({ signedIn: false });
    const { user } = renderAt('/journeymap');
    const search = await screen.findByRole('cell', { name: /^Actions, Search:/ });
    await user.click(search);
    const field = screen.getByRole('textbox', { name: 'Actions, Search' });
    await user.clear(field);
    await user.type(field, 'Filters by price{Enter}');
    expect(screen.getByRole('cell', { name: 'Actions, Search: Filters by price' })).toBe(
      document.activeElement,
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Touchpoints, Search:/);
    await user.keyboard('x{Escape}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Touchpoints, Search: Booking site',
    );

    const point = screen.getByRole('slider', { name: 'Emotion at Search' });
    point.focus();
    fireEvent.keyDown(point, { key: 'ArrowUp' });
    expect(point.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(point, { key: 'PageDown' });
    expect(point.getAttribute('aria-valuetext')).toBe('-2 (Very negative)');
  });

  it('hides and shows a lane', async () => {
    installFakeApi({ signedIn: false });
    const { user } = renderAt('/journeymap');
    await user.click(await screen.findByRole('button', { name: 'Hide Thoughts' }));
    expect(screen.queryByRole('rowheader', { name: /^Thoughts/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Thoughts' }));
    expect(screen.getByRole('rowheader', { name: /^Thoughts/ })).toBeTruthy();
  });

  it("says 'Persona removed' for a map whose persona was deleted", async () => {
    // The fake's types know the shared package's editors; this one is served alike.
    const api = installFakeApi({
      editors: { uxPersona: uxPersonaContract, journeyMap: journeyMapContract },
    });
    const { SK: P } = api.addProject({ name: 'Shop' });
    const addItem = api.addItem as unknown as (
      type: string,
      projectSK: string,
      content: object,
    ) => { SK: string };
    const map = addItem('journeyMap', P, {
      name: 'Checkout',
      personaSK: null,
      personaName: 'Anna',
    });
    renderAt(`/journeymap/${P.replace('#', '_')}/${map.SK.replace('#', '_')}`);
    expect(await screen.findByText('Persona removed')).toBeTruthy();
    expect(screen.getByText('Anna was deleted from the project.')).toBeTruthy();
  });

  it('shows Not Found for an address it does not know', () => {
    renderAt('/journeymap/only-one-key');
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });
});
