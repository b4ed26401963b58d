import { Spinner } from './Spinner';

/** A large spinner centred in the page area, for whole-screen loads. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="ui-full-page-spinner">
      <Spinner label={label} size="lg" />
    </div>
  );
}
