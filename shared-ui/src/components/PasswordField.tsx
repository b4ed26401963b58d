import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { IconButton } from './IconButton';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix' | 'hideLabel'> & {
  /** Accessible name of the toggle while the password is hidden ("Show password"). */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown ("Hide password"). */
  hideLabel: string;
  /** TextField's `hideLabel` under another name, since `hideLabel` names the toggle here. */
  labelHidden?: boolean;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ showLabel, hideLabel, labelHidden, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...rest}
      hideLabel={labelHidden}
      type={visible ? 'text' : 'password'}
      suffix={
        <IconButton
          size="sm"
          label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
