import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { KEY_KINDS } from '../testing/key-kinds.js';
import {
  boundedText,
  createFeatureRequest,
  errorResponse,
  featureListItem,
  featureName,
  featureNameProblem,
  featureParams,
  itemId,
  keySchema,
  projectPkParams,
  sliderValue,
  timestamp,
} from './common.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const OTHER_ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

/** The first issue's message of a refused input (and a failure when the input is accepted). */
function refusal(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

const text = (length: number) => 'x'.repeat(length);

describe('keySchema', () => {
  it('accepts the route form and outputs the canonical # form', () => {
    expect(keySchema('project').parse(`PROJECT_${ID}`)).toBe(`PROJECT#${ID}`);
    expect(keySchema('project').parse(`PROJECT#${ID}`)).toBe(`PROJECT#${ID}`);
  });

  it('lower-cases the uuid', () => {
    expect(keySchema(KEY_KINDS.empathyMap).parse(`EMPMAP_${ID.toUpperCase()}`)).toBe(
      `EMPMAP#${ID}`,
    );
  });

  it.each([
    ['user', 'Invalid user key'],
    ['project', 'Invalid project key'],
    [KEY_KINDS.uxPersona, 'Invalid UX persona key'],
    [KEY_KINDS.empathyMap, 'Invalid empathy map key'],
    [KEY_KINDS.competitorAnalysis, 'Invalid competitor analysis key'],
    [KEY_KINDS.sitemap, 'Invalid sitemap key'],
  ] as const)('names the kind %# in its message', (kind, message) => {
    expect(refusal(keySchema(kind), 'nonsense')).toBe(message);
  });

  it('uses a given message for bad text and for a non-string', () => {
    expect(refusal(keySchema('user', 'custom'), `PROJECT#${ID}`)).toBe('custom');
    expect(refusal(keySchema('user', 'custom'), 42)).toBe('custom');
  });
});

describe('createFeatureRequest', () => {
  it('accepts PROJECT_<uuid> and outputs PROJECT#<uuid>', () => {
    expect(createFeatureRequest.parse({ projectSK: `PROJECT_${ID}` })).toEqual({
      projectSK: `PROJECT#${ID}`,
    });
  });

  it.each([
    ['an empathy map key', `EMPMAP#${ID}`],
    ['a bad uuid', 'PROJECT#not-a-uuid'],
    ['an empty string', ''],
    ['a number', 7],
    ['nothing', undefined],
  ])('refuses %s with "Invalid project key"', (_label, projectSK) => {
    const message = refusal(createFeatureRequest, { projectSK });
    expect(message).toBe(MESSAGES.invalidKey('project'));
    expect(message).toBe('Invalid project key');
  });
});

describe('featureParams and projectPkParams', () => {
  it('normalises both keys of a feature', () => {
    expect(
      featureParams(KEY_KINDS.uxPersona).parse({ PK: `PROJECT_${ID}`, SK: `UXPERS_${OTHER_ID}` }),
    ).toEqual({ PK: `PROJECT#${ID}`, SK: `UXPERS#${OTHER_ID}` });
  });

  it('refuses a feature key of another kind in SK', () => {
    const params = featureParams(KEY_KINDS.competitorAnalysis);
    expect(refusal(params, { PK: `PROJECT#${ID}`, SK: `EMPMAP#${OTHER_ID}` })).toBe(
      'Invalid competitor analysis key',
    );
  });

  it('refuses swapped keys', () => {
    expect(
      refusal(featureParams(KEY_KINDS.empathyMap), { PK: `EMPMAP#${ID}`, SK: `PROJECT#${ID}` }),
    ).toBe('Invalid project key');
  });

  it('projectPkParams wants a project key', () => {
    expect(projectPkParams.parse({ projectPK: `PROJECT_${ID}` }).projectPK).toBe(`PROJECT#${ID}`);
    expect(refusal(projectPkParams, { projectPK: `USER#${ID}` })).toBe('Invalid project key');
  });
});

describe('featureNameProblem', () => {
  it('agrees with the featureName schema', () => {
    for (const name of [
      '',
      '   ',
      'a',
      ' Map ',
      'x'.repeat(99),
      'x'.repeat(100),
      ` ${'x'.repeat(99)} `,
    ]) {
      const parsed = featureName.safeParse(name);
      expect(featureNameProblem(name), JSON.stringify(name)).toBe(
        parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid'),
      );
    }
  });
});

describe('featureName', () => {
  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['a tab and a newline', '\t\n'],
    ['not a string', null],
  ])('refuses %s with "Name should not be empty"', (_label, name) => {
    const message = refusal(featureName, name);
    expect(message).toBe(MESSAGES.featureNameEmpty);
    expect(message).toBe('Name should not be empty');
  });

  it('accepts 1 and 99 characters', () => {
    expect(featureName.parse('a')).toBe('a');
    expect(featureName.parse(text(99))).toBe(text(99));
  });

  it('refuses 100 characters with "Name should be less than 100 characters"', () => {
    const message = refusal(featureName, text(100));
    expect(message).toBe(MESSAGES.featureNameTooLong);
    expect(message).toBe('Name should be less than 100 characters');
  });

  it('trims before measuring', () => {
    expect(featureName.parse(`  ${text(99)}  `)).toBe(text(99));
    expect(featureName.parse('  Map  ')).toBe('Map');
  });
});

