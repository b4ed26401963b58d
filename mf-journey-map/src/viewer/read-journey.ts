import type { JourneyChannel } from 'shared-contracts/editors/journey-map/content';
import type {
  JourneyCell,
  JourneyLane,
  JourneyStage,
} from 'shared-contracts/editors/journey-map/schema';
import { EMOTION_SCALE } from '../model/emotion-scale';
import type { Journey } from '../model/journey';

/*
 * The API's item read without trusting it: the viewer has no schema library (a share
 * page must not load zod), and an item from an older or newer release may lack a field or
 * hold another type. Whatever is missing or malformed reads as empty; a lane with fewer
 * cells than stages shows empty cells.
 */

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
/** Each entry as a record, one that is not read as empty: stages and cells keep their places. */
const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(record) : []);
const isRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A score on the scale, a whole number; anything else reads as neutral. */
const score = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(EMOTION_SCALE.max, Math.max(EMOTION_SCALE.min, Math.round(value)))
    : 0;

/** The contract's channels and lane kinds (its schema's lists; Viewer.test.tsx keeps them equal). */
export const CHANNELS: readonly string[] = ['web', 'app', 'email', 'phone', 'store', 'other'];
export const LANE_KINDS: readonly string[] = [
  'actions',
  'touchpoints',
  'thoughts',
  'emotions',
  'painPoints',
  'opportunities',
  'custom',
];

function readCell(cell: Fields): JourneyCell {
  const channel = CHANNELS.includes(cell.channel as string)
    ? (cell.channel as JourneyChannel)
    : null;
  const sources = list(cell.sources)
    .map((source) => ({ empathyMapSK: text(source.empathyMapSK), name: text(source.name) }))
    .filter((source) => source.name !== '');
  return { text: text(cell.text), channel, sources };
}

export function readJourney(item: Fields): Journey {
  const stages: JourneyStage[] = list(item.stages).map((stage, index) => ({
    id: text(stage.id) || `stage-${index}`,
    name: text(stage.name),
    score: score(stage.score),
    toBeScore: score(stage.toBeScore),
  }));
  // A lane that is no record has no name or words to show: left out.
  const lanes: JourneyLane[] = list(
    Array.isArray(item.lanes) ? item.lanes.filter(isRecord) : [],
  ).map((lane, index) => ({
    id: text(lane.id) || `lane-${index}`,
    // A kind a newer editor may add reads as a lane of its own, by its name.
    kind: (LANE_KINDS.includes(lane.kind as string) ? lane.kind : 'custom') as JourneyLane['kind'],
    name: text(lane.name),
    hidden: lane.hidden === true,
    cells: list(lane.cells).map(readCell),
  }));
  return {
    name: text(item.name),
    personaSK: text(item.personaSK) || null,
    personaName: text(item.personaName),
    photo: text(item.photo) || null,
    scenario: text(item.scenario),
    goal: text(item.goal),
    showToBe: item.showToBe === true,
    stages,
    lanes,
  };
}
