import { z } from 'zod';
import { FEATURE_NAME_MAX_LENGTH } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import { boundedText, expectedVersion, featureName, keySchema } from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { empathyMapEditor } from '../empathy-map/description.js';
import { uxPersonaEditor } from '../ux-persona/description.js';
import { journeyMapEditor } from './description.js';

/*
 * A customer journey map (issue H4): a grid of stages (columns) by lanes (rows), one
 * persona, a scenario and a goal, and an emotion score per stage drawn as a curve. Every
 * lane holds one cell per stage, in the stages' order, so moving a stage moves its cell
 * in every lane; the emotion lane's cells are the labels under the curve's points.
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

const id = z
  .string({ error: 'Id must be text' })
  .min(1, 'Id must not be empty')
  .max(JOURNEY_LIMITS.idMaxLength, `Id must be at most ${JOURNEY_LIMITS.idMaxLength} characters`);

export const journeyScore = z
  .number({ error: JOURNEY_MESSAGES.score })
  .int(JOURNEY_MESSAGES.score)
  .min(JOURNEY_LIMITS.minScore, JOURNEY_MESSAGES.score)
  .max(JOURNEY_LIMITS.maxScore, JOURNEY_MESSAGES.score);

export const journeyStage = z.object({
  id,
  name: boundedText('Stage name', JOURNEY_LIMITS.stageNameMaxLength),
  /** The 'as-is' emotion at this stage. */
  score: journeyScore,
  /** The 'to-be' emotion, drawn dashed beside it. */
  toBeScore: journeyScore,
});
export type JourneyStage = z.infer<typeof journeyStage>;

/** A pain point pulled from an empathy map keeps where it came from (its name then). */
export const journeySource = z.object({
  empathyMapSK: keySchema(empathyMapEditor),
  name: boundedText('Source name', FEATURE_NAME_MAX_LENGTH),
});
export type JourneySource = z.output<typeof journeySource>;

export const journeyCell = z.object({
  text: boundedText('Cell', JOURNEY_LIMITS.cellMaxLength),
  /** Touchpoints only. */
  channel: z.enum(JOURNEY_CHANNELS, { error: JOURNEY_MESSAGES.channel }).nullable().optional(),
  /** Pain points only. */
  sources: z
    .array(journeySource)
    .max(JOURNEY_LIMITS.maxSourcesPerCell, JOURNEY_MESSAGES.sources)
    .optional(),
});
export type JourneyCell = z.output<typeof journeyCell>;

export const journeyLane = z.object({
  id,
  kind: z.enum(JOURNEY_LANE_KINDS, { error: JOURNEY_MESSAGES.laneKind }),
  /** A custom lane's name; '' for the standard lanes, which the editor names in each language. */
  name: boundedText('Lane name', JOURNEY_LIMITS.laneNameMaxLength),
  hidden: z.boolean(),
  cells: z.array(journeyCell),
});
export type JourneyLane = z.output<typeof journeyLane>;

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

/** The editable part of a journey map: what a PATCH carries beside the keys. */
export const journeyMapContent = z
  .object({
    name: featureName,
    /** The project's persona the journey follows, if one was chosen. */
    personaSK: keySchema(uxPersonaEditor).nullable().optional(),
    /**
     * The persona's name when it was chosen: once the persona is deleted (the server
     * clears `personaSK`), the map says 'Persona removed' instead of forgetting it had one.
     */
    personaName: boundedText('Persona name', FEATURE_NAME_MAX_LENGTH).nullable().optional(),
    /** A preset photo's id (a guest's map, or a map without a persona). */
    photo: z
      .string({ error: JOURNEY_MESSAGES.photo })
      .regex(/^[a-z0-9-]+$/, JOURNEY_MESSAGES.photo)
      .max(JOURNEY_LIMITS.photoMaxLength, JOURNEY_MESSAGES.photo)
      .nullable()
      .optional(),
    scenario: boundedText('Scenario', JOURNEY_LIMITS.scenarioMaxLength),
    goal: boundedText('Goal', JOURNEY_LIMITS.goalMaxLength),
    /** Whether the dashed 'to-be' curve is shown beside the 'as-is' one. */
    showToBe: z.boolean(),
    stages: z
      .array(journeyStage)
      .min(JOURNEY_LIMITS.minStages, JOURNEY_MESSAGES.stageCount)
      .max(JOURNEY_LIMITS.maxStages, JOURNEY_MESSAGES.stageCount),
    lanes: z
      .array(journeyLane)
      .max(
        JOURNEY_STANDARD_LANES.length + JOURNEY_LIMITS.maxCustomLanes,
        JOURNEY_MESSAGES.customLanes,
      ),
  })
  .superRefine((map, ctx) => {
    const problem = journeyShapeProblem(map);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['lanes'] });
  });
export type JourneyMapContent = z.output<typeof journeyMapContent>;

export const updateJourneyMapRequest = journeyMapContent.safeExtend({
  projectSK: keySchema('project'),
  journeyMapSK: keySchema(journeyMapEditor),
  ...expectedVersion,
});
export type UpdateJourneyMapRequest = z.input<typeof updateJourneyMapRequest>;

const wireCell = z.object({
  text: z.string(),
  channel: z.enum(JOURNEY_CHANNELS).nullable().optional(),
  sources: z.array(z.object({ empathyMapSK: z.string(), name: z.string() })).optional(),
});

export const journeyMap = z
  .object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    journeyMapSK: z.string(),
    name: z.string(),
    personaSK: z.string().nullable().optional(),
    personaName: z.string().nullable().optional(),
    photo: z.string().nullable().optional(),
    scenario: z.string(),
    goal: z.string(),
    showToBe: z.boolean(),
    stages: z.array(
      z.object({ id: z.string(), name: z.string(), score: z.number(), toBeScore: z.number() }),
    ),
    lanes: z.array(
      z
        .object({
          id: z.string(),
          kind: z.enum(JOURNEY_LANE_KINDS),
          name: z.string(),
          hidden: z.boolean(),
          cells: z.array(wireCell),
        })
        .meta({ id: 'JourneyLane' }),
    ),
    ...storedItemFields,
  })
  .meta({ id: 'JourneyMap' });
export type JourneyMap = z.infer<typeof journeyMap>;

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

/** What the journey map editor's API answers and accepts (editors/contract.ts). */
export const journeyMapContract = {
  editor: journeyMapEditor,
  detail: journeyMap,
  update: updateJourneyMapRequest,
  defaultContent: () => defaultJourneyMapContent(),
  references: [
    { field: 'personaSK', type: uxPersonaEditor.type, message: MESSAGES.personaNotInProject },
  ],
} satisfies EditorContract;
