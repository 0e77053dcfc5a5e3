import { TextField, type TextFieldProps } from '@cdmnet/ui';
import { fieldMessages } from './messages.ko';

/** A person's name, required: spread `register('name')` into it and give it the field's error. */
export function NameField(props: Omit<TextFieldProps, 'label' | 'autoComplete' | 'required'>) {
  return <TextField label={fieldMessages.name} autoComplete="name" required {...props} />;
}
