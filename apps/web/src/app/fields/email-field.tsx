import { TextField, type TextFieldProps } from '@cdmnet/ui';
import { fieldMessages } from './messages.ko';

/**
 * An email address, required: spread `register('email')` into it and give it the field's error.
 * `autoComplete` is `email`; the login form says `username`, the address being its login id.
 */
export function EmailField({
  autoComplete = 'email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'placeholder' | 'required'>) {
  return (
    <TextField
      label={fieldMessages.email}
      type="email"
      autoComplete={autoComplete}
      placeholder={fieldMessages.emailPlaceholder}
      required
      {...props}
    />
  );
}
