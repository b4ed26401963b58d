import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedText,
  looseKey,
  nearMissesOf,
  projectFields,
  projectName,
  projectUpdate,
  spaces,
} from '../testing/index.js';
import { expectAccepted, expectRefused } from '../testing/schema-checks.js';
import { projectFormProblems, updateProjectRequest } from './projects.js';

/*
 * PATCH /api/projects: a valid body comes back unchanged; the schema's rewrites (key
 * spelling, spaces around the name, line breaks in the description, a missing
 * description) happen once and are stable.
 */

describe('project update', () => {
  it('accepts a valid body as it is', () => {
    fc.assert(
      fc.property(projectUpdate(), (body) => void expectAccepted(updateProjectRequest, body)),
    );
  });

  it('normalises the key, the name and the description once and for all', () => {
    const loose = fc.record(
      {
        SK: looseKey('project'),
        name: fc
          .tuple(spaces, projectName, spaces)
          .map(([before, name, after]) => `${before}${name}${after}`),
        description: boundedText(499),
      },
      { requiredKeys: ['SK', 'name'] },
    );
    fc.assert(
      fc.property(loose, (input) => {
        const once = updateProjectRequest.parse(input);
        expect(once.SK).toBe(`PROJECT#${input.SK.slice(8).toLowerCase()}`);
        expect(once.name).toBe(input.name.trim());
        expect(once.description).toBe((input.description ?? '').replace(/\r\n?|\n/g, ' '));
        expectAccepted(updateProjectRequest, once);
      }),
    );
  });

  it("refuses one thing wrong with the spec's message", () => {
    const misses = nearMissesOf(projectUpdate(), projectFields());
    fc.assert(
      fc.property(misses, (miss) => expectRefused(updateProjectRequest, miss)),
      {
        numRuns: 200,
      },
    );
  });

  it('shows in the form exactly the problems the server would answer', () => {
    const misses = nearMissesOf(
      projectUpdate(),
      projectFields().filter((_, i) => i < 6),
    );
    fc.assert(
      fc.property(misses, (miss) => {
        const { name, description } = miss.body as { name: string; description: string };
        if (typeof name !== 'string' || typeof description !== 'string') return;
        const server = updateProjectRequest.safeParse(miss.body);
        const form = projectFormProblems({ name, description });
        expect(form).toEqual(server.error?.issues.map((issue) => issue.message) ?? []);
      }),
    );
  });
});
