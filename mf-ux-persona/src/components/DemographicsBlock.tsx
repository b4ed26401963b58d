import { MESSAGES, type PersonaFlag, type UxPersonaContent } from 'shared-contracts';
import { CloseIcon, IconButton, Select, TextField } from 'shared-ui';
import { DEMOGRAPHIC_FLAGS, type OptionalDemographic } from '../model/blocks';
import { ageText, isAgeValid, TEXT_LIMITS } from '../model/fields';
import { STRINGS } from '../strings';
import { Block, HiddenBlock } from './Block';
import type { BlockFocus } from './block-focus';
import { blurOnEnter, focusOnMount } from './keyboard';

interface DemographicsBlockProps {
  persona: UxPersonaContent;
  onAgeChange: (typed: string) => void;
  onGenderChange: (value: string) => void;
  onTextChange: (field: OptionalDemographic, value: string) => void;
  onClose: (flag: PersonaFlag) => void;
  onShow: (flag: PersonaFlag) => void;
  focus: BlockFocus;
}

const OPTIONAL: { field: OptionalDemographic; label: string }[] = [
  { field: 'demographics_occupation', label: STRINGS.demographics.occupation },
  { field: 'demographics_income', label: STRINGS.demographics.income },
  { field: 'demographics_location', label: STRINGS.demographics.location },
];

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
}: DemographicsBlockProps) {
  const ageValid = isAgeValid(persona);
  return (
    <Block title={STRINGS.demographics.title} className="persona-demographics">
      <div className="persona-demographics__fixed">
        <TextField
          label={STRINGS.demographics.age}
          inputMode="numeric"
          autoComplete="off"
          value={ageText(persona)}
          suffix={STRINGS.demographics.ageSuffix}
          error={ageValid ? undefined : MESSAGES.ageRange}
          onChange={(event) => onAgeChange(event.target.value)}
          onKeyDown={blurOnEnter}
        />
        <Select
          label={STRINGS.demographics.gender}
          placeholder={STRINGS.demographics.genderPlaceholder}
          options={STRINGS.demographics.genders}
          value={persona.demographics_gender ?? ''}
          className={persona.demographics_gender ? undefined : 'persona-select--empty'}
          onChange={(event) => onGenderChange(event.target.value)}
        />
      </div>
      {OPTIONAL.map(({ field, label }) => {
        const flag = DEMOGRAPHIC_FLAGS[field];
        return persona[flag] ? (
          <div key={field} className="persona-demographics__optional">
            <TextField
              label={label}
              value={persona[field]}
              maxLength={TEXT_LIMITS[field]}
              onChange={(event) => onTextChange(field, event.target.value)}
              onKeyDown={blurOnEnter}
              containerClassName="persona-demographics__field"
            />
            <IconButton
              label={STRINGS.close(label)}
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
