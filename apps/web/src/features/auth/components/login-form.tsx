import { useMutation } from '@tanstack/react-query';
import { useForm } from '../../../app/forms';
import { accountMutations, isApiError, ResultCode } from '@cdmnet/api';
import { Button, PasswordField } from '@cdmnet/ui';
import { loginForm } from '@cdmnet/validators';
import { EmailField } from '../../../app/fields/email-field';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import * as styles from '../../../app/public-page/public-page.css';
import { authMessages } from '../messages.ko';

const t = authMessages.login;

/**
 * Email and password; a credentials failure is shown in place (the client does not toast it), else
 * the `notice` of why the user is here (the session ended).
 */
export function LoginForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | undefined }) {
  const form = useForm({
    schema: loginForm,
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({ ...accountMutations.login(), onSuccess: onSignedIn });
  const { errors } = form.formState;
  const credentialsError =
    isApiError(login.error) && login.error.code === ResultCode.INVALID_CREDENTIALS
      ? login.error.message
      : undefined;

  return (
    <form className={styles.page} noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.muted}>{t.description}</p>
      <InlineAlert message={credentialsError ?? (login.isIdle ? notice : undefined)} />
      <EmailField autoComplete="username" error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" loading={login.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
