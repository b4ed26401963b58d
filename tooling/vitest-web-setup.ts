import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library unmounts after each test only when test globals are on; they
// are off here, so do it explicitly.
afterEach(() => {
  cleanup();
  // Pure model tests run in Node (`// @vitest-environment node`), which has no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
