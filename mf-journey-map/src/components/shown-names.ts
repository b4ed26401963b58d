import { journeyText } from '../i18n';
import type { JourneyLane, JourneyStage } from '../model/journey';

/*
 * How stages and lanes are named on screen, written once for the grid, the curve, the
 * table view and the dialogs: an unnamed stage is 'Stage 3', a standard lane is named in
 * the language shown, an unnamed custom lane 'Custom lane'.
 */

/** The name of the stage at `index` of `stages`, as shown. */
export function useStageName(stages: readonly JourneyStage[]) {
  const t = journeyText.useT();
  return (index: number) => stages[index]?.name || t('stage.untitled', { number: index + 1 });
}

/** A lane's name as shown: a custom lane's own, a standard lane's in the language shown. */
export function useLaneName() {
  const t = journeyText.useT();
  return (lane: JourneyLane) =>
    lane.kind === 'custom' ? lane.name || t('lane.untitled') : t(`lanes.${lane.kind}`);
}
