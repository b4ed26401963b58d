import { describe, expect, it } from 'vitest';
import { projectKeyFromRoute } from './route-key';

const ID = '0b7c1f3e-2d4a-4c5b-9e6f-7a8b9c0d1e2f';

describe('project key from the route', () => {
  it("reads the '_' form routes use", () => {
    expect(projectKeyFromRoute(`PROJECT_${ID}`, '')).toBe(`PROJECT#${ID}`);
  });

  it("reads an old link with a raw '#', whose id arrives as the URL hash", () => {
    expect(projectKeyFromRoute('PROJECT', `#${ID}`)).toBe(`PROJECT#${ID}`);
  });

  it("reads a percent-encoded '#' (already decoded by the router)", () => {
    expect(projectKeyFromRoute(`PROJECT#${ID}`, '')).toBe(`PROJECT#${ID}`);
  });

  it('ignores an unrelated hash when the route already holds the key', () => {
    expect(projectKeyFromRoute(`PROJECT_${ID}`, '#top')).toBe(`PROJECT#${ID}`);
  });

  it('normalises upper-case ids to the stored lower-case form', () => {
    expect(projectKeyFromRoute(`PROJECT_${ID.toUpperCase()}`, '')).toBe(`PROJECT#${ID}`);
  });

  it('rejects addresses that name no project', () => {
    expect(projectKeyFromRoute(undefined, '')).toBeNull();
    expect(projectKeyFromRoute('PROJECT', '')).toBeNull();
    expect(projectKeyFromRoute('PROJECT', '#not-a-uuid')).toBeNull();
    expect(projectKeyFromRoute(`EMPMAP_${ID}`, '')).toBeNull();
    expect(projectKeyFromRoute('something', `#${ID}`)).toBeNull();
  });
});
