import { useMessageText } from 'editor-kit';
import { useState } from 'react';
import {
  type MessageCode,
  PERSONA_SHORT_TEXT_MAX_LENGTH,
  type UxPersonaContent,
} from 'shared-contracts';
import { Button, CloseIcon, IconButton, PlusIcon } from 'shared-ui';
import { personaText } from '../i18n';
import type { en } from '../i18n/en';
import type { PictureGaps } from '../model/picture';
import { canAddTrait, type TraitList } from '../model/traits';
import { Block, HiddenBlock } from './Block';
import { blurOnEnter, focusOnMount } from './keyboard';
import { LevelRange } from './LevelRange';
import { withGap } from './picture-gap';

interface TraitsBlockProps {
  list: TraitList;
  persona: UxPersonaContent;
  open: boolean;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onLevel: (id: string, level: number) => void;
  onClose: () => void;
  onShow: () => void;
  focus: 'close' | 'show' | null;
  gaps: PictureGaps;
}

type TraitWords = keyof typeof en.traits.skills;

/** The spec's message when a list is full (spec §5: at most 20 each). */
const TRAIT_LIMIT_MESSAGES: Record<TraitList, MessageCode> = {
  skills: 'maxSkills',
  motivations: 'maxMotivations',
};

/**
 * Skills or motivations (spec §2): each a name and a 0–100 level, at most 20 (spec §5).
 * A row can be removed too (the spec is silent; without it a list could only grow).
 */
export function TraitsBlock({
  list,
  persona,
  open,
  onAdd,
  onRemove,
  onRename,
  onLevel,
  onClose,
  onShow,
  focus,
  gaps,
}: TraitsBlockProps) {
  const t = personaText.useT();
  const messageText = useMessageText();
  // Each list has sentences of its own: other languages inflect 'skill' / 'motivation'.
  const words = (key: TraitWords, values?: Record<string, unknown>) =>
    t(`traits.${list}.${key}`, values);
  const title = words('title');
  const max = messageText(TRAIT_LIMIT_MESSAGES[list]);
  // The row just added takes focus, so typing its name can start at once.
  const [added, setAdded] = useState<string | null>(null);
  if (!open) return <HiddenBlock title={title} onShow={onShow} focus={focus === 'show'} />;

  const traits = persona[list];
  const canAdd = canAddTrait(persona, list);
  return (
    <Block
      title={title}
      onClose={onClose}
      focusClose={focus === 'close'}
      className={withGap(undefined, gaps.parts.has(list))}
    >
      {traits.length === 0 && <p className="persona-traits__empty">{words('empty')}</p>}
      <ul className="persona-traits">
        {traits.map((trait, index) => (
          <li key={trait.id} className={withGap('persona-traits__row', gaps.traits.has(trait.id))}>
            <div className="persona-traits__top">
              <input
                className="ui-input persona-traits__name"
                aria-label={words('nameLabel', { position: index + 1 })}
                placeholder={words('placeholder')}
                value={trait.name}
                maxLength={PERSONA_SHORT_TEXT_MAX_LENGTH}
                onChange={(event) => onRename(trait.id, event.target.value)}
                onKeyDown={blurOnEnter}
                ref={trait.id === added ? focusOnMount : undefined}
              />
              <span className="persona-traits__value" aria-hidden="true">
                {trait.level}
              </span>
              <IconButton
                label={
                  trait.name.trim()
                    ? words('remove', { name: trait.name.trim() })
                    : words('removeUnnamed', { position: index + 1 })
                }
                size="sm"
                className="ui-editor-control"
                onClick={() => onRemove(trait.id)}
              >
                <CloseIcon />
              </IconButton>
            </div>
            <LevelRange
              label={
                trait.name.trim()
                  ? words('levelLabel', { name: trait.name.trim() })
                  : words('levelLabelUnnamed', { position: index + 1 })
              }
              value={trait.level}
              onChange={(level) => onLevel(trait.id, level)}
            />
          </li>
        ))}
      </ul>
      <div className="persona-traits__add ui-editor-control">
        <Button
          variant="secondary"
          size="sm"
          disabled={!canAdd}
          title={canAdd ? undefined : max}
          onClick={() => {
            const id = crypto.randomUUID();
            setAdded(id);
            onAdd(id);
          }}
        >
          <PlusIcon aria-hidden="true" /> {words('add')}
        </Button>
        {!canAdd && <p className="persona-traits__limit">{max}</p>}
      </div>
    </Block>
  );
}
