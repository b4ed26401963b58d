import { type ItemKeys, useFeatureList } from 'editor-kit';
import { FEATURE_NAME_MAX_LENGTH } from 'shared-contracts';
import { USER_FLOW_LIMITS } from 'shared-contracts/editors/user-flow/content';
import { uxPersonaEditor } from 'shared-contracts/editors/ux-persona/description';
import { Select } from 'shared-ui';
import { userFlowText } from '../i18n';
import type { Flow } from '../model/flow';
import type { FlowCommands } from './useFlowCommands';

interface ActorsBarProps {
  flow: Flow;
  keys: ItemKeys | null;
  commands: FlowCommands;
}

/**
 * The project's personas the flow is about, shown as its actors: chosen from the
 * project's persona library, each removable. A persona deleted elsewhere stays in the
 * flow by the name it had, marked removed, until it is taken off: deleting a persona
 * changes no flow. A guest has no library, so no bar.
 */
export function ActorsBar({ flow, keys, commands }: ActorsBarProps) {
  const t = userFlowText.useT();
  const personas = useFeatureList(uxPersonaEditor, keys?.PK ?? null, keys !== null);
  if (!keys) return null;
  const library = new Map((personas.data ?? []).map((persona) => [persona.SK, persona.name]));
  const chosen = new Set(flow.actors.map((actor) => actor.personaSK));
  const choices = (personas.data ?? []).filter((persona) => !chosen.has(persona.SK));
  const full = flow.actors.length >= USER_FLOW_LIMITS.maxActors;
  return (
    <div className="uf-actors">
      <span className="uf-actors__title">{t('actors.title')}</span>
      {flow.actors.length === 0 && <span className="uf-actors__none">{t('actors.none')}</span>}
      <ul className="uf-actors__list">
        {flow.actors.map((actor) => {
          const name = library.get(actor.personaSK);
          const removed = personas.isSuccess && name === undefined;
          const shown = removed ? t('actors.removed', { name: actor.name }) : (name ?? actor.name);
          return (
            <li
              key={actor.personaSK}
              className={removed ? 'uf-actor uf-actor--removed' : 'uf-actor'}
            >
              <span>{shown}</span>
              <button
                type="button"
                aria-label={t('actors.remove', { name: shown })}
                title={t('actors.remove', { name: shown })}
                onClick={() =>
                  commands.setActors(flow.actors.filter((a) => a.personaSK !== actor.personaSK))
                }
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {!full && choices.length > 0 && (
        <Select
          label={t('actors.add')}
          hideLabel
          containerClassName="uf-actors__add"
          value=""
          placeholder={t('actors.add')}
          options={choices.map((persona) => ({ value: persona.SK, label: persona.name }))}
          onChange={(event) => {
            const persona = choices.find((p) => p.SK === event.target.value);
            if (persona)
              commands.setActors([
                ...flow.actors,
                { personaSK: persona.SK, name: persona.name.slice(0, FEATURE_NAME_MAX_LENGTH) },
              ]);
          }}
        />
      )}
      {personas.isSuccess && personas.data.length === 0 && (
        <span className="uf-actors__none">{t('actors.noPersonas')}</span>
      )}
    </div>
  );
}
