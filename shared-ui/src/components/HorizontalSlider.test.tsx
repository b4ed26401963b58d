import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HorizontalSlider } from './HorizontalSlider';

const items = Array.from({ length: 7 }, (_, index) => <span key={index}>Item {index + 1}</span>);
const labels = {
  prevLabel: 'Previous',
  nextLabel: 'Next',
  pageLabel: (n: number) => `Page ${n}`,
};
const shown = () => screen.queryAllByText(/^Item \d$/).map((item) => item.textContent);

describe('HorizontalSlider', () => {
  it('pages with arrows on wide screens, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<HorizontalSlider items={items} perPage={3} narrow={false} {...labels} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(shown()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();

    await user.click(next);
    expect(shown()).toEqual(['Item 4', 'Item 5', 'Item 6']);
    expect(previous.getAttribute('aria-disabled')).toBe('false');

    await user.click(next);
    expect(shown()).toEqual(['Item 7']);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(shown()).toEqual(['Item 7']);

    // Keyboard: the arrows are ordinary buttons.
    previous.focus();
    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['Item 4', 'Item 5', 'Item 6']);
  });

  it('is a carousel with dots and no arrows on narrow screens', async () => {
    const user = userEvent.setup();
    render(<HorizontalSlider items={items} perPage={3} narrow {...labels} />);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const dots = ['Page 1', 'Page 2', 'Page 3'].map((name) => screen.getByRole('button', { name }));
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(shown()).toEqual(['Item 4', 'Item 5', 'Item 6']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['Item 7']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3' }));
  });

  it('shows the empty text when there are no items', () => {
    render(
      <HorizontalSlider
        items={[]}
        perPage={6}
        narrow={false}
        emptyText="Items were not found"
        {...labels}
      />,
    );
    expect(screen.getByText('Items were not found')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays on a valid page when items are removed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <HorizontalSlider items={items} perPage={3} narrow={false} {...labels} />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    rerender(<HorizontalSlider items={items.slice(0, 4)} perPage={3} narrow={false} {...labels} />);
    expect(shown()).toEqual(['Item 4']);
  });
});
