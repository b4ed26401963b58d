import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits (`findBy…`, `waitFor`) and test timeouts are budgets, not speed checks: whole
// editors render here, lazy chunks included, and on a machine busy with the build and
// the other suites a first render has taken over a second (the library's default wait).
// A pass is as quick as before.
configure({ asyncUtilTimeout: 10_000 });

// React Testing Library unmounts after each test only when test globals are on; they
// are off here, so do it explicitly.
afterEach(() => {
  cleanup();
});
