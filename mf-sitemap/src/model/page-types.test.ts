import { expect, it } from 'vitest';
import { isPageType } from './page-types';

it("knows the contract's page types and nothing else", () => {
  for (const type of ['page', 'section', 'external', 'modal']) expect(isPageType(type)).toBe(true);
  expect(isPageType('popup')).toBe(false);
  expect(isPageType(undefined)).toBe(false);
});
