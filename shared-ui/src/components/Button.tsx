import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../internal/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while an action runs. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
};

// A loading button stays enabled (aria-disabled, not disabled): disabling the button
// the user just pressed would throw keyboard focus back to the top of the page.
function ignoreClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/** The product's button. `type="button"` unless told otherwise, so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${size}`,
        loading && 'ui-button--loading',
        fullWidth && 'ui-button--full',
        className,
      )}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={loading ? ignoreClick : onClick}
    >
      {loading && <span className="ui-button__spinner" aria-hidden="true" />}
      <span className="ui-button__content">{children}</span>
    </button>
  );
}
