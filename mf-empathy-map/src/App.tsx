// The kit's frame and gallery styles travel with this remote's CSS (editor-kit/styles.css).
import 'editor-kit/styles.css';
import { FeatureEditorRoutes } from 'editor-kit';
import type { RemoteAppProps } from 'shared-contracts';
import { EmpathyMapEditor } from './components/EmpathyMapEditor';

/**
 * The remote's `./App` (architecture §4): no router of its own, routes relative to the
 * path the shell mounted it at (`/empathymap`): the guest editor on default data, and
 * `/{PK}/{SK}` for a stored map. Keyed by the map, so moving to another map starts
 * from that map's data.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <FeatureEditorRoutes
      render={(keys) => <EmpathyMapEditor key={keys?.SK ?? 'guest'} keys={keys} />}
    />
  );
}
