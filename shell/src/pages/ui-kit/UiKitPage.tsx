import { UiKitDemo } from 'shared-ui';

/** `/testuikit`: the design-system demo (developer scaffolding, spec §1). */
export default function UiKitPage() {
  return <UiKitDemo title="UI kit" />;
}
