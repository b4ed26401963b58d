import type { ReactNode } from 'react';
import type { UxPersonaContent } from 'shared-contracts';
import { TextArea } from 'shared-ui';
import { TEXT_LIMITS, type TextField } from '../model/fields';
import { STRINGS } from '../strings';
import { Block, HiddenBlock } from './Block';
import type { BlockFocus } from './block-focus';

/** A character count under a text area while editing (not in the export). */
function count(text: string, field: TextField): ReactNode {
  return (
    <span className="ui-editor-control">{STRINGS.count(text.length, TEXT_LIMITS[field])}</span>
  );
}

// Spec §2/§9: the text areas grow with their content up to MAX_HEIGHT, then scroll.
const MAX_HEIGHT = { biography: 600, goalsFrustrations: 400 } as const;

export function BiographyBlock({
  biography,
  onChange,
}: {
  biography: string;
  onChange: (value: string) => void;
}) {
  return (
    <Block title={STRINGS.biography}>
      <TextArea
        label={STRINGS.biography}
        hideLabel
        autoGrow
        maxHeight={MAX_HEIGHT.biography}
        maxLength={TEXT_LIMITS.biography}
        value={biography}
        hint={count(biography, 'biography')}
        onChange={(event) => onChange(event.target.value)}
      />
    </Block>
  );
}

interface GoalsFrustrationsBlockProps {
  persona: UxPersonaContent;
  onChange: (field: 'goals' | 'frustrations', value: string) => void;
  onClose: () => void;
  onShow: () => void;
  focus: BlockFocus;
}

/** Goals and frustrations close together, and closing clears both (spec §4). */
export function GoalsFrustrationsBlock({
  persona,
  onChange,
  onClose,
  onShow,
  focus,
}: GoalsFrustrationsBlockProps) {
  const title = STRINGS.goalsFrustrations;
  if (!persona.hasGoals_frustrations) {
    return (
      <HiddenBlock
        title={title}
        onShow={onShow}
        focus={focus('hasGoals_frustrations') === 'show'}
      />
    );
  }
  return (
    <Block title={title} onClose={onClose} focusClose={focus('hasGoals_frustrations') === 'close'}>
      <div className="persona-goals">
        <TextArea
          label={STRINGS.goals}
          placeholder={STRINGS.goalsPlaceholder}
          autoGrow
          maxHeight={MAX_HEIGHT.goalsFrustrations}
          maxLength={TEXT_LIMITS.goals}
          value={persona.goals}
          hint={count(persona.goals, 'goals')}
          onChange={(event) => onChange('goals', event.target.value)}
        />
        <TextArea
          label={STRINGS.frustrations}
          placeholder={STRINGS.frustrationsPlaceholder}
          autoGrow
          maxHeight={MAX_HEIGHT.goalsFrustrations}
          maxLength={TEXT_LIMITS.frustrations}
          value={persona.frustrations}
          hint={count(persona.frustrations, 'frustrations')}
          onChange={(event) => onChange('frustrations', event.target.value)}
        />
      </div>
    </Block>
  );
}