describe('boundedText', () => {
  const field = boundedText('Notes', 10);

  it('accepts empty text and exactly the maximum', () => {
    expect(field.parse('')).toBe('');
    expect(field.parse(text(10))).toBe(text(10));
  });

  it('refuses one over, naming the field', () => {
    expect(refusal(field, text(11))).toBe('Notes must be at most 10 characters');
    expect(MESSAGES.tooLong('Notes', 10)).toBe('Notes must be at most 10 characters');
  });

  it('refuses a non-string', () => {
    expect(refusal(field, 5)).toBe('Notes must be text');
  });
});

describe('sliderValue', () => {
  it.each([0, 1, 50, 99, 100])('accepts %s', (value) => {
    expect(sliderValue.parse(value)).toBe(value);
  });

  it.each([-1, 101, 50.5, Number.NaN, Number.POSITIVE_INFINITY, '50', null])(
    'refuses %s',
    (value) => {
      const message = refusal(sliderValue, value);
      expect(message).toBe(MESSAGES.sliderRange);
      expect(message).toBe('Value must be a whole number between 0 and 100');
    },
  );
});

describe('itemId', () => {
  it('accepts 1 to 64 characters', () => {
    expect(itemId.parse('a')).toBe('a');
    expect(itemId.parse(text(64))).toBe(text(64));
  });

  it('refuses empty and 65 characters', () => {
    expect(refusal(itemId, '')).toBe('Id must not be empty');
    expect(refusal(itemId, text(65))).toBe('Id must be at most 64 characters');
  });
});

describe('timestamp', () => {
  it('accepts whole non-negative milliseconds', () => {
    expect(timestamp.parse(0)).toBe(0);
    expect(timestamp.parse(1_700_000_000_000)).toBe(1_700_000_000_000);
  });

  it.each([-1, 1.5, '1'])('refuses %s', (value) => {
    expect(timestamp.safeParse(value).success).toBe(false);
  });
});

describe('response shapes', () => {
  it('errorResponse needs statusCode, error and message', () => {
    expect(
      errorResponse.safeParse({ statusCode: 400, error: 'Bad Request', message: 'x' }).success,
    ).toBe(true);
    expect(errorResponse.safeParse({ statusCode: 400, error: 'Bad Request' }).success).toBe(false);
  });

  it('featureListItem allows a null thumbnail but not a missing one', () => {
    const item = { PK: 'p', SK: 's', name: 'n', UPDATED_AT: 2, CREATED_AT: 1, thumbnailPath: null };
    expect(featureListItem.safeParse(item).success).toBe(true);
    expect(featureListItem.safeParse({ ...item, thumbnailPath: undefined }).success).toBe(false);
  });
});

describe('names of the wrong type', () => {
  it('say the name must be text rather than that it is empty', () => {
    expect(refusal(featureName, 123)).toBe(MESSAGES.nameNotText);
    expect(refusal(featureName, { text: 'x' })).toBe('Name must be text');
  });
});
