// The kit's frame styles travel with this remote's CSS (editor-kit/styles.css).
import 'editor-kit/styles.css';
import './components/user-flow.css';
import { FeatureEditorRoutes } from 'editor-kit';
import type { RemoteAppProps } from 'shared-contracts';
import { UserFlowEditor } from './components/UserFlowEditor';

/**
 * The remote's `./App` (architecture §4): no router of its own, routes relative to the
 * path the shell mounted it at: `/userflow` for a guest on the sample flow,
 * `/userflow/{PK}/{SK}` for a saved flow. Keyed by the item, so moving to another flow
 * starts from its data.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <FeatureEditorRoutes
      render={(keys) => <UserFlowEditor key={keys?.SK ?? 'guest'} keys={keys} />}
    />
  );
}
