import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

// jsdom does no layout: stand in for the browser's measurement of the content.
function fakeContentHeight(element: HTMLElement, height: () => number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: height });
}

function Controlled(props: { blockEnter?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Description"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      {...props}
    />
  );
}

describe('TextArea', () => {
  it('grows with its content up to maxHeight, then scrolls', () => {
    render(<TextArea label="Biography" autoGrow maxHeight={600} defaultValue="" />);
    const box = screen.getByRole('textbox', { name: 'Biography' });
    let contentHeight = 120;
    fakeContentHeight(box, () => contentHeight);

    fireEvent.input(box, { target: { value: 'a few lines' } });
    expect(box.style.height).toBe('120px');
    expect(box.style.overflowY).toBe('hidden');

    contentHeight = 900;
    fireEvent.input(box, { target: { value: 'a whole essay' } });
    expect(box.style.height).toBe('600px');
    expect(box.style.overflowY).toBe('auto');
  });

  it('refits when its value changes from outside', () => {
    const { rerender } = render(
      <TextArea label="Goals" autoGrow maxHeight={400} value="" readOnly />,
    );
    const box = screen.getByRole('textbox', { name: 'Goals' });
    fakeContentHeight(box, () => 250);
    rerender(<TextArea label="Goals" autoGrow maxHeight={400} value="loaded goals" readOnly />);
    expect(box.style.height).toBe('250px');
  });

  describe('in a browser that sizes fields to their content (CSS field-sizing)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('leaves the sizing to the browser, capped at maxHeight, with no measuring in script', () => {
      vi.stubGlobal('CSS', { supports: (property: string) => property === 'field-sizing' });
      render(<TextArea label="Biography" autoGrow maxHeight={600} defaultValue="" />);
      const box = screen.getByRole('textbox', { name: 'Biography' });
      fakeContentHeight(box, () => {
        throw new Error('measured in script');
      });
      fireEvent.input(box, { target: { value: 'a few lines' } });
      expect(box.className).toContain('ui-textarea--fits-content');
      expect(box.style.maxHeight).toBe('600px');
      expect(box.style.height).toBe('');
    });
  });

  it('blocks line breaks from Enter when asked', async () => {
    const user = userEvent.setup();
    render(<Controlled blockEnter />);
    const box = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await user.type(box, 'one{Enter}two');
    expect(box.value).toBe('onetwo');
  });

  it('accepts line breaks otherwise', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await user.type(box, 'one{Enter}two');
    expect(box.value).toBe('one\ntwo');
  });

  it('wires its error like the other fields', () => {
    render(<TextArea label="Pains" error="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Pains' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
