import {
  JOURNEY_LIMITS,
  type JourneyChannel,
  type JourneyStandardLane,
} from 'shared-contracts/editors/journey-map/content';
import type {
  JourneyCell,
  JourneyLane,
  JourneyMapContent,
  JourneyStage,
} from 'shared-contracts/editors/journey-map/schema';

/*
 * The journey map as the editor holds it: the content the API stores, changed only by
 * the pure functions below. Each keeps the map within the schema's limits (an edit that
 * would pass one does nothing, or cuts text as a field's maxLength would), so whatever
 * the user does can be saved. Every lane holds one cell per stage, in the stages' order.
 */

export type Journey = JourneyMapContent;
export type { JourneyChannel, JourneyLane, JourneyStage };

export type NewId = () => string;
export const randomId: NewId = () => crypto.randomUUID();

// Copies rather than ES2023's toSpliced / with: the build targets ES2022 browsers.
function inserted<T>(list: readonly T[], at: number, item: T): T[] {
  return [...list.slice(0, at), item, ...list.slice(at)];
}
function without<T>(list: readonly T[], at: number): T[] {
  return [...list.slice(0, at), ...list.slice(at + 1)];
}
function replaced<T>(list: readonly T[], at: number, item: T): T[] {
  return list.map((current, i) => (i === at ? item : current));
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const clampScore = (score: number) =>
  Math.min(JOURNEY_LIMITS.maxScore, Math.max(JOURNEY_LIMITS.minScore, Math.round(score)));

/** An empty cell of a lane of `kind` (a touchpoint also has its channel, none yet). */
function emptyCell(kind: JourneyLane['kind']): JourneyCell {
  return kind === 'touchpoints' ? { text: '', channel: null } : { text: '' };
}

export function laneOf(journey: Journey, kind: JourneyStandardLane): JourneyLane {
  // The schema keeps every standard lane exactly once.
  return journey.lanes.find((lane) => lane.kind === kind)!;
}

export const visibleLanes = (journey: Journey) => journey.lanes.filter((lane) => !lane.hidden);
const customLaneCount = (journey: Journey) =>
  journey.lanes.filter((lane) => lane.kind === 'custom').length;

export const canAddStage = (journey: Journey) => journey.stages.length < JOURNEY_LIMITS.maxStages;
export const canRemoveStage = (journey: Journey) =>
  journey.stages.length > JOURNEY_LIMITS.minStages;
export const canAddLane = (journey: Journey) =>
  customLaneCount(journey) < JOURNEY_LIMITS.maxCustomLanes;

export function setName(journey: Journey, name: string): Journey {
  return { ...journey, name };
}
export function setScenario(journey: Journey, scenario: string): Journey {
  return { ...journey, scenario: cut(scenario, JOURNEY_LIMITS.scenarioMaxLength) };
}
export function setGoal(journey: Journey, goal: string): Journey {
  return { ...journey, goal: cut(goal, JOURNEY_LIMITS.goalMaxLength) };
}

// ---- stages -------------------------------------------------------------------------

/** A new, empty stage at `index` (the end by default); nothing at the limit. */
export function addStage(
  journey: Journey,
  index = journey.stages.length,
  newId = randomId,
): Journey {
  if (!canAddStage(journey)) return journey;
  const at = Math.max(0, Math.min(index, journey.stages.length));
  const stage: JourneyStage = { id: newId(), name: '', score: 0, toBeScore: 0 };
  return {
    ...journey,
    stages: inserted(journey.stages, at, stage),
    lanes: journey.lanes.map((lane) => ({
      ...lane,
      cells: inserted(lane.cells, at, emptyCell(lane.kind)),
    })),
  };
}

export function removeStage(journey: Journey, stageId: string): Journey {
  const at = journey.stages.findIndex((stage) => stage.id === stageId);
  if (at < 0 || !canRemoveStage(journey)) return journey;
  return {
    ...journey,
    stages: without(journey.stages, at),
    lanes: journey.lanes.map((lane) => ({ ...lane, cells: without(lane.cells, at) })),
  };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  return inserted(without(list, from), to, list[from] as T);
}

/** Moves a stage to `to` (its column and its cell in every lane); out-of-range does nothing. */
export function moveStage(journey: Journey, stageId: string, to: number): Journey {
  const from = journey.stages.findIndex((stage) => stage.id === stageId);
  if (from < 0 || to < 0 || to >= journey.stages.length || to === from) return journey;
  return {
    ...journey,
    stages: moved(journey.stages, from, to),
    lanes: journey.lanes.map((lane) => ({ ...lane, cells: moved(lane.cells, from, to) })),
  };
}

function changeStage(
  journey: Journey,
  stageId: string,
  change: (stage: JourneyStage) => JourneyStage,
): Journey {
  const at = journey.stages.findIndex((stage) => stage.id === stageId);
  if (at < 0) return journey;
  return { ...journey, stages: replaced(journey.stages, at, change(journey.stages[at]!)) };
}

export function setStageName(journey: Journey, stageId: string, name: string): Journey {
  return changeStage(journey, stageId, (stage) => ({
    ...stage,
    name: cut(name, JOURNEY_LIMITS.stageNameMaxLength),
  }));
}

/** Which of the two curves: the journey as it is, or as it should become. */
export type Curve = 'asIs' | 'toBe';
const scoreField = (curve: Curve) => (curve === 'asIs' ? 'score' : 'toBeScore');

export function scoreOf(stage: JourneyStage, curve: Curve): number {
  return stage[scoreField(curve)];
}

/** Sets a stage's score on one curve, rounded and kept within −2…+2. */
export function setScore(journey: Journey, stageId: string, curve: Curve, score: number): Journey {
  if (!Number.isFinite(score)) return journey;
  return changeStage(journey, stageId, (stage) =>
    stage[scoreField(curve)] === clampScore(score)
      ? stage
      : { ...stage, [scoreField(curve)]: clampScore(score) },
  );
}

export function setShowToBe(journey: Journey, showToBe: boolean): Journey {
  return { ...journey, showToBe };
}

// ---- lanes and cells ----------------------------------------------------------------

function changeLane(
  journey: Journey,
  laneId: string,
  change: (lane: JourneyLane) => JourneyLane,
): Journey {
  const at = journey.lanes.findIndex((lane) => lane.id === laneId);
  if (at < 0) return journey;
  return { ...journey, lanes: replaced(journey.lanes, at, change(journey.lanes[at]!)) };
}

function changeCell(
  journey: Journey,
  laneId: string,
  stageIndex: number,
  change: (cell: JourneyCell, lane: JourneyLane) => JourneyCell,
): Journey {
  if (stageIndex < 0 || stageIndex >= journey.stages.length) return journey;
  return changeLane(journey, laneId, (lane) => ({
    ...lane,
    cells: replaced(lane.cells, stageIndex, change(lane.cells[stageIndex]!, lane)),
  }));
}

export function setCellText(
  journey: Journey,
  laneId: string,
  stageIndex: number,
  text: string,
): Journey {
  const lane = journey.lanes.find((l) => l.id === laneId);
  const next = cut(text, JOURNEY_LIMITS.cellMaxLength);
  // An edit left as it was is no change: no undo step, no 'Unsaved*'.
  if (lane?.cells[stageIndex]?.text === next) return journey;
  return changeCell(journey, laneId, stageIndex, (cell) => ({ ...cell, text: next }));
}

/** A touchpoint's channel; other lanes have none. */
export function setChannel(
  journey: Journey,
  laneId: string,
  stageIndex: number,
  channel: JourneyChannel | null,
): Journey {
  return changeCell(journey, laneId, stageIndex, (cell, lane) =>
    lane.kind === 'touchpoints' ? { ...cell, channel } : cell,
  );
}

/** A custom text lane at the end, named; nothing at the limit. */
export function addCustomLane(journey: Journey, name: string, newId = randomId): Journey {
  if (!canAddLane(journey)) return journey;
  const lane: JourneyLane = {
    id: newId(),
    kind: 'custom',
    name: cut(name, JOURNEY_LIMITS.laneNameMaxLength),
    hidden: false,
    cells: journey.stages.map(() => emptyCell('custom')),
  };
  return { ...journey, lanes: [...journey.lanes, lane] };
}

/** Only custom lanes can go; the standard ones can be hidden instead. */
export function removeLane(journey: Journey, laneId: string): Journey {
  const lane = journey.lanes.find((l) => l.id === laneId);
  if (lane?.kind !== 'custom') return journey;
  return { ...journey, lanes: journey.lanes.filter((l) => l.id !== laneId) };
}

export function renameLane(journey: Journey, laneId: string, name: string): Journey {
  return changeLane(journey, laneId, (lane) =>
    lane.kind === 'custom' ? { ...lane, name: cut(name, JOURNEY_LIMITS.laneNameMaxLength) } : lane,
  );
}

export function moveLane(journey: Journey, laneId: string, to: number): Journey {
  const from = journey.lanes.findIndex((lane) => lane.id === laneId);
  if (from < 0 || to < 0 || to >= journey.lanes.length || to === from) return journey;
  return { ...journey, lanes: moved(journey.lanes, from, to) };
}

export function setLaneHidden(journey: Journey, laneId: string, hidden: boolean): Journey {
  return changeLane(journey, laneId, (lane) => ({ ...lane, hidden }));
}

// ---- persona --------------------------------------------------------------------------

/** A persona of the project: its key and its name now, kept for when it is deleted. */
export function choosePersona(journey: Journey, persona: { SK: string; name: string }): Journey {
  return { ...journey, personaSK: persona.SK, personaName: persona.name, photo: null };
}

/** A preset photo instead of a persona (what a guest can choose). */
export function choosePhoto(journey: Journey, photo: string): Journey {
  return { ...journey, personaSK: null, personaName: '', photo };
}

export function clearPersona(journey: Journey): Journey {
  return { ...journey, personaSK: null, personaName: '', photo: null };
}

export { personaShown } from './persona-shown';

// ---- pain points from empathy maps ----------------------------------------------------

export interface PainPoint {
  text: string;
  /** The empathy map it came from, and that map's name now. */
  empathyMapSK: string;
  mapName: string;
}

/**
 * The pain points of an empathy map's Pains box: one per line (a list typed there is one
 * per line; a paragraph is one pain point), without list bullets.
 */
export function painPointsOf(pains: string): string[] {
  return pains
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•–]|\d+[.)])\s+/, '').trim())
    .filter((line) => line !== '');
}

