// The kit's frame styles travel with this remote's CSS (editor-kit/styles.css).
import 'editor-kit/styles.css';
import { FeatureEditorRoutes } from 'editor-kit';
import type { RemoteAppProps } from 'shared-contracts';
import { SitemapEditor } from './components/SitemapEditor';

/**
 * The remote's `./App` (architecture §4): no router of its own, routes relative to the
 * path the shell mounted it at: `/sitemap` for a guest on the sample, `/sitemap/{PK}/{SK}`
 * for a saved sitemap. Keyed by the item, so moving to another sitemap starts from its data.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <FeatureEditorRoutes
      render={(keys) => <SitemapEditor key={keys?.SK ?? 'guest'} keys={keys} />}
    />
  );
}
