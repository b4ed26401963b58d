import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, problemsByField, projectProblems, singleLine } from './project-form';

describe('project form validation', () => {
  it('accepts a name of 3 to 99 characters and an optional description', () => {
    expect(projectProblems({ name: 'abc', description: '' })).toEqual([]);
    expect(projectProblems({ name: 'a'.repeat(99), description: 'd'.repeat(499) })).toEqual([]);
  });

  it('asks for at least 3 characters, not counting surrounding spaces', () => {
    expect(projectProblems({ name: 'ab', description: '' })).toEqual([
      'Name must be at least 3 characters.',
    ]);
    expect(projectProblems({ name: '  ab  ', description: '' })).toEqual([
      MESSAGES.projectNameTooShort,
    ]);
    expect(projectProblems({ name: '', description: '' })).toEqual([MESSAGES.projectNameTooShort]);
  });

  it('refuses names of 100 characters or more', () => {
    expect(projectProblems({ name: 'a'.repeat(100), description: '' })).toEqual([
      'Name must be less than 100 characters.',
    ]);
  });

  it('refuses descriptions of 500 characters or more', () => {
    expect(projectProblems({ name: 'Project', description: 'd'.repeat(500) })).toEqual([
      'Description must be less than 500 characters.',
    ]);
  });

  it('lists every problem at once', () => {
    expect(projectProblems({ name: 'a', description: 'd'.repeat(600) })).toEqual([
      MESSAGES.projectNameTooShort,
      MESSAGES.projectDescriptionTooLong,
    ]);
  });
});

describe('unsaved changes', () => {
  const saved = { name: 'Shop', description: 'Old' };

  it('sees a changed name or description', () => {
    expect(hasUnsavedChanges(saved, { name: 'Shop 2', description: 'Old' })).toBe(true);
    expect(hasUnsavedChanges(saved, { name: 'Shop', description: 'New' })).toBe(true);
  });

  it('sees nothing when the draft equals the saved copy or nothing is loaded yet', () => {
    expect(hasUnsavedChanges(saved, { ...saved })).toBe(false);
    expect(hasUnsavedChanges(undefined, { name: 'x', description: '' })).toBe(false);
  });
});

describe('single-line description', () => {
  it('turns pasted line breaks into spaces', () => {
    expect(singleLine('one\ntwo\r\nthree\rfour')).toBe('one two three four');
  });
});

describe('messages by field', () => {
  it('puts name messages under the name and the description message under the description', () => {
    expect(
      problemsByField([MESSAGES.projectNameTooShort, MESSAGES.projectDescriptionTooLong]),
    ).toEqual({
      name: MESSAGES.projectNameTooShort,
      description: MESSAGES.projectDescriptionTooLong,
    });
    expect(problemsByField([MESSAGES.projectNameTooLong])).toEqual({
      name: MESSAGES.projectNameTooLong,
    });
    expect(problemsByField([])).toEqual({});
  });
});
