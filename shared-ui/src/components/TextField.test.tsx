import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error and ties it to the field', () => {
    render(<TextField label="Email" hint="Your work email" error="wrong email pattern" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('wrong email pattern');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toContain(alert.id);
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Your work email', 'wrong email pattern']);
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Search" hideLabel placeholder="Search" />);
    const label = screen.getByText('Search', { selector: 'label' });
    expect(label.className).toContain('ui-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
  });

  it('keeps what the caller put in aria-describedby', () => {
    render(<TextField label="Name" aria-describedby="outside" error="Too short" />);
    const describedBy = screen.getByRole('textbox').getAttribute('aria-describedby') ?? '';
    expect(describedBy.startsWith('outside ')).toBe(true);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(input, 'Secret1!');
    expect(input.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('Secret1!');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('TextField without its own error', () => {
  it('keeps an aria-invalid the caller sets for problems listed elsewhere', () => {
    render(<TextField label="New password" aria-invalid aria-describedby="problems" />);
    const input = screen.getByRole('textbox', { name: 'New password' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('problems');
  });
});
