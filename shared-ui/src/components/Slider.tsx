import { type ComponentPropsWithRef, type CSSProperties, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';

export type SliderProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'
> & {
  label: ReactNode;
  hideLabel?: boolean;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** How the value is shown and announced (e.g. `v => `${v}%``); the number by default. */
  formatValue?: (value: number) => string;
  /** Hides the number beside the track (e.g. when the ends are labelled instead). */
  hideValue?: boolean;
  /** Words under the two ends of the track ("Introvert" … "Extrovert"). */
  startLabel?: ReactNode;
  endLabel?: ReactNode;
  containerClassName?: string;
};

/** A labelled range input: native, so arrow keys, Home/End and Page Up/Down work. */
export function Slider({
  label,
  hideLabel,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  formatValue = String,
  hideValue = false,
  startLabel,
  endLabel,
  id,
  className,
  containerClassName,
  ...rest
}: SliderProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const text = formatValue(value);
  // The filled part of the track is painted from this custom property (see slider.css).
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <div className={cx('ui-slider', containerClassName)}>
      <div className="ui-slider__header">
        <label
          htmlFor={inputId}
          className={cx('ui-field__label', hideLabel && 'ui-visually-hidden')}
        >
          {label}
        </label>
        {!hideValue && (
          <output htmlFor={inputId} className="ui-slider__value">
            {text}
          </output>
        )}
      </div>
      <input
        {...rest}
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        className={cx('ui-slider__input', className)}
        style={{ '--ui-slider-fill': `${fill}%`, ...rest.style } as CSSProperties}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      {(startLabel != null || endLabel != null) && (
        <div className="ui-slider__ends">
          <span>{startLabel}</span>
          <span>{endLabel}</span>
        </div>
      )}
    </div>
  );
}
