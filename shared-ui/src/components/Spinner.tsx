import { cx } from '../internal/cx';

export interface SpinnerProps {
  /** What is loading, for screen readers ("Loading"). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A spinning ring announced as a status message. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cx('ui-spinner', `ui-spinner--${size}`, className)}
    >
      <span className="ui-spinner__ring" aria-hidden="true" />
      {/* Live regions announce their text, not their aria-label. */}
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
