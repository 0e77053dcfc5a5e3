import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../../app/forms';
import { fieldLabels, isApiError, usersMutations } from '@cdmnet/api';
import { Button, Card, PasswordField } from '@cdmnet/ui';
import { NewPasswordFields } from '../../../app/fields/new-password-fields';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import { profileScreenMessages } from '../messages.ko';
import { passwordForm, type PasswordFormValues } from '../profile-forms';
import * as styles from './profile.css';

const t = profileScreenMessages.password;

const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const currentPrefix = `${fieldLabels.currentPassword}: `;

/** 비밀번호 변경: the current password, the new one twice. The server ends the other sessions. */
export function PasswordForm() {
  const form = useForm({
    schema: passwordForm,
    defaultValues: empty,
  });
  const { errors } = form.formState;
  // Failures are said in the form: a wrong current password at its field, anything else above the fields.
  const change = useMutation(usersMutations.modifyPassword({ inPlace: 'failures' }));
  const refusal =
    isApiError(change.error) && !change.error.message.startsWith(currentPrefix)
      ? change.error.message
      : undefined;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(empty),
        onError: (error) => {
          if (isApiError(error) && error.message.startsWith(currentPrefix)) {
            form.setError(
              'currentPassword',
              { message: error.message.slice(currentPrefix.length) },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );

  return (
    <Card title={t.title} description={t.description}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <InlineAlert message={refusal} />
        <PasswordField
          label={t.current}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          labels={{ password: t.next, confirm: t.confirm }}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={change.isPending}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
