import type { KeyPath } from 'editor-kit';
import {
  defaultJourneyMapContent,
  JOURNEY_STANDARD_LANES,
} from 'shared-contracts/editors/journey-map/content';
import type { en } from '../i18n/en';
import { type Journey, randomId } from './journey';

type Words = typeof en;
type SampleStage = keyof Words['sample']['stages'];

/** The sample's stages in order, with the as-is and to-be emotions of each. */
const STAGES: readonly { key: SampleStage; score: number; toBeScore: number; channel: string }[] = [
  { key: 'inspiration', score: 1, toBeScore: 1, channel: 'app' },
  { key: 'search', score: -1, toBeScore: 1, channel: 'web' },
  { key: 'booking', score: -2, toBeScore: 1, channel: 'app' },
  { key: 'trip', score: 2, toBeScore: 2, channel: 'store' },
  { key: 'sharing', score: 1, toBeScore: 2, channel: 'email' },
];

/**
 * The guest's journey (spec §1: every editor opens on sample data), in the language of
 * `t` (the catalogue's translate function): five stages of booking a city break, every
 * standard lane filled, a dip in the middle and the to-be curve shown. No persona photo:
 * 'Choose persona' invites the guest to pick one, and the page loads no photo list
 * before it is asked for (a third round trip on the editor's first load).
 */
export function sampleJourney(t: (key: KeyPath<Words>) => string, newId = randomId): Journey {
  const base = defaultJourneyMapContent(newId);
  const stages = STAGES.map(({ key, score, toBeScore }) => ({
    id: newId(),
    name: t(`sample.stages.${key}.name`),
    score,
    toBeScore,
  }));
  return {
    ...base,
    name: t('sample.name'),
    scenario: t('sample.scenario'),
    goal: t('sample.goal'),
    showToBe: true,
    stages,
    lanes: JOURNEY_STANDARD_LANES.map((kind, index) => ({
      id: base.lanes[index]!.id,
      kind,
      name: '',
      hidden: false,
      cells: STAGES.map(({ key, channel }) => {
        const text = t(`sample.stages.${key}.${kind}`);
        return kind === 'touchpoints'
          ? { text, channel: channel as 'web' | 'app' | 'email' | 'store' }
          : { text };
      }),
    })),
  };
}
