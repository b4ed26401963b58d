import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

function renderMenu() {
  const profile = vi.fn();
  const exit = vi.fn();
  render(
    <>
      <Menu
        label="alice"
        items={[
          { label: 'My profile', onSelect: profile },
          { label: 'Exit', onSelect: exit },
        ]}
      />
      <p>Outside</p>
    </>,
  );
  const button = screen.getByRole('button', { name: 'alice' });
  return { user: userEvent.setup(), button, profile, exit };
}

const focusedName = () => document.activeElement?.textContent;

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows and chooses with Enter', async () => {
    const { user, button, exit } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(focusedName()).toBe('My profile');

    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Exit');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('My profile');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('Exit');

    await user.keyboard('{Enter}');
    expect(exit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens with Enter and Space on the focused first item', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(focusedName()).toBe('My profile');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(focusedName()).toBe('My profile');
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button, profile } = renderMenu();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(profile).not.toHaveBeenCalled();
  });

  it('closes on a click outside', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('chooses with a click', async () => {
    const { user, button, profile } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'My profile' }));
    expect(profile).toHaveBeenCalledTimes(1);
  });
});
