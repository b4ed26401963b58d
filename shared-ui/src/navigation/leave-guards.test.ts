import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type LeaveGuardEntry, withLeaveGuards } from './leave-guards';

/** A guarded memory history at `entries` (the last one current), with what its router saw. */
function setup(entries: string[] = ['/a']) {
  const memory = UNSAFE_createMemoryHistory({ initialEntries: entries, v5Compat: true });
  const history = withLeaveGuards(memory);
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { memory, history, seen };
}

/** A guard holding every move to another path, keeping its question's answer to give. */
function pageGuard() {
  const asked: (() => void)[] = [];
  const guard: LeaveGuardEntry = {
    holds: (from, to) => from !== to,
    ask: (leave) => asked.push(leave),
  };
  return { guard, asked };
}

describe('withLeaveGuards', () => {
  it('navigates as the history does while no guard holds', () => {
    const { history, seen } = setup();
    history.push('/b');
    history.replace({ pathname: '/c', search: '?x=1' });
    history.go(-1);
    expect(seen).toEqual(['PUSH /b', 'REPLACE /c', 'POP /a']);
    expect(history.location.pathname).toBe('/a');
  });

  it('holds a push until the question is answered Leave; Stay leaves the page as it is', () => {
    const { history, seen } = setup();
    const { guard, asked } = pageGuard();
    history.add(guard);
    history.push('/b');
    expect(seen).toEqual([]);
    expect(asked).toHaveLength(1);
    // Stay: nothing to do, nothing happens.
    history.push({ pathname: '/c' });
    expect(asked).toHaveLength(2);
    asked[1]?.();
    expect(seen).toEqual(['PUSH /c']);
    expect(history.location.pathname).toBe('/c');
  });

  it('holds a replace too, but not a move within the page (a query, a fragment)', () => {
    const { history, seen } = setup();
    const { guard, asked } = pageGuard();
    history.add(guard);
    history.push('?lng=ua');
    history.push({ hash: '#main' });
    history.replace('/b');
    expect(seen).toEqual(['PUSH /a', 'PUSH /a']);
    expect(asked).toHaveLength(1);
  });

  it('restores the entry a held Back left, and takes the step once the answer is Leave', () => {
    const { memory, history, seen } = setup(['/a', '/b']);
    const { guard, asked } = pageGuard();
    history.add(guard);
    history.go(-1);
    // The router never saw /a; the history is back on /b.
    expect(seen).toEqual([]);
    expect(memory.location.pathname).toBe('/b');
    expect(asked).toHaveLength(1);
    asked[0]?.();
    expect(seen).toEqual(['POP /a']);
    expect(memory.location.pathname).toBe('/a');
  });

  it('judges a step from the page the router shows', () => {
    const { history, seen } = setup(['/a', '/b', '/c']);
    history.go(-2);
    const { guard, asked } = pageGuard();
    history.add(guard);
    history.go(1);
    expect(asked).toHaveLength(1);
    expect(seen).toEqual(['POP /a']);
    expect(history.location.pathname).toBe('/a');
  });

  it('asks each guard that holds, in turn, and goes once all have said Leave', () => {
    const { history, seen } = setup();
    const first = pageGuard();
    const second = pageGuard();
    const elsewhere: LeaveGuardEntry = { holds: () => false, ask: () => {} };
    history.add(first.guard);
    history.add(elsewhere);
    history.add(second.guard);
    history.push('/b');
    expect([first.asked.length, second.asked.length]).toEqual([1, 0]);
    first.asked[0]?.();
    expect([first.asked.length, second.asked.length]).toEqual([1, 1]);
    expect(seen).toEqual([]);
    second.asked[0]?.();
    expect(seen).toEqual(['PUSH /b']);
  });

  it('lets everything go once the guard is removed', () => {
    const { history, seen } = setup(['/a', '/b']);
    const { guard, asked } = pageGuard();
    const remove = history.add(guard);
    remove();
    history.go(-1);
    history.push('/c');
    expect(seen).toEqual(['POP /a', 'PUSH /c']);
    expect(asked).toHaveLength(0);
  });
});
