/**
 * fast-check arbitraries of every request the API takes, valid and near misses, for the
 * property tests of this package, the API and the editors. Test code only: the package's
 * runtime entry never imports it (the `./testing` export has only the `source` condition).
 */

export * from './api-fake.js';
export type { FakeApiCall } from './api-fake-http.js';
export * from './feature-near-misses.js';
export * from './key-kinds.js';
export * from './near-misses.js';
export * from './requests.js';
export * from './text.js';
