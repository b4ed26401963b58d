import { useState } from 'react';
import { Button, type ButtonVariant } from '../components/Button';
import { IconButton } from '../components/IconButton';
import { PasswordField } from '../components/PasswordField';
import { Select } from '../components/Select';
import { Slider } from '../components/Slider';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import * as Icons from '../icons/icons';
import { DemoSection } from './DemoSection';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];

/** Buttons, icons and every form control, in their states. */
export function ControlsDemo() {
  const [name, setName] = useState('ab');
  const [description, setDescription] = useState('');
  const [gender, setGender] = useState('');
  const [level, setLevel] = useState(50);
  return (
    <>
      <DemoSection id="buttons" title="Buttons">
        {VARIANTS.map((variant) => (
          <div key={variant} className="ui-kit__row">
            <Button variant={variant}>{variant}</Button>
            <Button variant={variant} size="sm">
              small
            </Button>
            <Button variant={variant} disabled>
              disabled
            </Button>
            <Button variant={variant} loading>
              loading
            </Button>
          </div>
        ))}
        <div className="ui-kit__row">
          <Button>
            <Icons.PlusIcon /> Create New
          </Button>
          <IconButton label="Edit">
            <Icons.PencilIcon />
          </IconButton>
          <IconButton label="Delete" variant="danger">
            <Icons.TrashIcon />
          </IconButton>
          <IconButton label="Add" variant="primary">
            <Icons.PlusIcon />
          </IconButton>
          <IconButton label="Next" variant="secondary">
            <Icons.ChevronRightIcon />
          </IconButton>
          <IconButton label="Disabled" disabled>
            <Icons.CloseIcon />
          </IconButton>
        </div>
      </DemoSection>

      <DemoSection id="icons" title="Icons">
        <ul className="ui-kit__icons">
          {Object.entries(Icons).map(([iconName, Icon]) => (
            <li key={iconName}>
              <Icon size={24} />
              <code>{iconName}</code>
            </li>
          ))}
        </ul>
      </DemoSection>

      <DemoSection id="inputs" title="Inputs">
        <div className="ui-kit__form-grid">
          <TextField
            label="Email"
            type="email"
            placeholder="you@example.com"
            hint="We never share it."
          />
          <TextField
            label="Project name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={name.length < 3 ? 'Name must be at least 3 characters.' : undefined}
          />
          <PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />
          <TextField label="Age" type="number" suffix="y.o." defaultValue={32} />
          <TextField label="Read only" readOnly value="someone@example.com" />
          <TextField label="Disabled" disabled placeholder="Not now" />
          <TextField label="Search projects" hideLabel placeholder="Search (label hidden)" />
          <Select
            label="Gender"
            placeholder="Select gender"
            value={gender}
            onChange={(event) => setGender(event.target.value)}
            options={[
              { value: 'male', label: 'Male' },
              { value: 'female', label: 'Female' },
              { value: 'other', label: 'Other' },
            ]}
          />
          <Select
            label="With error"
            options={[]}
            placeholder="Nothing to pick"
            error="Pick something"
          />
        </div>
      </DemoSection>

      <DemoSection id="text-areas" title="Text areas and sliders">
        <div className="ui-kit__form-grid">
          <TextArea
            label="Description (Enter blocked, grows to 160 px)"
            autoGrow
            maxHeight={160}
            blockEnter
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            hint={`${description.length} / 500`}
          />
          <TextArea label="Biography" placeholder="Plain, resizable" />
          <TextArea
            label="Goals"
            error="Goals must be less than 300 characters."
            defaultValue="…"
          />
          <div className="ui-kit__stack">
            <Slider label="Tech level" value={level} onChange={setLevel} />
            <Slider
              label="Introvert / Extrovert"
              value={100 - level}
              onChange={(value) => setLevel(100 - value)}
              hideValue
              startLabel="Introvert"
              endLabel="Extrovert"
            />
            <Slider label="Disabled" value={30} onChange={() => {}} disabled />
          </div>
        </div>
      </DemoSection>
    </>
  );
}
