import type { UxPersonaContent } from 'shared-contracts';
import { CharacterCount, TextArea } from 'shared-ui';
import { personaText } from '../i18n';
import { TEXT_LIMITS, type TextField } from '../model/fields';
import type { PictureGaps } from '../model/picture';
import { Block, HiddenBlock } from './Block';
import type { BlockFocus } from './block-focus';
import { withGap } from './picture-gap';

/** A character count under a text area while editing (not in the export). */
function Count({ text, field }: { text: string; field: TextField }) {
  return (
    <CharacterCount length={text.length} max={TEXT_LIMITS[field]} className="ui-editor-control" />
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
  const t = personaText.useT();
  return (
    <Block title={t('biography')}>
      <TextArea
        label={t('biography')}
        hideLabel
        autoGrow
        maxHeight={MAX_HEIGHT.biography}
        maxLength={TEXT_LIMITS.biography}
        value={biography}
        hint={<Count text={biography} field="biography" />}
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
  gaps: PictureGaps;
}

/** Goals and frustrations close together, and closing clears both (spec §4). */
export function GoalsFrustrationsBlock({
  persona,
  onChange,
  onClose,
  onShow,
  focus,
  gaps,
}: GoalsFrustrationsBlockProps) {
  const t = personaText.useT();
  const title = t('goalsFrustrations');
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
    <Block
      title={title}
      onClose={onClose}
      focusClose={focus('hasGoals_frustrations') === 'close'}
      className={withGap(undefined, gaps.parts.has('goalsFrustrations'))}
    >
      <div className="persona-goals">
        <TextArea
          label={t('goals')}
          placeholder={t('goalsPlaceholder')}
          autoGrow
          maxHeight={MAX_HEIGHT.goalsFrustrations}
          maxLength={TEXT_LIMITS.goals}
          value={persona.goals}
          containerClassName={withGap(undefined, gaps.texts.has('goals'))}
          hint={<Count text={persona.goals} field="goals" />}
          onChange={(event) => onChange('goals', event.target.value)}
        />
        <TextArea
          label={t('frustrations')}
          placeholder={t('frustrationsPlaceholder')}
          autoGrow
          maxHeight={MAX_HEIGHT.goalsFrustrations}
          maxLength={TEXT_LIMITS.frustrations}
          value={persona.frustrations}
          containerClassName={withGap(undefined, gaps.texts.has('frustrations'))}
          hint={<Count text={persona.frustrations} field="frustrations" />}
          onChange={(event) => onChange('frustrations', event.target.value)}
        />
      </div>
    </Block>
  );
}
