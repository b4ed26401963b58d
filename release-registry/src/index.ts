export * from './build-editor.js';
export * from './build-identity.js';
export * from './registry.js';
export * from './registry-file.js';
export * from './release-store.js';
export * from './remotes-document.js';
export * from './settings.js';
