import {
  buildKey,
  defaultEmpathyMapContent,
  type EmpathyMapContent,
  empathyMap,
  parseKey,
  updateEmpathyMapRequest,
} from 'shared-contracts';
import { badRequest } from '../http/errors.js';
import type { FeatureDefinition } from './definition.js';

const QUADRANTS = ['says', 'does', 'thinks', 'feels', 'pains', 'gains'] as const;

export const empathyMapFeature: FeatureDefinition<EmpathyMapContent> = {
  kind: 'empathyMap',
  label: 'Empathy map',
  route: 'empathy-maps',
  table: 'empathy_maps',
  skField: 'empathyMapSK',
  updateRequest: updateEmpathyMapRequest,
  detail: empathyMap,
  defaultContent: defaultEmpathyMapContent,
  toColumns(content) {
    return {
      ...Object.fromEntries(QUADRANTS.map((field) => [field, content[field]])),
      persona_id: content.personaSK ? parseKey('uxPersona', content.personaSK) : null,
    };
  },
  fromColumns(row) {
    return {
      ...Object.fromEntries(QUADRANTS.map((field) => [field, row[field]])),
      personaSK: typeof row.persona_id === 'string' ? buildKey('uxPersona', row.persona_id) : null,
    };
  },
  async checkReferences(trx, projectId, content) {
    if (!content.personaSK) return;
    const persona = await trx
      .selectFrom('ux_personas')
      .select('id')
      .where('project_id', '=', projectId)
      .where('id', '=', parseKey('uxPersona', content.personaSK)!)
      .executeTakeFirst();
    if (!persona) throw badRequest('The chosen persona is not in this project');
  },
};
