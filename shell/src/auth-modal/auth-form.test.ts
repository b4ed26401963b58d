import { describe, expect, it } from 'vitest';
import {
  type AuthFormEvent,
  type AuthFormState,
  authFormReducer,
  initialAuthForm,
  isStepValid,
  isSubmitBlocked,
  nextStep,
  stepFields,
  switchLinks,
  visibleProblems,
} from './auth-form';
import type { AuthStep } from './auth-steps';

const run = (state: AuthFormState, ...events: AuthFormEvent[]) =>
  events.reduce(authFormReducer, state);
const type = (field: 'email' | 'password' | 'repeat', value: string): AuthFormEvent => ({
  type: 'edit',
  field,
  value,
});

describe('step transitions (spec §4)', () => {
  it.each<[AuthStep, Parameters<typeof nextStep>[1], AuthStep]>([
    ['register', 'continue', 'registerPassword'],
    ['register', 'toLogin', 'login'],
    ['registerPassword', 'toLogin', 'login'],
    ['login', 'toSignUp', 'register'],
    ['restore', 'toSignUp', 'register'],
    ['login', 'forgotPassword', 'restore'],
    ['restore', 'toLogin', 'login'],
    ['registerPassword', 'changeEmail', 'register'],
  ])('%s --%s--> %s', (from, action, to) => {
    expect(nextStep(from, action)).toBe(to);
  });

  it.each<[AuthStep, Parameters<typeof nextStep>[1]]>([
    ['login', 'continue'],
    ['register', 'forgotPassword'],
    ['register', 'toSignUp'],
    ['login', 'changeEmail'],
  ])('ignores %s --%s-->', (from, action) => {
    expect(nextStep(from, action)).toBe(from);
  });

  it('offers the switch links of spec §2 on each step', () => {
    expect(switchLinks('register')).toEqual(['toLogin']);
    expect(switchLinks('registerPassword')).toEqual(['toLogin']);
    expect(switchLinks('login')).toEqual(['toSignUp']);
    expect(switchLinks('restore')).toContain('toSignUp');
  });

  it('keeps the email but never a password when the step changes', () => {
    const state = run(
      initialAuthForm('login'),
      type('email', 'ann@example.com'),
      type('password', 'Secret-123'),
      { type: 'submit' },
      { type: 'serverError', message: 'Wrong email or password' },
      { type: 'go', action: 'forgotPassword' },
    );
    expect(state).toEqual({ ...initialAuthForm('restore'), email: 'ann@example.com' });
  });

  it('starts over from the given step on reset (closing the modal)', () => {
    const state = run(initialAuthForm(), type('email', 'ann@example.com'), {
      type: 'go',
      action: 'continue',
    });
    expect(run(state, { type: 'reset', step: 'register' })).toEqual(initialAuthForm('register'));
  });

  it('focuses the first editable field of each step', () => {
    expect(stepFields('register')[0]).toBe('email');
    expect(stepFields('registerPassword')[0]).toBe('password');
    expect(stepFields('login')[0]).toBe('email');
    expect(stepFields('restore')[0]).toBe('email');
  });
});

