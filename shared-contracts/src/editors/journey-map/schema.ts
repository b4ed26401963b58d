import { z } from 'zod';
import { FEATURE_NAME_MAX_LENGTH } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import { boundedText, expectedVersion, featureName, keySchema } from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { empathyMapEditor } from '../empathy-map/description.js';
import { uxPersonaEditor } from '../ux-persona/description.js';
import {
  defaultJourneyMapContent,
  JOURNEY_CHANNELS,
  JOURNEY_LANE_KINDS,
  JOURNEY_LIMITS,
  JOURNEY_MESSAGES,
  JOURNEY_STANDARD_LANES,
  journeyShapeProblem,
} from './content.js';
import { journeyMapEditor } from './description.js';

export * from './content.js';

/*
 * A customer journey map (issue H4): a grid of stages (columns) by lanes (rows), one
 * persona, a scenario and a goal, and an emotion score per stage drawn as a curve. Every
 * lane holds one cell per stage, in the stages' order, so moving a stage moves its cell
 * in every lane; the emotion lane's cells are the labels under the curve's points.
 */

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
