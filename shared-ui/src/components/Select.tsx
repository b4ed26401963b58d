import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import { FieldFrame } from '../internal/FieldFrame';
import { useFieldIds } from '../internal/useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** A first option with the empty value ("Select gender"), chosen while nothing is. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A labelled native select (native, so it works with every keyboard and screen reader). */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: SelectProps) {
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
      <div className="ui-select-wrap">
        <select
          {...rest}
          id={ids.controlId}
          className={cx('ui-select', className)}
          aria-invalid={ids.invalid || ariaInvalid || undefined}
          aria-describedby={ids.ariaDescribedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="ui-select-wrap__chevron" />
      </div>
    </FieldFrame>
  );
}
