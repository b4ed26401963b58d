import {
  defaultJourneyMapContent,
  JOURNEY_LIMITS,
} from 'shared-contracts/editors/journey-map/content';
import { describe, expect, it } from 'vitest';
import {
  addCustomLane,
  addStage,
  choosePersona,
  choosePhoto,
  type Journey,
  laneOf,
  moveLane,
  moveStage,
  painPointsOf,
  personaShown,
  pullPainPoint,
  removeLane,
  removeSource,
  removeStage,
  setCellText,
  setChannel,
  setScore,
} from './journey';

let counter = 0;
const newId = () => `id-${++counter}`;
const fresh = (): Journey => defaultJourneyMapContent(newId);
const MAP = 'EMPMAP#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f';
const OTHER_MAP = 'EMPMAP#9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

describe('stages', () => {
  it('adds a stage with a cell in every lane, up to the limit', () => {
    let journey = fresh();
    journey = addStage(journey, 1, newId);
    expect(journey.stages).toHaveLength(5);
    expect(journey.stages[1]).toMatchObject({ name: '', score: 0, toBeScore: 0 });
    for (const lane of journey.lanes) expect(lane.cells).toHaveLength(5);
    expect(laneOf(journey, 'touchpoints').cells[1]).toEqual({ text: '', channel: null });
    while (journey.stages.length < JOURNEY_LIMITS.maxStages) journey = addStage(journey);
    expect(addStage(journey)).toBe(journey);
  });

  it('moves a stage with its cells, and removes one down to the last', () => {
    let journey = fresh();
    const [first] = journey.stages;
    const actions = laneOf(journey, 'actions').id;
    journey = setCellText(journey, actions, 0, 'Search');
    journey = moveStage(journey, first!.id, 2);
    expect(journey.stages[2]).toBe(first);
    expect(laneOf(journey, 'actions').cells[2]?.text).toBe('Search');
    expect(moveStage(journey, first!.id, 9)).toBe(journey);
    for (const stage of [...journey.stages]) journey = removeStage(journey, stage.id);
    expect(journey.stages).toHaveLength(1);
    expect(laneOf(journey, 'actions').cells).toHaveLength(1);
  });

  it('keeps scores whole and within −2…+2', () => {
    const journey = fresh();
    const id = journey.stages[0]!.id;
    expect(setScore(journey, id, 'asIs', 7).stages[0]?.score).toBe(2);
    expect(setScore(journey, id, 'toBe', -2.6).stages[0]?.toBeScore).toBe(-2);
    expect(setScore(journey, id, 'asIs', Number.NaN)).toBe(journey);
  });
});

describe('lanes and cells', () => {
  it('cuts text at the cell limit and sets channels on touchpoints only', () => {
    let journey = fresh();
    const actions = laneOf(journey, 'actions').id;
    const touchpoints = laneOf(journey, 'touchpoints').id;
    journey = setCellText(journey, actions, 0, 'x'.repeat(400));
    expect(laneOf(journey, 'actions').cells[0]?.text).toHaveLength(JOURNEY_LIMITS.cellMaxLength);
    journey = setChannel(journey, touchpoints, 1, 'email');
    expect(laneOf(journey, 'touchpoints').cells[1]?.channel).toBe('email');
    expect(setChannel(journey, actions, 1, 'email')).toEqual(journey);
    expect(setCellText(journey, touchpoints, 1, '')).toBe(journey);
  });

  it('adds up to five custom lanes and removes only those', () => {
    let journey = fresh();
    for (let i = 0; i < 7; i++) journey = addCustomLane(journey, `Lane ${i}`, newId);
    const custom = journey.lanes.filter((lane) => lane.kind === 'custom');
    expect(custom).toHaveLength(JOURNEY_LIMITS.maxCustomLanes);
    expect(removeLane(journey, laneOf(journey, 'actions').id)).toBe(journey);
    expect(removeLane(journey, custom[0]!.id).lanes).toHaveLength(10);
  });

  it('reorders lanes', () => {
    const journey = fresh();
    const opportunities = laneOf(journey, 'opportunities');
    expect(moveLane(journey, opportunities.id, 0).lanes[0]).toBe(opportunities);
  });
});

describe('the persona', () => {
  it('says a persona that is gone was removed, keeping its name', () => {
    const chosen = choosePersona(fresh(), { SK: 'UXPERS#a', name: 'Anna' });
    expect(personaShown(chosen, undefined)).toEqual({
      kind: 'persona',
      SK: 'UXPERS#a',
      name: 'Anna',
    });
    expect(personaShown(chosen, new Set(['UXPERS#b']))).toEqual({ kind: 'removed', name: 'Anna' });
    // The server cleared the key when the persona was deleted.
    expect(personaShown({ ...chosen, personaSK: null }, new Set())).toEqual({
      kind: 'removed',
      name: 'Anna',
    });
    expect(personaShown(choosePhoto(chosen, 'preset-03'), undefined)).toEqual({
      kind: 'photo',
      photo: 'preset-03',
    });
    expect(personaShown(fresh(), undefined)).toEqual({ kind: 'none' });
  });
});

describe('pain points from empathy maps', () => {
  it('reads one pain point a line, without bullets', () => {
    expect(painPointsOf('- Slow site\n\n2. Hidden fees \n• Long forms\nNo reviews')).toEqual([
      'Slow site',
      'Hidden fees',
      'Long forms',
      'No reviews',
    ]);
  });

  it('adds a pain point once, with its source, and drops a source', () => {
    let journey = fresh();
    journey = pullPainPoint(journey, 1, { text: 'Slow site', empathyMapSK: MAP, mapName: 'Anna' });
    journey = pullPainPoint(journey, 1, { text: 'Slow site', empathyMapSK: MAP, mapName: 'Anna' });
    journey = pullPainPoint(journey, 1, { text: 'Fees', empathyMapSK: OTHER_MAP, mapName: 'Bob' });
    const cell = laneOf(journey, 'painPoints').cells[1];
    expect(cell?.text).toBe('Slow site\nFees');
    expect(cell?.sources).toEqual([
      { empathyMapSK: MAP, name: 'Anna' },
      { empathyMapSK: OTHER_MAP, name: 'Bob' },
    ]);
    journey = removeSource(journey, 1, MAP);
    expect(laneOf(journey, 'painPoints').cells[1]?.sources).toHaveLength(1);
  });

  it('adds nothing that would not fit the cell', () => {
    const journey = fresh();
    const full = setCellText(journey, laneOf(journey, 'painPoints').id, 0, 'x'.repeat(295));
    const pain = { text: 'Too long', empathyMapSK: MAP, mapName: 'Anna' };
    expect(pullPainPoint(full, 0, pain)).toBe(full);
  });
});
