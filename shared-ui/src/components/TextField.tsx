import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldFrame } from '../internal/FieldFrame';
import { useFieldIds } from '../internal/useFieldIds';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  /** The field's name, shown above it (or only to screen readers with `hideLabel`). */
  label: ReactNode;
  /** Keeps the label as the accessible name but does not show it. */
  hideLabel?: boolean;
  /** Shown under the field in red; marks the field invalid. */
  error?: string | undefined;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Something shown inside the field's right end: a unit ('y.o.') or a button. */
  suffix?: ReactNode;
  /** Class of the wrapper (label + field + messages); `className` goes to the input. */
  containerClassName?: string;
};

/** A labelled single-line input with hint and error wiring. */
export function TextField({
  label,
  hideLabel,
  error,
  hint,
  suffix,
  id,
  className,
  containerClassName,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={containerClassName}
    >
      <div className={cx('ui-input-wrap', suffix != null && 'ui-input-wrap--suffixed')}>
        <input
          {...rest}
          id={ids.controlId}
          type={type}
          className={cx('ui-input', className)}
          aria-invalid={ids.invalid || ariaInvalid || undefined}
          aria-describedby={ids.ariaDescribedBy}
        />
        {suffix != null && <span className="ui-input-wrap__suffix">{suffix}</span>}
      </div>
    </FieldFrame>
  );
}
