import { useMessageText } from 'editor-kit';
import type { UxPersonaContent } from 'shared-contracts';
import { GENDERS, type PersonaFlag } from 'shared-contracts/editors/ux-persona/content';
import { CloseIcon, IconButton, Select, TextField } from 'shared-ui';
import { personaText } from '../i18n';
import { DEMOGRAPHIC_FLAGS, type OptionalDemographic } from '../model/blocks';
import { ageText, isAgeValid, TEXT_LIMITS } from '../model/fields';
import type { PictureGaps } from '../model/picture';
import { Block, HiddenBlock } from './Block';
import type { BlockFocus } from './block-focus';
import { blurOnEnter, focusOnMount } from './keyboard';
import { withGap } from './picture-gap';

interface DemographicsBlockProps {
  persona: UxPersonaContent;
  onAgeChange: (typed: string) => void;
  onGenderChange: (value: string) => void;
  onTextChange: (field: OptionalDemographic, value: string) => void;
  onClose: (flag: PersonaFlag) => void;
  onShow: (flag: PersonaFlag) => void;
  focus: BlockFocus;
  gaps: PictureGaps;
}

const OPTIONAL = [
  { field: 'demographics_occupation', label: 'demographics.occupation' },
  { field: 'demographics_income', label: 'demographics.income' },
  { field: 'demographics_location', label: 'demographics.location' },
] as const satisfies readonly { field: OptionalDemographic; label: string }[];

/**
 * Age ('y.o.'), gender, and the optional occupation, income and location (spec §2), each
 * of which closes on its own and is cleared then (spec §4). The block itself has no switch.
 */
export function DemographicsBlock({
  persona,
  onAgeChange,
  onGenderChange,
  onTextChange,
  onClose,
  onShow,
  focus,
  gaps,
}: DemographicsBlockProps) {
  const t = personaText.useT();
  const messageText = useMessageText();
  const ageValid = isAgeValid(persona);
  const genders = GENDERS.map((value) => ({ value, label: t(`demographics.genders.${value}`) }));
  return (
    <Block title={t('demographics.title')} className="persona-demographics">
      <div className="persona-demographics__fixed">
        <TextField
          label={t('demographics.age')}
          inputMode="numeric"
          autoComplete="off"
          value={ageText(persona)}
          suffix={t('demographics.ageSuffix')}
          error={ageValid ? undefined : messageText('ageRange')}
          onChange={(event) => onAgeChange(event.target.value)}
          onKeyDown={blurOnEnter}
        />
        <Select
          label={t('demographics.gender')}
          placeholder={t('demographics.genderPlaceholder')}
          options={genders}
          value={persona.demographics_gender ?? ''}
          className={persona.demographics_gender ? undefined : 'persona-select--empty'}
          onChange={(event) => onGenderChange(event.target.value)}
        />
      </div>
      {OPTIONAL.map(({ field, label: labelKey }) => {
        const label = t(labelKey);
        const flag = DEMOGRAPHIC_FLAGS[field];
        return persona[flag] ? (
          <div
            key={field}
            className={withGap('persona-demographics__optional', gaps.texts.has(field))}
          >
            <TextField
              label={label}
              value={persona[field]}
              maxLength={TEXT_LIMITS[field]}
              onChange={(event) => onTextChange(field, event.target.value)}
              onKeyDown={blurOnEnter}
              containerClassName="persona-demographics__field"
            />
            <IconButton
              label={t('close', { block: label })}
              size="sm"
              className="ui-editor-control persona-demographics__close"
              onClick={() => onClose(flag)}
              ref={focus(flag) === 'close' ? focusOnMount : undefined}
            >
              <CloseIcon />
            </IconButton>
          </div>
        ) : (
          <HiddenBlock
            key={field}
            title={label}
            onShow={() => onShow(flag)}
            focus={focus(flag) === 'show'}
            compact
          />
        );
      })}
    </Block>
  );
}
