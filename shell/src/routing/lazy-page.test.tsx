import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { GuardedRouter } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

/** A page whose code arrives when the test says so. */
function deferredPage() {
  let arrive = () => {};
  const code = new Promise<() => React.ReactNode>((resolve) => {
    arrive = () => resolve(() => <h1>the new page</h1>);
  });
  return { page: lazyPage(() => code), arrive: () => act(async () => arrive()) };
}

function renderAt(path: string, Page: React.ComponentType) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <GuardedRouter history={history}>
      <Suspense fallback={<p>spinner</p>}>
        <Routes>
          <Route path="/" element={<Link to="/later">the current page</Link>} />
          <Route path="/later" element={<Page />} />
        </Routes>
      </Suspense>
    </GuardedRouter>,
  );
  return { history, user: userEvent.setup() };
}

describe('lazyPage', () => {
  it('keeps the current page on screen while the next one loads, never the spinner', async () => {
    const { page, arrive } = deferredPage();
    const { user } = renderAt('/', page.Page);
    await user.click(screen.getByRole('link', { name: 'the current page' }));
    expect(screen.getByRole('link', { name: 'the current page' })).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'the new page' })).toBeTruthy();
  });

  it('renders a preloaded page in the first render, without suspending', async () => {
    const { page, arrive } = deferredPage();
    const loaded = page.preload();
    await arrive();
    await loaded;
    renderAt('/later', page.Page);
    expect(screen.getByRole('heading', { name: 'the new page' })).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
  });

  it('loads its code once, however often it is asked', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return () => <h1>the new page</h1>;
    });
    await Promise.all([page.preload(), page.preload()]);
    renderAt('/later', page.Page);
    expect(loads).toBe(1);
  });
});
