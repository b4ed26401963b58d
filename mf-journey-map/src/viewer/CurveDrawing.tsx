import type { JourneyStage } from 'shared-contracts/editors/journey-map/schema';
import { type CurveBox, curvePath, curvePoints, yOfScore } from '../model/emotion-curve';

/** The editor's lane: one 200 px column a stage, 128 px high (components/JourneyGrid.tsx). */
const BOX: CurveBox = { columnWidth: 200, height: 128 };

/**
 * The emotion curve drawn as the editor draws it, with the model's geometry: a point mid
 * column for each stage, the dashed to-be curve beside it when the map shows one. It
 * stretches across the stages' columns at any width (preserveAspectRatio none), lines and
 * points kept at their own thickness and round (non-scaling strokes). The scores are in
 * the table's rows as text; this is their picture.
 */
export function CurveDrawing({
  stages,
  showToBe,
  label,
}: {
  stages: readonly JourneyStage[];
  showToBe: boolean;
  label: string;
}) {
  const width = stages.length * BOX.columnWidth;
  const zero = yOfScore(0, BOX);
  const curves = showToBe ? (['toBe', 'asIs'] as const) : (['asIs'] as const);
  return (
    <svg
      className="jmv-curve"
      viewBox={`0 0 ${width} ${BOX.height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <line
        className="jmv-curve__zero"
        x1={0}
        x2={width}
        y1={zero}
        y2={zero}
        vectorEffect="non-scaling-stroke"
      />
      {curves.map((curve) => {
        const points = curvePoints(
          stages.map((stage) => (curve === 'asIs' ? stage.score : stage.toBeScore)),
          BOX,
        );
        return (
          <g key={curve} className={`jmv-curve__set jmv-curve__set--${curve}`}>
            <path
              className="jmv-curve__line"
              d={curvePath(points)}
              vectorEffect="non-scaling-stroke"
            />
            {points.map((point, index) => (
              // A dot: a line of no length with round ends stays round when the drawing stretches.
              <path
                key={stages[index]!.id}
                className="jmv-curve__point"
                d={`M${point.x} ${point.y}h0`}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
