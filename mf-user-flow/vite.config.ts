// The description by path, not by package name: a Vite config is bundled before anything
// is built, and workspace packages it names would be loaded from their builds.
import { userFlowEditor } from '../shared-contracts/src/editors/user-flow/description.ts';
import { remoteViteConfig } from '../tooling/remote-vite-config.ts';

export default remoteViteConfig({ packageDir: import.meta.dirname, editor: userFlowEditor });
