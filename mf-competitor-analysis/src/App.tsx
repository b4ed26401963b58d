import './components/competitor-analysis.css';
import type { RemoteAppProps } from 'shared-contracts';
import { FeatureEditorRoutes } from 'shared-ui';
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
