import { afterEach } from 'vitest';

// Each test starts with empty storage. Pure modules run in Node, which has none; those
// that need it say `// @vitest-environment jsdom` in their first line.
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
