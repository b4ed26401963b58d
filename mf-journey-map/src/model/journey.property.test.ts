import fc from 'fast-check';
import {
  defaultJourneyMapContent,
  JOURNEY_CHANNELS,
} from 'shared-contracts/editors/journey-map/content';
import { journeyMapContent } from 'shared-contracts/editors/journey-map/schema';
import { describe, expect, it } from 'vitest';
import {
  addCustomLane,
  addStage,
  choosePersona,
  choosePhoto,
  clearPersona,
  type Journey,
  moveLane,
  moveStage,
  pullPainPoint,
  removeLane,
  removeSource,
  removeStage,
  renameLane,
  setCellText,
  setChannel,
  setGoal,
  setLaneHidden,
  setScenario,
  setScore,
  setShowToBe,
  setStageName,
} from './journey';

/*
 * Issue H4: whatever the user does, the map stays within the limits the server checks, so
 * it can always be saved. Each edit is picked by index into what the map has at that
 * moment, with texts longer than any limit.
 */

type Edit = (journey: Journey, newId: () => string) => Journey;

const text = fc.string({ unit: 'grapheme-composite', maxLength: 400 });
const index = fc.nat(20);
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const MAP_KEYS = Array.from(
  { length: 12 },
  (_, i) => `EMPMAP#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e${String(i).padStart(2, '0')}`,
);

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(index).map(
    ([i]) =>
      (j: Journey, id: () => string) =>
        addStage(j, i, id),
  ),
  index.map((i) => (j: Journey) => removeStage(j, pick(j.stages, i).id)),
  fc.tuple(index, index).map(
    ([i, to]) =>
      (j: Journey) =>
        moveStage(j, pick(j.stages, i).id, to),
  ),
  fc.tuple(index, text).map(
    ([i, name]) =>
      (j: Journey) =>
        setStageName(j, pick(j.stages, i).id, name),
  ),
  fc.tuple(index, fc.constantFrom('asIs', 'toBe' as const), fc.double({ min: -10, max: 10 })).map(
    ([i, curve, score]) =>
      (j: Journey) =>
        setScore(j, pick(j.stages, i).id, curve, score),
  ),
  fc.tuple(index, index, text).map(
    ([l, s, t]) =>
      (j: Journey) =>
        setCellText(j, pick(j.lanes, l).id, s % j.stages.length, t),
  ),
  fc.tuple(index, index, fc.constantFrom(null, ...JOURNEY_CHANNELS)).map(
    ([l, s, c]) =>
      (j: Journey) =>
        setChannel(j, pick(j.lanes, l).id, s % j.stages.length, c),
  ),
  text.map((name) => (j: Journey, id: () => string) => addCustomLane(j, name, id)),
  index.map((l) => (j: Journey) => removeLane(j, pick(j.lanes, l).id)),
  fc.tuple(index, text).map(
    ([l, name]) =>
      (j: Journey) =>
        renameLane(j, pick(j.lanes, l).id, name),
  ),
  fc.tuple(index, index).map(
    ([l, to]) =>
      (j: Journey) =>
        moveLane(j, pick(j.lanes, l).id, to),
  ),
  fc.tuple(index, fc.boolean()).map(
    ([l, hidden]) =>
      (j: Journey) =>
        setLaneHidden(j, pick(j.lanes, l).id, hidden),
  ),
  text.map((scenario) => (j: Journey) => setScenario(j, scenario)),
  text.map((goal) => (j: Journey) => setGoal(j, goal)),
  fc.boolean().map((show) => (j: Journey) => setShowToBe(j, show)),
  fc.constant<Edit>((j: Journey) =>
    choosePersona(j, { SK: 'UXPERS#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f', name: 'Anna' }),
  ),
  fc.constant<Edit>((j: Journey) => choosePhoto(j, 'preset-07')),
  fc.constant<Edit>(clearPersona),
  fc.tuple(index, fc.string({ minLength: 1, maxLength: 120 }), index).map(
    ([s, pain, m]) =>
      (j: Journey) =>
        pullPainPoint(j, s % j.stages.length, {
          text: pain,
          empathyMapSK: pick(MAP_KEYS, m),
          mapName: `Map ${m}`,
        }),
  ),
  fc.tuple(index, index).map(
    ([s, m]) =>
      (j: Journey) =>
        removeSource(j, s % j.stages.length, pick(MAP_KEYS, m)),
  ),
);

describe('any sequence of edits', () => {
  it('keeps the map within the limits the server checks', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 60 }), (edits) => {
        let counter = 0;
        const newId = () => `id-${++counter}`;
        let journey = defaultJourneyMapContent(newId);
        for (const apply of edits) {
          journey = apply(journey, newId);
          const parsed = journeyMapContent.safeParse(journey);
          expect(parsed.error?.issues ?? []).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
