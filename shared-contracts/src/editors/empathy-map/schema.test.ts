import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import {
  DEFAULT_EMPATHY_MAP_NAME,
  defaultEmpathyMapContent,
  empathyMapContent,
  updateEmpathyMapRequest,
} from './schema.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const PERSONA_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

const text = (length: number) => 'e'.repeat(length);
/** A valid map with some fields replaced. */
const content = (changes: Record<string, unknown> = {}) => ({
  ...defaultEmpathyMapContent(),
  ...changes,
});

function refusal(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  return { message: issue?.message, path: issue?.path };
}

const QUADRANTS = [
  ['says', 'Says'],
  ['does', 'Does'],
  ['thinks', 'Thinks'],
  ['feels', 'Feels'],
] as const;
const PAINS_GAINS = [
  ['pains', 'Pains'],
  ['gains', 'Gains'],
] as const;

describe('empathyMapContent text limits', () => {
  it.each(QUADRANTS)('accepts 500 characters in %s', (field) => {
    expect(empathyMapContent.parse(content({ [field]: text(500) }))[field]).toBe(text(500));
  });

  it.each(QUADRANTS)('refuses 501 characters in %s', (field, label) => {
    const { message, path } = refusal(empathyMapContent, content({ [field]: text(501) }));
    expect(path).toEqual([field]);
    expect(message).toBe(MESSAGES.tooLong(label, 500));
    expect(message).toBe(`${label} must be at most 500 characters`);
  });

  it.each(PAINS_GAINS)('accepts 300 characters in %s', (field) => {
    expect(empathyMapContent.parse(content({ [field]: text(300) }))[field]).toBe(text(300));
  });

  it.each(PAINS_GAINS)('refuses 301 characters in %s', (field, label) => {
    const { message, path } = refusal(empathyMapContent, content({ [field]: text(301) }));
    expect(path).toEqual([field]);
    expect(message).toBe(MESSAGES.tooLong(label, 300));
    expect(message).toBe(`${label} must be at most 300 characters`);
  });

  it.each([...QUADRANTS, ...PAINS_GAINS])('requires %s to be text', (field, label) => {
    expect(refusal(empathyMapContent, content({ [field]: undefined })).message).toBe(
      `${label} must be text`,
    );
  });
});

describe('empathyMapContent name', () => {
  it('uses the editor heading rules', () => {
    expect(refusal(empathyMapContent, content({ name: ' ' })).message).toBe(
      'Name should not be empty',
    );
    expect(empathyMapContent.parse(content({ name: text(99) })).name).toBe(text(99));
    expect(refusal(empathyMapContent, content({ name: text(100) })).message).toBe(
      'Name should be less than 100 characters',
    );
  });
});

describe('empathyMapContent personaSK', () => {
  it('is optional', () => {
    const { personaSK: _, ...withoutPersona } = content();
    expect(empathyMapContent.parse(withoutPersona).personaSK).toBeUndefined();
  });

  it('may be null', () => {
    expect(empathyMapContent.parse(content({ personaSK: null })).personaSK).toBeNull();
  });

  it('accepts a persona key in either form and outputs the # form', () => {
    const parse = (personaSK: string) => empathyMapContent.parse(content({ personaSK })).personaSK;
    expect(parse(`UXPERS#${PERSONA_ID}`)).toBe(`UXPERS#${PERSONA_ID}`);
    expect(parse(`UXPERS_${PERSONA_ID.toUpperCase()}`)).toBe(`UXPERS#${PERSONA_ID}`);
  });

  it.each([
    ['an empathy map key', `EMPMAP#${PERSONA_ID}`],
    ['a bad uuid', 'UXPERS#123'],
    ['an empty string', ''],
  ])('refuses %s', (_label, personaSK) => {
    const { message, path } = refusal(empathyMapContent, content({ personaSK }));
    expect(path).toEqual(['personaSK']);
    expect(message).toBe(MESSAGES.invalidKey('UX persona'));
    expect(message).toBe('Invalid UX persona key');
  });
});

describe('defaultEmpathyMapContent', () => {
  it('is an empty map named "Empathy map" without a persona', () => {
    expect(defaultEmpathyMapContent()).toEqual({
      name: 'Empathy map',
      says: '',
      does: '',
      thinks: '',
      feels: '',
      pains: '',
      gains: '',
      personaSK: null,
    });
    expect(DEFAULT_EMPATHY_MAP_NAME).toBe('Empathy map');
  });

  it('passes the content schema unchanged', () => {
    const result = empathyMapContent.safeParse(defaultEmpathyMapContent());
    expect(result.success).toBe(true);
    expect(result.data).toEqual(defaultEmpathyMapContent());
  });

  it('returns a fresh object each time', () => {
    expect(defaultEmpathyMapContent()).not.toBe(defaultEmpathyMapContent());
  });
});

describe('updateEmpathyMapRequest', () => {
  const keys = { projectSK: `PROJECT_${ID}`, empathyMapSK: `EMPMAP_${ID}` };

  it('normalises both keys', () => {
    const parsed = updateEmpathyMapRequest.parse(content(keys));
    expect(parsed.projectSK).toBe(`PROJECT#${ID}`);
    expect(parsed.empathyMapSK).toBe(`EMPMAP#${ID}`);
  });

  it('refuses swapped keys', () => {
    const swapped = { projectSK: `EMPMAP#${ID}`, empathyMapSK: `PROJECT#${ID}` };
    const result = updateEmpathyMapRequest.safeParse(content(swapped));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid project key',
      'Invalid empathy map key',
    ]);
  });

  it('still applies the content limits', () => {
    expect(refusal(updateEmpathyMapRequest, content({ ...keys, gains: text(301) })).message).toBe(
      'Gains must be at most 300 characters',
    );
  });
});
