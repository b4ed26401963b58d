import { SITEMAP_PAGE_TYPES } from 'shared-contracts';
import { expect, it } from 'vitest';
import { isPageType, PAGE_TYPES } from './page-types';

it('offers exactly the contract’s page types', () => {
  expect([...PAGE_TYPES].sort()).toEqual([...SITEMAP_PAGE_TYPES].sort());
  expect(isPageType('modal')).toBe(true);
  expect(isPageType('popup')).toBe(false);
});
