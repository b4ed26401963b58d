import { FEDERATION_RUNTIME, SHARED_PROVIDES } from 'virtual:ux-artefacts/viewer-provides';
import type { ViewerProps } from 'shared-contracts';
import { type LoadedModule, loadRemoteModule } from '../remotes/remote-loader';

/**
 * A remote's read-only `./Viewer` on a share link's page, whose host provides only React
 * loaded and everything else on demand (tooling/shell-shares.ts): the page downloads the
 * viewer and what it imports, and nothing of the editor.
 */
export function loadViewer(remote: string): Promise<LoadedModule<ViewerProps>> {
  return loadRemoteModule<ViewerProps>(remote, './Viewer', {
    shared: SHARED_PROVIDES,
    runtime: FEDERATION_RUNTIME,
  });
}
