/**
 * `editor-kit/testing`: what the remotes' tests need (test code only, never shipped):
 * a remote rendered as the shell mounts it, and the API fake built from the shared
 * schemas, signed in (shared-contracts/testing).
 */

export { catalogLeaves, translationProblems } from '../i18n/catalog-check';
export { type FakeApiSession, installFakeApi } from './fake-api-session';
export { type RenderedRemote, type RenderRemoteOptions, renderRemote } from './renderRemote';
