import { z } from 'zod';
import { EMPATHY_PAINS_GAINS_MAX_LENGTH, EMPATHY_QUADRANT_MAX_LENGTH } from '../../limits.js';
import { MESSAGES } from '../../messages.js';
import { boundedText, expectedVersion, featureName, keySchema } from '../../schemas/common.js';
import { storedItemFields } from '../../schemas/stored-item.js';
import type { EditorContract } from '../contract.js';
import { uxPersonaEditor } from '../ux-persona/description.js';
import { defaultEmpathyMapContent } from './content.js';
import { empathyMapEditor } from './description.js';

export * from './content.js';

/** The editable part of an empathy map: what a PATCH carries beside the keys. */
export const empathyMapContent = z.object({
  name: featureName,
  says: boundedText('Says', EMPATHY_QUADRANT_MAX_LENGTH),
  does: boundedText('Does', EMPATHY_QUADRANT_MAX_LENGTH),
  thinks: boundedText('Thinks', EMPATHY_QUADRANT_MAX_LENGTH),
  feels: boundedText('Feels', EMPATHY_QUADRANT_MAX_LENGTH),
  pains: boundedText('Pains', EMPATHY_PAINS_GAINS_MAX_LENGTH),
  gains: boundedText('Gains', EMPATHY_PAINS_GAINS_MAX_LENGTH),
  /** The persona of the same project this map is about, if one was chosen. */
  personaSK: keySchema(uxPersonaEditor).nullable().optional(),
});
export type EmpathyMapContent = z.infer<typeof empathyMapContent>;

export const updateEmpathyMapRequest = empathyMapContent.extend({
  projectSK: keySchema('project'),
  empathyMapSK: keySchema(empathyMapEditor),
  ...expectedVersion,
});
export type UpdateEmpathyMapRequest = z.input<typeof updateEmpathyMapRequest>;

export const empathyMap = z
  .object({
    PK: z.string(),
    SK: z.string(),
    projectSK: z.string(),
    empathyMapSK: z.string(),
    name: z.string(),
    says: z.string(),
    does: z.string(),
    thinks: z.string(),
    feels: z.string(),
    pains: z.string(),
    gains: z.string(),
    personaSK: z.string().nullable(),
    ...storedItemFields,
  })
  .meta({ id: 'EmpathyMap' });
export type EmpathyMap = z.infer<typeof empathyMap>;

/** What the empathy map editor's API answers and accepts (editors/contract.ts). */
export const empathyMapContract = {
  editor: empathyMapEditor,
  detail: empathyMap,
  update: updateEmpathyMapRequest,
  defaultContent: defaultEmpathyMapContent,
  references: [
    { field: 'personaSK', type: uxPersonaEditor.type, message: MESSAGES.personaNotInProject },
  ],
} satisfies EditorContract;
