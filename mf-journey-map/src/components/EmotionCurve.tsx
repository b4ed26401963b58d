import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { VisuallyHidden } from 'shared-ui';
import { journeyText } from '../i18n';
import {
  CURVE_KEYS,
  type CurveBox,
  curvePath,
  curvePoints,
  scoreAtY,
  yOfScore,
} from '../model/emotion-curve';
import { type Curve, type JourneyStage, scoreOf, setScore } from '../model/journey';
import type { Update } from './JourneyBody';

interface EmotionCurveProps {
  stages: readonly JourneyStage[];
  /** Whether the dashed 'to-be' curve is drawn beside the 'as-is' one. */
  showToBe: boolean;
  update: Update;
  box: CurveBox;
  stageName(index: number): string;
}

/**
 * The emotion lane: a curve through one score per stage (−2…+2), its points sliders (APG
 * slider: Up and Down change the score, Left and Right go to the next stage's point, one
 * tab stop per curve) that can also be dragged. The dashed 'to-be' curve, when shown, has
 * points of its own.
 */
export function EmotionCurve({ stages, showToBe, update, box, stageName }: EmotionCurveProps) {
  const t = journeyText.useT();
  const svgRef = useRef<SVGSVGElement>(null);
  const hintId = useId();
  const [focused, setFocused] = useState<Record<Curve, number>>({ asIs: 0, toBe: 0 });
  const dragging = useRef<{ curve: Curve; stageId: string } | null>(null);
  const width = stages.length * box.columnWidth;
  const curves: Curve[] = showToBe ? ['toBe', 'asIs'] : ['asIs'];

  const focusPoint = (curve: Curve, index: number) => {
    setFocused((current) => ({ ...current, [curve]: index }));
    svgRef.current
      ?.querySelector<SVGElement>(`[data-curve="${curve}"][data-index="${index}"]`)
      ?.focus();
  };

  const onKeyDown = (curve: Curve, index: number) => (event: KeyboardEvent<SVGElement>) => {
    const command = CURVE_KEYS[event.key];
    const stage = stages[index];
    if (!command || !stage) return;
    event.preventDefault();
    // The grid around must not move its own focus too.
    event.stopPropagation();
    const last = stages.length - 1;
    switch (command.kind) {
      case 'score':
        update((j) => setScore(j, stage.id, curve, scoreOf(stage, curve) + command.delta));
        break;
      case 'scoreTo':
        update((j) => setScore(j, stage.id, curve, command.score));
        break;
      case 'point':
        focusPoint(curve, Math.min(last, Math.max(0, index + command.delta)));
        break;
      case 'pointTo':
        focusPoint(curve, command.index === 'first' ? 0 : last);
        break;
    }
  };

  const scoreFromPointer = (event: PointerEvent<SVGElement>) => {
    const top = svgRef.current?.getBoundingClientRect().top ?? 0;
    return scoreAtY(event.clientY - top, box);
  };

  const onPointerDown = (curve: Curve, index: number) => (event: PointerEvent<SVGElement>) => {
    const stage = stages[index];
    if (!stage || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = { curve, stageId: stage.id };
    focusPoint(curve, index);
  };
  const onPointerMove = (event: PointerEvent<SVGElement>) => {
    const drag = dragging.current;
    if (!drag) return;
    const score = scoreFromPointer(event);
    const stage = stages.find((s) => s.id === drag.stageId);
    // Only a change of score is an edit (and an undo step), not every pixel of the drag.
    if (stage && scoreOf(stage, drag.curve) !== score)
      update((j) => setScore(j, drag.stageId, drag.curve, score));
  };
  const endDrag = () => {
    dragging.current = null;
  };

  return (
    <>
      <VisuallyHidden id={hintId}>{t('curve.hint')}</VisuallyHidden>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of SVG points, which a fieldset cannot hold */}
      <svg
        ref={svgRef}
        className="jm-curve"
        width={width}
        height={box.height}
        viewBox={`0 0 ${width} ${box.height}`}
        role="group"
        aria-label={t('curve.label')}
        aria-describedby={hintId}
      >
        <line
          className="jm-curve__zero"
          x1={0}
          x2={width}
          y1={yOfScore(0, box)}
          y2={yOfScore(0, box)}
        />
        {curves.map((curve) => {
          const points = curvePoints(
            stages.map((stage) => scoreOf(stage, curve)),
            box,
          );
          return (
            <g key={curve} className={`jm-curve__set jm-curve__set--${curve}`}>
              <path className="jm-curve__line" d={curvePath(points)} />
              {points.map((point, index) => {
                const stage = stages[index]!;
                const score = scoreOf(stage, curve);
                const name = stageName(index);
                return (
                  <circle
                    key={stage.id}
                    className="jm-curve__point"
                    data-curve={curve}
                    data-index={index}
                    cx={point.x}
                    cy={point.y}
                    r={curve === 'asIs' ? 9 : 7}
                    role="slider"
                    tabIndex={index === Math.min(focused[curve], stages.length - 1) ? 0 : -1}
                    aria-label={t(curve === 'asIs' ? 'curve.point' : 'curve.pointToBe', {
                      stage: name,
                    })}
                    aria-valuemin={-2}
                    aria-valuemax={2}
                    aria-valuenow={score}
                    aria-valuetext={`${score > 0 ? '+' : ''}${score} (${t(`curve.scores.${score}` as 'curve.scores.0')})`}
                    aria-orientation="vertical"
                    onKeyDown={onKeyDown(curve, index)}
                    onFocus={() => setFocused((current) => ({ ...current, [curve]: index }))}
                    onPointerDown={onPointerDown(curve, index)}
                    onPointerMove={onPointerMove}
                    onPointerUp={endDrag}
                    onPointerCancel={endDrag}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
    </>
  );
}
