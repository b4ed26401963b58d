// The subpath: bundled into this page's own chunk, not the shared entry the landing ships.
import { UiKitDemo } from 'shared-ui/demo';

/** `/testuikit`: the design-system demo (developer scaffolding, spec §1). */
export default function UiKitPage() {
  return <UiKitDemo title="UI kit" />;
}
