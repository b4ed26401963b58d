// The kit's frame and gallery styles travel with this remote's CSS (editor-kit/styles.css).
import 'editor-kit/styles.css';
import './persona.css';
import './export/persona-export.css';
import { FeatureEditorRoutes } from 'editor-kit';
import type { RemoteAppProps } from 'shared-contracts';
import { PersonaEditor } from './components/PersonaEditor';

/**
 * The remote's `./App` (architecture §4): no router of its own; `/uxpersonas` is the
 * guest's sample persona, `/uxpersonas/{PK}/{SK}` a stored one (spec §2). Keyed by the
 * item, so moving to another persona starts from its own data.
 */
export default function App(_props: RemoteAppProps) {
  return (
    <FeatureEditorRoutes
      render={(keys) => <PersonaEditor key={keys?.SK ?? 'guest'} keys={keys} />}
    />
  );
}
