interface LevelBarProps {
  /** What is measured: a skill's name, or a slider's two ends. */
  label: string;
  /** 0–100. */
  value: number;
  /** What a screen reader hears for the value; the number by default. */
  valueText?: string;
}

/**
 * A level as a static bar filled to its value, as the editor's picture draws its sliders
 * (spec §4 'sliders drawn as static bars'). Plain boxes rather than `<meter>`: a PDF is
 * captured from this markup, and native meters are drawn by the browser, not by CSS.
 */
export function LevelBar({ label, value, valueText }: LevelBarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <meter> is painted natively and does not survive the picture capture
    <div
      className="pv-level"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? String(value)}
    >
      <div className="pv-level__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
