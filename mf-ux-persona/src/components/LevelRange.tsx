import type { CSSProperties } from 'react';
import { clampLevel } from '../model/fields';

interface LevelRangeProps {
  /** The range's accessible name. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** What a screen reader hears for the value; the number by default. */
  valueText?: string;
  className?: string;
}

/**
 * A 0–100 range input and, for the export, the same value drawn as a static bar (spec §4:
 * "sliders drawn as static bars"). Both are always in the DOM; `[data-exporting]` swaps
 * which one shows (see export/persona-export.css, which draws the bar filled to the value
 * without its thumb), so the picture matches the screen without a re-render.
 */
export function LevelRange({ label, value, onChange, valueText, className }: LevelRangeProps) {
  const fill = {
    '--persona-level': `${value}%`,
    '--persona-ratio': value / 100,
    '--ui-slider-fill': `${value}%`,
  } as CSSProperties;
  return (
    <div className={className ? `persona-range ${className}` : 'persona-range'} style={fill}>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        aria-label={label}
        aria-valuetext={valueText ?? String(value)}
        className="ui-slider__input persona-range__input ui-editor-control"
        onChange={(event) => onChange(clampLevel(Number(event.currentTarget.value)))}
      />
      <div className="persona-range__bar" aria-hidden="true">
        <div className="persona-range__track" />
        <div className="persona-range__fill" />
        <div className="persona-range__thumb" />
      </div>
    </div>
  );
}
