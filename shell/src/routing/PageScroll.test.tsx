import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, UNSAFE_createMemoryHistory } from 'react-router';
import { GuardedRouter } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageScroll } from './PageScroll';

/** The page as scrolled to `y` by the person. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function renderPages(entries = ['/a']) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: entries, v5Compat: true });
  render(
    <GuardedRouter history={history}>
      <Link to="/b">next page</Link>
      <PageScroll />
    </GuardedRouter>,
  );
  return { history, user: userEvent.setup() };
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrolledTo(0));

describe('PageScroll', () => {
  it('starts a new page at the top, and Back returns to where the page was left', async () => {
    const { history, user } = renderPages();
    scrolledTo(300);
    await user.click(screen.getByRole('link', { name: 'next page' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(120);
    act(() => history.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    act(() => history.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the positions over a reload of the tab', () => {
    renderPages();
    scrolledTo(450);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('ux-artefacts:scroll-positions')).toBe('{"default":450}');
  });

  it('lets the browser take scrolling back once it is gone', () => {
    const { unmount } = render(
      <GuardedRouter history={UNSAFE_createMemoryHistory({ v5Compat: true })}>
        <PageScroll />
      </GuardedRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
