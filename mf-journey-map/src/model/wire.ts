import type { ItemKeys } from 'editor-kit';
import type {
  JourneyMap,
  UpdateJourneyMapRequest,
} from 'shared-contracts/editors/journey-map/schema';
import type { Journey } from './journey';

/**
 * The map as the API answers it, without the item's keys, dates and picture. A field an
 * older client left out comes back as null; the editor holds '' or null for it.
 */
export function fromDetail(detail: JourneyMap): Journey {
  return {
    name: detail.name,
    personaSK: detail.personaSK ?? null,
    personaName: detail.personaName ?? '',
    photo: detail.photo ?? null,
    scenario: detail.scenario,
    goal: detail.goal,
    showToBe: detail.showToBe,
    stages: detail.stages.map(({ id, name, score, toBeScore }) => ({ id, name, score, toBeScore })),
    lanes: detail.lanes.map(({ id, kind, name, hidden, cells }) => ({
      id,
      kind,
      name,
      hidden,
      cells: cells.map(({ text, channel, sources }) => ({
        text,
        ...(channel !== undefined ? { channel } : {}),
        ...(sources
          ? { sources: sources.map(({ empathyMapSK, name }) => ({ empathyMapSK, name })) }
          : {}),
      })),
    })),
  };
}

/** The PATCH body (spec §7): the whole map under the item's keys. */
export function toRequest(journey: Journey, keys: ItemKeys): UpdateJourneyMapRequest {
  return { ...journey, projectSK: keys.PK, journeyMapSK: keys.SK };
}
