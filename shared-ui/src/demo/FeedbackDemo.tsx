import { Banner } from '../components/Banner';
import { Spinner } from '../components/Spinner';
import { DemoSection } from './DemoSection';

/** Spinners and page-level banners. */
export function FeedbackDemo() {
  return (
    <DemoSection id="feedback" title="Spinners and banners">
      <div className="ui-kit__row">
        <Spinner label="Loading" size="sm" />
        <Spinner label="Loading" />
        <Spinner label="Loading" size="lg" />
      </div>
      <div className="ui-kit__stack">
        <Banner kind="success">Password has been successfully restored</Banner>
        <Banner kind="error" title="Something failed">
          Error has happened during password restoration
        </Banner>
        <Banner kind="info" onDismiss={() => {}} dismissLabel="Dismiss">
          An information banner with a close button.
        </Banner>
      </div>
    </DemoSection>
  );
}