describe('sign-up email (Create your account)', () => {
  it('does not scold while the first address is being typed', () => {
    const state = run(initialAuthForm(), type('email', 'ann@'));
    expect(visibleProblems(state).fields.email).toEqual([]);
    expect(isSubmitBlocked(state)).toBe(false);
    expect(isStepValid(state)).toBe(false);
  });

  it("shows 'wrong email pattern' after Continue and blocks Continue", () => {
    const state = run(initialAuthForm(), type('email', 'ann@'), { type: 'submit' });
    expect(visibleProblems(state).fields.email).toEqual(['signUpEmailPattern']);
    expect(isSubmitBlocked(state)).toBe(true);
  });

  it('shows it when a non-empty invalid field is left, not an empty one', () => {
    expect(
      visibleProblems(run(initialAuthForm(), { type: 'blur', field: 'email' })).fields.email,
    ).toEqual([]);
    const left = run(initialAuthForm(), type('email', 'nope'), { type: 'blur', field: 'email' });
    expect(visibleProblems(left).fields.email).toEqual(['signUpEmailPattern']);
  });

  it('clears the message as soon as the input becomes valid, and brings it back', () => {
    const shown = run(initialAuthForm(), type('email', 'ann@'), { type: 'submit' });
    const fixed = run(shown, type('email', 'ann@example.com'));
    expect(visibleProblems(fixed).fields.email).toEqual([]);
    expect(isSubmitBlocked(fixed)).toBe(false);
    expect(isStepValid(fixed)).toBe(true);
    expect(visibleProblems(run(fixed, type('email', 'ann@example'))).fields.email).toEqual([
      'signUpEmailPattern',
    ]);
  });

  it('accepts an address pasted with surrounding spaces', () => {
    expect(isStepValid(run(initialAuthForm(), type('email', ' ann@example.com ')))).toBe(true);
  });
});

describe('password step', () => {
  const passwordStep = run(initialAuthForm(), type('email', 'ann@example.com'), {
    type: 'go',
    action: 'continue',
  });

  it('shows the policy and the length rule for a weak password', () => {
    const state = run(passwordStep, type('password', 'abc'), { type: 'submit' });
    expect(visibleProblems(state).fields.password).toEqual(['passwordPolicy', 'passwordTooShort']);
    expect(isSubmitBlocked(state)).toBe(true);
  });

  it("shows 'Passwords are not the same.' for a different repeat", () => {
    const state = run(passwordStep, type('password', 'Secret-123'), type('repeat', 'Secret-124'), {
      type: 'blur',
      field: 'repeat',
    });
    expect(visibleProblems(state).fields).toMatchObject({
      password: [],
      repeat: ['passwordsNotSame'],
    });
    const fixed = run(state, type('repeat', 'Secret-123'));
    expect(isSubmitBlocked(fixed)).toBe(false);
    expect(isStepValid(fixed)).toBe(true);
  });

  it('asks for the repeat on submit even if it was never touched', () => {
    const state = run(passwordStep, type('password', 'Secret-123'), { type: 'submit' });
    expect(visibleProblems(state).fields.repeat).toEqual(['passwordsNotSame']);
  });
});

describe('login step', () => {
  it("shows 'One or more fields are empty.' after Login with an empty field", () => {
    const state = run(initialAuthForm('login'), type('email', 'ann@example.com'), {
      type: 'submit',
    });
    expect(visibleProblems(state).form).toBe('fieldsEmpty');
    expect(isSubmitBlocked(state)).toBe(true);
    const filled = run(state, type('password', 'x'));
    expect(visibleProblems(filled).form).toBeNull();
    expect(isSubmitBlocked(filled)).toBe(false);
  });

  it('does not apply the password policy to sign-in', () => {
    const state = run(initialAuthForm('login'), type('email', 'ann'), type('password', 'x'), {
      type: 'submit',
    });
    expect(isStepValid(state)).toBe(true);
  });

  it('keeps a server message until the person edits a field', () => {
    const failed = run(
      initialAuthForm('login'),
      type('email', 'ann@example.com'),
      type('password', 'x'),
      { type: 'submit' },
      { type: 'serverError', message: 'Wrong email or password' },
    );
    expect(failed.serverError).toBe('Wrong email or password');
    expect(run(failed, type('password', 'xy')).serverError).toBeNull();
  });
});

describe('restore step', () => {
  it("uses 'Wrong email pattern' (capital W)", () => {
    const state = run(initialAuthForm('restore'), type('email', 'x'), { type: 'submit' });
    expect(visibleProblems(state).fields.email).toEqual(['restoreEmailPattern']);
  });

  it('keeps the confirmation until the email changes', () => {
    const sent = run(initialAuthForm('restore'), type('email', 'ann@example.com'), {
      type: 'resetRequested',
    });
    expect(sent.resetRequested).toBe(true);
    expect(run(sent, type('email', 'bob@example.com')).resetRequested).toBe(false);
  });
});
