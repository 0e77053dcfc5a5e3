import { useState } from 'react';
import { uiMessagesKo } from '../../messages.ko';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import type { TextFieldProps } from '../text-field/text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Name of the toggle while the password is hidden. Default `비밀번호 보기`. */
  showPasswordLabel?: string | undefined;
  /** Name of the toggle while the password is shown. Default `비밀번호 숨기기`. */
  hidePasswordLabel?: string | undefined;
  /** Start with the password shown. */
  defaultVisible?: boolean | undefined;
}

/** A TextField for passwords with a show/hide toggle (`aria-pressed` while shown). */
export function PasswordField({
  showPasswordLabel = uiMessagesKo.showPassword,
  hidePasswordLabel = uiMessagesKo.hidePassword,
  defaultVisible = false,
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);

  return (
    <TextField
      {...props}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      }
    />
  );
}

PasswordField.displayName = 'PasswordField';
