import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, MemoryRouter, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GuardedRouter } from '../navigation/GuardedRouter';
import { LeaveGuard } from './LeaveGuard';

function Editor({ unsaved }: { unsaved: boolean }) {
  return (
    <>
      <Link to="/elsewhere">Go elsewhere</Link>
      <Link to="?view=all">Same page</Link>
      <LeaveGuard
        when={unsaved}
        title="Leave without saving?"
        message="Your changes have not been saved."
        leaveLabel="Leave"
        stayLabel="Stay"
      />
    </>
  );
}

/** An editor page with work in `unsaved` state, after `/before` in the history. */
function renderEditor(unsaved = true) {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: ['/before', '/editor'],
    v5Compat: true,
  });
  // Strict, as the shell runs: effects subscribe, unsubscribe and subscribe again.
  render(
    <StrictMode>
      <GuardedRouter history={history}>
        <Routes>
          <Route path="/editor" element={<Editor unsaved={unsaved} />} />
          <Route path="*" element={<p>another page</p>} />
        </Routes>
      </GuardedRouter>
    </StrictMode>,
  );
  return { history, user: userEvent.setup() };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

describe('LeaveGuard', () => {
  it('asks before a link leaves unsaved work; Stay keeps the page', async () => {
    const { history, user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(question()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(question()).toBeNull();
    expect(history.location.pathname).toBe('/editor');
    expect(screen.getByRole('link', { name: 'Go elsewhere' })).toBeTruthy();
  });

  it('goes where the link pointed once the answer is Leave', async () => {
    const { history, user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('another page')).toBeTruthy();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('asks before Back too, and stays on the page until the answer is Leave', async () => {
    const { history, user } = renderEditor();
    act(() => history.go(-1));
    expect(question()).toBeTruthy();
    expect(history.location.pathname).toBe('/editor');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('another page')).toBeTruthy();
    expect(history.location.pathname).toBe('/before');
  });

  it('lets a move within the page go without a question', async () => {
    const { history, user } = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(question()).toBeNull();
    expect(history.location.search).toBe('?view=all');
  });

  it('asks nothing while there is no unsaved work', async () => {
    const { history, user } = renderEditor(false);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(question()).toBeNull();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('asks the browser before the tab is closed or reloaded', () => {
    renderEditor();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('says what it needs under a router without leave guards, rather than guarding nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <MemoryRouter>
          <Editor unsaved />
        </MemoryRouter>,
      ),
    ).toThrow(/GuardedBrowserRouter/);
  });
});