/** Whether `text` is already a line of the stage's pain-point cell. */
export function hasPainPoint(journey: Journey, stageIndex: number, text: string): boolean {
  const cell = laneOf(journey, 'painPoints').cells[stageIndex];
  return cell?.text.split('\n').some((line) => line.trim() === text.trim()) ?? false;
}

/**
 * Adds a pain point as a line of the stage's pain-point cell, remembering the empathy map
 * it came from. Nothing when it is there already, or when it would not fit (the cell's
 * length, or its number of sources): the caller says so.
 */
export function pullPainPoint(journey: Journey, stageIndex: number, pain: PainPoint): Journey {
  const lane = laneOf(journey, 'painPoints');
  const cell = lane.cells[stageIndex];
  if (!cell || hasPainPoint(journey, stageIndex, pain.text)) return journey;
  const text = cell.text.trim() === '' ? pain.text : `${cell.text}\n${pain.text}`;
  const sources = cell.sources ?? [];
  const known = sources.some((source) => source.empathyMapSK === pain.empathyMapSK);
  if (text.length > JOURNEY_LIMITS.cellMaxLength) return journey;
  if (!known && sources.length >= JOURNEY_LIMITS.maxSourcesPerCell) return journey;
  const source = { empathyMapSK: pain.empathyMapSK, name: pain.mapName };
  return changeCell(journey, lane.id, stageIndex, () => ({
    ...cell,
    text,
    sources: known
      ? sources.map((s) => (s.empathyMapSK === pain.empathyMapSK ? source : s))
      : [...sources, source],
  }));
}

export function removeSource(journey: Journey, stageIndex: number, empathyMapSK: string): Journey {
  const lane = laneOf(journey, 'painPoints');
  return changeCell(journey, lane.id, stageIndex, (cell) => ({
    ...cell,
    sources: (cell.sources ?? []).filter((source) => source.empathyMapSK !== empathyMapSK),
  }));
}
