import { CollectionsDemo } from './CollectionsDemo';
import { ControlsDemo } from './ControlsDemo';
import { FeedbackDemo } from './FeedbackDemo';
import { FoundationsDemo } from './FoundationsDemo';
import { OverlaysDemo } from './OverlaysDemo';

export interface UiKitDemoProps {
  /** The page heading. */
  title: string;
}

/**
 * The design-system page at /testuikit (developer scaffolding, spec §1): every token and
 * component in its states. Sample strings are plain English on purpose; it needs a
 * ToastProvider above it for the toast buttons.
 */
export function UiKitDemo({ title }: UiKitDemoProps) {
  return (
    <div className="ui-kit">
      <h1 className="ui-kit__title">{title}</h1>
      <FoundationsDemo />
      <ControlsDemo />
      <OverlaysDemo />
      <FeedbackDemo />
      <CollectionsDemo />
    </div>
  );
}
