// The kit's frame and gallery styles travel with this remote's CSS (editor-kit/styles.css).
import 'editor-kit/styles.css';
import './components/competitor-analysis.css';
import { FeatureEditorRoutes } from 'editor-kit';
import type { RemoteAppProps } from 'shared-contracts';
import { CompetitorAnalysisEditor } from './CompetitorAnalysisEditor';

/**
 * The remote's `./App` (architecture §4): no router of its own, routes relative to the
 * path the shell mounted it at: `/competitoranalysis` for a guest on sample data,
 * `/competitoranalysis/{PK}/{SK}` for a saved analysis. Keyed by the item, so moving to
 * another analysis starts from its data.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <FeatureEditorRoutes
      render={(keys) => <CompetitorAnalysisEditor key={keys?.SK ?? 'guest'} keys={keys} />}
    />
  );
}
