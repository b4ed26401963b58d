import type { ReactNode } from 'react';
import { cx } from './cx';
import type { FieldIds } from './useFieldIds';

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, control, hint and error laid out the same way for every form field. */
export function FieldFrame({
  ids: { controlId, hintId, errorId },
  label,
  hideLabel,
  hint,
  error,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx('ui-field', error && 'ui-field--invalid', className)}>
      <label
        htmlFor={controlId}
        className={cx('ui-field__label', hideLabel && 'ui-visually-hidden')}
      >
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
