import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  DEFAULT_PROJECT_NAME,
  project,
  projectDescription,
  projectFormProblems,
  projectName,
  projectParams,
  updateProjectRequest,
} from './projects.js';

const ID = '3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const SPEC = {
  nameTooShort: 'Name must be at least 3 characters.',
  nameTooLong: 'Name must be less than 100 characters.',
  descriptionTooLong: 'Description must be less than 500 characters.',
};

const text = (length: number) => 'n'.repeat(length);

function refusal(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('projectName', () => {
  it('accepts 3 and 99 characters', () => {
    expect(projectName.parse(text(3))).toBe(text(3));
    expect(projectName.parse(text(99))).toBe(text(99));
  });

  it.each([
    ['2 characters', text(2)],
    ['empty', ''],
    ['whitespace only', '     '],
    ['2 characters padded with spaces', '  ab  '],
  ])('refuses %s with the too-short message', (_label, name) => {
    const message = refusal(projectName, name);
    expect(message).toBe(MESSAGES.projectNameTooShort);
    expect(message).toBe(SPEC.nameTooShort);
  });

  it('refuses 100 characters with the too-long message', () => {
    const message = refusal(projectName, text(100));
    expect(message).toBe(MESSAGES.projectNameTooLong);
    expect(message).toBe(SPEC.nameTooLong);
  });

  it('trims the name before measuring', () => {
    expect(projectName.parse(' abc ')).toBe('abc');
    expect(projectName.parse(`  ${text(99)}  `)).toBe(text(99));
  });

  it('the default project name is valid', () => {
    expect(DEFAULT_PROJECT_NAME).toBe('Project name');
    expect(projectName.parse(DEFAULT_PROJECT_NAME)).toBe('Project name');
  });
});

describe('projectDescription', () => {
  it('accepts empty and 499 characters', () => {
    expect(projectDescription.parse('')).toBe('');
    expect(projectDescription.parse(text(499))).toBe(text(499));
  });

  it('refuses 500 characters with the spec message', () => {
    const message = refusal(projectDescription, text(500));
    expect(message).toBe(MESSAGES.projectDescriptionTooLong);
    expect(message).toBe(SPEC.descriptionTooLong);
  });

  // Found by the property tests: a null description was refused as "less than 500 characters".
  it('says a description that is not text must be text', () => {
    expect(refusal(projectDescription, null)).toBe('Description must be text');
    expect(refusal(projectDescription, 12)).toBe('Description must be text');
  });

  it('turns pasted line breaks into spaces', () => {
    expect(projectDescription.parse('first\nsecond')).toBe('first second');
    expect(projectDescription.parse('first\r\nsecond\nthird\rfourth')).toBe(
      'first second third fourth',
    );
  });

  it('measures the text as given, before line breaks are replaced', () => {
    expect(projectDescription.parse(`${text(497)}\r\n`)).toBe(`${text(497)} `);
    expect(refusal(projectDescription, `${text(498)}\r\n`)).toBe(SPEC.descriptionTooLong);
  });
});

describe('updateProjectRequest', () => {
  it('defaults a missing description to the empty string', () => {
    expect(updateProjectRequest.parse({ SK: `PROJECT#${ID}`, name: 'Shop' })).toEqual({
      SK: `PROJECT#${ID}`,
      name: 'Shop',
      description: '',
    });
  });

  it('normalises the key and the fields', () => {
    const input = { SK: `PROJECT_${ID.toUpperCase()}`, name: ' Shop ', description: 'a\nb' };
    expect(updateProjectRequest.parse(input)).toEqual({
      SK: `PROJECT#${ID}`,
      name: 'Shop',
      description: 'a b',
    });
  });

  it('refuses a key of another kind', () => {
    expect(refusal(updateProjectRequest, { SK: `USER#${ID}`, name: 'Shop' })).toBe(
      'Invalid project key',
    );
  });

  it('applies the name and description limits', () => {
    const base = { SK: `PROJECT#${ID}`, name: 'Shop' };
    expect(refusal(updateProjectRequest, { ...base, name: 'ab' })).toBe(SPEC.nameTooShort);
    expect(refusal(updateProjectRequest, { ...base, name: text(100) })).toBe(SPEC.nameTooLong);
    expect(refusal(updateProjectRequest, { ...base, description: text(500) })).toBe(
      SPEC.descriptionTooLong,
    );
  });
});

describe('projectParams', () => {
  it('wants a user PK and a project SK', () => {
    expect(projectParams.parse({ PK: `USER_${ID}`, SK: `PROJECT_${ID}` })).toEqual({
      PK: `USER#${ID}`,
      SK: `PROJECT#${ID}`,
    });
    expect(refusal(projectParams, { PK: `PROJECT#${ID}`, SK: `PROJECT#${ID}` })).toBe(
      'Invalid user key',
    );
  });
});

describe('projectFormProblems', () => {
  it('is empty for a valid form', () => {
    expect(projectFormProblems({ name: text(3), description: text(499) })).toEqual([]);
    expect(projectFormProblems({ name: text(99), description: '' })).toEqual([]);
  });

  it('lists the name problem', () => {
    expect(projectFormProblems({ name: 'ab', description: '' })).toEqual([SPEC.nameTooShort]);
    expect(projectFormProblems({ name: '   ', description: '' })).toEqual([SPEC.nameTooShort]);
    expect(projectFormProblems({ name: text(100), description: '' })).toEqual([SPEC.nameTooLong]);
  });

  it('lists the description problem', () => {
    expect(projectFormProblems({ name: 'Shop', description: text(500) })).toEqual([
      SPEC.descriptionTooLong,
    ]);
  });

  it('lists both problems, name first', () => {
    expect(projectFormProblems({ name: 'a', description: text(500) })).toEqual([
      SPEC.nameTooShort,
      SPEC.descriptionTooLong,
    ]);
  });
});

describe('project', () => {
  const sample = {
    PK: `USER#${ID}`,
    SK: `PROJECT#${ID}`,
    name: 'Shop',
    description: '',
    UPDATED_AT: 2,
    CREATED_AT: 1,
    version: 1,
    empathyMapThumbnailPath: null,
    uxPersonaThumbnailPath: '/img/a.jpg',
    competitorAnalysisThumbnailPath: null,
    sitemapThumbnailPath: null,
    thumbnails: {
      uxPersona: '/img/a.jpg',
      empathyMap: null,
      competitorAnalysis: null,
      sitemap: null,
    },
  };

  it('describes the project object of architecture §6', () => {
    expect(project.parse(sample)).toEqual(sample);
  });

  it('needs every thumbnail path, null when absent', () => {
    const { empathyMapThumbnailPath: _, ...withoutThumbnail } = sample;
    expect(project.safeParse(withoutThumbnail).success).toBe(false);
    const { sitemapThumbnailPath: _sitemap, ...withoutSitemap } = sample;
    expect(project.safeParse(withoutSitemap).success).toBe(false);
  });

  it('carries the thumbnails by type, a type of no named field included', () => {
    const withNewType = { ...sample, thumbnails: { ...sample.thumbnails, journeyMap: '/j.jpg' } };
    expect(project.parse(withNewType).thumbnails.journeyMap).toBe('/j.jpg');
    const { thumbnails: _, ...withoutMap } = sample;
    expect(project.safeParse(withoutMap).success).toBe(false);
    expect(project.safeParse({ ...sample, thumbnails: { uxPersona: 3 } }).success).toBe(false);
  });
});
