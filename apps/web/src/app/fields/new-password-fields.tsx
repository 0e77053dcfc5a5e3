import type { FieldState, Registered } from '../forms';
import { PasswordField } from '@cdmnet/ui';
import { fieldMessages } from './messages.ko';

/**
 * A new password typed twice, with the rule under the first (the profile's password change, the
 * sign-up account step, the password reset). The form names the two fields and says their labels;
 * it checks that they match. The caller lays them out (side by side or stacked).
 */
export function NewPasswordFields<Name extends string>({
  form,
  names,
  labels,
}: {
  form: { register: (name: Name) => Registered; getFieldState: (name: Name) => FieldState };
  names: { password: Name; confirm: Name };
  labels: { password: string; confirm: string };
}) {
  const errorOf = (name: Name) => form.getFieldState(name).error?.message;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        helpText={fieldMessages.passwordHelp}
        required
        error={errorOf(names.password)}
        {...form.register(names.password)}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        required
        error={errorOf(names.confirm)}
        {...form.register(names.confirm)}
      />
    </>
  );
}
