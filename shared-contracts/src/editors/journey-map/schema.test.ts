import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import {
  defaultJourneyMapContent,
  JOURNEY_LIMITS,
  JOURNEY_MESSAGES,
  type JourneyMapContent,
  journeyMapContent,
  journeyShapeProblem,
  updateJourneyMapRequest,
} from './schema.js';

let counter = 0;
const newId = () => `id-${++counter}`;
const map = (change: (content: JourneyMapContent) => void = () => {}) => {
  const content = defaultJourneyMapContent(newId);
  change(content);
  return content;
};

function refusal(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

const addStage = (content: JourneyMapContent) => {
  content.stages.push({ id: newId(), name: '', score: 0, toBeScore: 0 });
  for (const lane of content.lanes) lane.cells.push({ text: '' });
};

describe('journeyMapContent', () => {
  it('accepts a new map', () => {
    expect(journeyMapContent.parse(map())).toMatchObject({ name: 'Journey map' });
  });

  it('accepts 15 stages and refuses 16 and 0', () => {
    const full = map((content) => {
      while (content.stages.length < JOURNEY_LIMITS.maxStages) addStage(content);
    });
    expect(journeyMapContent.safeParse(full).success).toBe(true);
    addStage(full);
    expect(refusal(journeyMapContent, full)).toBe(JOURNEY_MESSAGES.stageCount);
    const empty = map((content) => {
      content.stages = [];
      for (const lane of content.lanes) lane.cells = [];
    });
    expect(refusal(journeyMapContent, empty)).toBe(JOURNEY_MESSAGES.stageCount);
  });

  it('accepts five custom lanes, refuses a sixth', () => {
    const addLane = (content: JourneyMapContent) =>
      content.lanes.push({
        id: newId(),
        kind: 'custom',
        name: 'Mine',
        hidden: false,
        cells: content.stages.map(() => ({ text: '' })),
      });
    const five = map((content) => {
      for (let i = 0; i < 5; i++) addLane(content);
    });
    expect(journeyMapContent.safeParse(five).success).toBe(true);
    addLane(five);
    expect(refusal(journeyMapContent, five)).toBe(JOURNEY_MESSAGES.customLanes);
  });

  it('refuses a missing or doubled standard lane', () => {
    expect(
      refusal(
        journeyMapContent,
        map((c) => c.lanes.pop()),
      ),
    ).toBe(JOURNEY_MESSAGES.standardLanes);
    expect(
      refusal(
        journeyMapContent,
        map((c) => c.lanes.push({ ...c.lanes[0]!, id: newId() })),
      ),
    ).toBe(JOURNEY_MESSAGES.standardLanes);
  });

  it('refuses a lane whose cells do not match the stages, and repeated ids', () => {
    expect(
      refusal(
        journeyMapContent,
        map((c) => c.lanes[2]!.cells.pop()),
      ),
    ).toBe(JOURNEY_MESSAGES.cellCount);
    expect(
      refusal(
        journeyMapContent,
        map((c) => (c.stages[1]!.id = c.stages[0]!.id)),
      ),
    ).toBe(MESSAGES.duplicateId);
  });

  it('keeps texts within their limits', () => {
    const cell = 'x'.repeat(JOURNEY_LIMITS.cellMaxLength);
    expect(
      journeyMapContent.safeParse(map((c) => (c.lanes[0]!.cells[0]!.text = cell))).success,
    ).toBe(true);
    expect(
      refusal(
        journeyMapContent,
        map((c) => (c.lanes[0]!.cells[0]!.text = `${cell}x`)),
      ),
    ).toBe(MESSAGES.tooLong('Cell', JOURNEY_LIMITS.cellMaxLength));
    expect(
      refusal(
        journeyMapContent,
        map((c) => (c.stages[0]!.name = 'x'.repeat(61))),
      ),
    ).toBe(MESSAGES.tooLong('Stage name', 60));
    expect(
      refusal(
        journeyMapContent,
        map((c) => (c.goal = 'x'.repeat(301))),
      ),
    ).toBe(MESSAGES.tooLong('Goal', 300));
  });

  it.each([3, -3, 0.5, '1', null])('refuses the score %s', (score) => {
    expect(
      refusal(
        journeyMapContent,
        map((c) => Object.assign(c.stages[0]!, { score })),
      ),
    ).toBe(JOURNEY_MESSAGES.score);
  });

  it('refuses an unknown channel and a foreign source key', () => {
    expect(
      refusal(
        journeyMapContent,
        map((c) => Object.assign(c.lanes[1]!.cells[0]!, { channel: 'fax' })),
      ),
    ).toBe(JOURNEY_MESSAGES.channel);
    expect(
      journeyMapContent.safeParse(
        map((c) =>
          Object.assign(c.lanes[4]!.cells[0]!, {
            sources: [{ empathyMapSK: 'UXPERS#x', name: 'n' }],
          }),
        ),
      ).success,
    ).toBe(false);
  });

  it('answers the shape problem of plain data', () => {
    expect(journeyShapeProblem(map())).toBeNull();
  });
});

describe('updateJourneyMapRequest', () => {
  it('keeps the map rules beside the keys', () => {
    const keys = {
      projectSK: 'PROJECT#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f',
      journeyMapSK: 'JOURNEY_3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f',
    };
    expect(updateJourneyMapRequest.parse({ ...map(), ...keys }).journeyMapSK).toBe(
      'JOURNEY#3f2a6c1e-8b4d-4f6a-9c2e-1a2b3c4d5e6f',
    );
    expect(refusal(updateJourneyMapRequest, { ...map((c) => c.lanes.pop()), ...keys })).toBe(
      JOURNEY_MESSAGES.standardLanes,
    );
  });
});
