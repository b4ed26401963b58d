import type { UpdateUxPersonaRequest, UxPersona } from 'shared-contracts';

/**
 * A persona made from the empathy map's picker: the server creates it with the default
 * persona content (spec §3), and the picker only gives it a name. `PATCH
 * /api/ux-personas` takes the whole persona object (spec §7), so the request is the
 * created persona with its new name, without the fields the server owns. Its `version`
 * stays: the naming is an edit of the persona as created (the concurrent-edit rule).
 */
export function namedPersonaRequest(created: UxPersona, name: string): UpdateUxPersonaRequest {
  const {
    PK: _pk,
    SK: _sk,
    thumbnailPath: _thumbnail,
    UPDATED_AT: _updated,
    CREATED_AT: _created,
    ...content
  } = created;
  return { ...content, name: name.trim() };
}
