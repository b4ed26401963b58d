// The kit's frame and gallery styles travel with this remote's CSS (editor-kit/styles.css).
import 'editor-kit/styles.css';
import './components/journey-map.css';
import { FeatureEditorRoutes } from 'editor-kit';
import type { RemoteAppProps } from 'shared-contracts';
import { JourneyMapEditor } from './components/JourneyMapEditor';

/**
 * The remote's `./App` (architecture §4): no router of its own, routes relative to the
 * path the shell mounted it at: `/journeymap` for a guest on the sample journey,
 * `/journeymap/{PK}/{SK}` for a saved map. Keyed by the item, so moving to another map
 * starts from its data.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <FeatureEditorRoutes
      render={(keys) => <JourneyMapEditor key={keys?.SK ?? 'guest'} keys={keys} />}
    />
  );
}
