import { MESSAGES } from '../../messages.js';
import type { JourneyMapContent } from './schema.js';

/*
 * A customer journey map (issue H4) as plain data: its limits, lanes, channels, messages,
 * shape rule and default, with no schema library, so an editor's first render carries no
 * zod. The schemas (schema.ts) are built on these and loaded when first used.
 */

/** The map's limits: the editor keeps to them as it edits, the server refuses past them. */
export const JOURNEY_LIMITS = {
  minStages: 1,
  maxStages: 15,
  maxCustomLanes: 5,
  stageNameMaxLength: 60,
  laneNameMaxLength: 40,
  cellMaxLength: 300,
  scenarioMaxLength: 300,
  goalMaxLength: 300,
  /** Empathy-map pain points one cell may name as its sources. */
  maxSourcesPerCell: 10,
  minScore: -2,
  maxScore: 2,
  idMaxLength: 64,
  photoMaxLength: 64,
} as const;

/** The lanes every map has, in their first order; custom lanes are added beside them. */
export const JOURNEY_STANDARD_LANES = [
  'actions',
  'touchpoints',
  'thoughts',
  'emotions',
  'painPoints',
  'opportunities',
] as const;
export type JourneyStandardLane = (typeof JOURNEY_STANDARD_LANES)[number];
export type JourneyLaneKind = JourneyStandardLane | 'custom';
export const JOURNEY_LANE_KINDS = [...JOURNEY_STANDARD_LANES, 'custom'] as const;

/** Where a touchpoint happens. */
export const JOURNEY_CHANNELS = ['web', 'app', 'email', 'phone', 'store', 'other'] as const;
export type JourneyChannel = (typeof JOURNEY_CHANNELS)[number];

/** The refusals of this editor's rules, in the spec's voice. */
export const JOURNEY_MESSAGES = {
  stageCount: `A journey map has ${JOURNEY_LIMITS.minStages} to ${JOURNEY_LIMITS.maxStages} stages`,
  score: `An emotion score is a whole number from ${JOURNEY_LIMITS.minScore} to ${JOURNEY_LIMITS.maxScore}`,
  laneKind: `A lane is one of: ${JOURNEY_LANE_KINDS.join(', ')}`,
  channel: `A touchpoint's channel is one of: ${JOURNEY_CHANNELS.join(', ')}`,
  standardLanes: 'A journey map has each of its standard lanes exactly once',
  customLanes: `A journey map has at most ${JOURNEY_LIMITS.maxCustomLanes} custom lanes`,
  cellCount: 'Every lane has one cell per stage',
  sources: `A cell names at most ${JOURNEY_LIMITS.maxSourcesPerCell} sources`,
  photo: 'A preset photo is named by its id',
  personaNotInProject: MESSAGES.personaNotInProject,
} as const;

/**
 * Why a map's stages and lanes do not fit together, or null: the standard lanes once
 * each, at most five custom ones, one cell per stage in every lane, ids unique.
 */
export function journeyShapeProblem(map: {
  stages: readonly { id: string }[];
  lanes: readonly { id: string; kind: string; cells: readonly unknown[] }[];
}): string | null {
  const kinds = map.lanes.map((lane) => lane.kind);
  for (const kind of JOURNEY_STANDARD_LANES)
    if (kinds.filter((k) => k === kind).length !== 1) return JOURNEY_MESSAGES.standardLanes;
  if (kinds.filter((kind) => kind === 'custom').length > JOURNEY_LIMITS.maxCustomLanes)
    return JOURNEY_MESSAGES.customLanes;
  if (map.lanes.some((lane) => lane.cells.length !== map.stages.length))
    return JOURNEY_MESSAGES.cellCount;
  const ids = [...map.stages, ...map.lanes].map((part) => part.id);
  if (new Set(ids).size !== ids.length) return MESSAGES.duplicateId;
  return null;
}

export const DEFAULT_JOURNEY_MAP_NAME = 'Journey map';
const DEFAULT_STAGE_NAMES = ['Discover', 'Consider', 'Buy', 'Use'];

/** A new map: four stages, every standard lane, empty cells, a neutral curve. */
export function defaultJourneyMapContent(
  newId: () => string = () => crypto.randomUUID(),
): JourneyMapContent {
  const stages = DEFAULT_STAGE_NAMES.map((name) => ({ id: newId(), name, score: 0, toBeScore: 0 }));
  return {
    name: DEFAULT_JOURNEY_MAP_NAME,
    personaSK: null,
    personaName: '',
    photo: null,
    scenario: '',
    goal: '',
    showToBe: false,
    stages,
    lanes: JOURNEY_STANDARD_LANES.map((kind) => ({
      id: newId(),
      kind,
      name: '',
      hidden: false,
      cells: stages.map(() =>
        kind === 'touchpoints' ? { text: '', channel: null } : { text: '' },
      ),
    })),
  };
}
