import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideList, type SideListProps } from './SideList';

function renderList(props: Partial<SideListProps> = {}) {
  const onAdd = vi.fn();
  render(
    <SideList
      title="Empathy maps"
      items={[]}
      maxNameLength={12}
      addLabel="Create new"
      onAdd={onAdd}
      emptyText="Items list is empty"
      {...props}
    />,
  );
  return { onAdd, user: userEvent.setup() };
}

describe('SideList', () => {
  it('disables add at the limit and says why in its title', async () => {
    const { onAdd, user } = renderList({
      addDisabled: true,
      addDisabledTitle: 'Maximum feature amount exceeded',
    });
    const add = screen.getByRole('button', { name: 'Create new' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toBe('Maximum feature amount exceeded');
    await user.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds when below the limit', async () => {
    const { onAdd, user } = renderList();
    const add = screen.getByRole('button', { name: 'Create new' }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    expect(add.title).toBe('Create new');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text without items', () => {
    renderList();
    expect(screen.getByText('Items list is empty')).toBeTruthy();
  });

  it('truncates long names but keeps the whole name for tooltips and screen readers', () => {
    renderList({ items: [{ key: '1', name: 'Night-shift nurse journey', onSelect: () => {} }] });
    const entry = screen.getByRole('button', { name: 'Night-shift nurse journey' });
    expect(entry.querySelector('.ui-side-list__name')?.textContent).toBe('Night-shift…');
    expect(entry.title).toBe('Night-shift nurse journey');
  });

  it('marks the active item and selects others', async () => {
    const onSelect = vi.fn();
    const { user } = renderList({
      items: [
        { key: '1', name: 'Current', active: true, onSelect: () => {} },
        { key: '2', name: 'Other', onSelect },
      ],
    });
    expect(screen.getByRole('button', { name: /Current/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(screen.getByRole('button', { name: /Other/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('lets links navigate in-app on a plain click and keeps modified clicks native', () => {
    const onSelect = vi.fn();
    renderList({ items: [{ key: '1', name: 'Map', href: '/empathymap/P/S', onSelect }] });
    const link = screen.getByRole('link', { name: /Map/ });
    expect(link.getAttribute('href')).toBe('/empathymap/P/S');
    // Record whether the list prevented the browser's navigation, then stop jsdom's own.
    const prevented: boolean[] = [];
    const recordAndStop = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', recordAndStop);
    fireEvent.click(link);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', recordAndStop);
    expect(prevented).toEqual([true, false]);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
