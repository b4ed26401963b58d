import { sql } from 'kysely';
import {
  defaultUxPersonaContent,
  PERSONA_FLAGS,
  PERSONALITY_SLIDERS,
  type UxPersonaContent,
  updateUxPersonaRequest,
  uxPersona,
} from 'shared-contracts';
import type { FeatureDefinition } from './definition.js';

const TEXT_FIELDS = [
  'personality',
  'biography',
  'goals',
  'frustrations',
  'demographics_occupation',
  'demographics_income',
  'demographics_location',
] as const;

const pick = (source: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, source[field]]));

export const uxPersonaFeature: FeatureDefinition<UxPersonaContent> = {
  kind: 'uxPersona',
  label: 'UX persona',
  route: 'ux-personas',
  table: 'ux_personas',
  skField: 'uxPersonaSK',
  updateRequest: updateUxPersonaRequest,
  detail: uxPersona,
  defaultContent: () => defaultUxPersonaContent(),
  toColumns(content) {
    return {
      ...pick(content, [...TEXT_FIELDS, ...PERSONALITY_SLIDERS]),
      demographics_age: content.demographics_age ?? null,
      demographics_gender: content.demographics_gender ?? null,
      flags: JSON.stringify(pick(content, PERSONA_FLAGS)),
      skills: JSON.stringify(content.skills),
      motivations: JSON.stringify(content.motivations),
    };
  },
  fromColumns(row) {
    return {
      ...pick(row, [...TEXT_FIELDS, ...PERSONALITY_SLIDERS]),
      demographics_age: row.demographics_age ?? null,
      demographics_gender: row.demographics_gender ?? null,
      ...JSON.parse(String(row.flags)),
      skills: JSON.parse(String(row.skills)),
      motivations: JSON.parse(String(row.motivations)),
    };
  },
  async afterDelete(trx, projectId, itemId) {
    // Empathy maps that were about this persona are about no one now: a change of their
    // content, so it counts as a save (an open editor's copy is no longer the latest).
    await trx
      .updateTable('empathy_maps')
      .set({ persona_id: null, version: sql<number>`version + 1` })
      .where('project_id', '=', projectId)
      .where('persona_id', '=', itemId)
      .execute();
  },
};
