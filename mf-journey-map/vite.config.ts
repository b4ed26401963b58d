// The description by path, not by package name: a Vite config is bundled before anything
// is built, and workspace packages it names would be loaded from their builds.
import { journeyMapEditor } from '../shared-contracts/src/editors/journey-map/description.ts';
import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({ packageDir: import.meta.dirname, editor: journeyMapEditor });
