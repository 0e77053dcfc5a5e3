import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from '../../../app/forms';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { accountApi, accountMutations, accountQueries, isApiError, passwordResetMessages } from '@cdmnet/api';
import { Button, Skeleton } from '@cdmnet/ui';
import { validationMessages } from '@cdmnet/validators';
import { NewPasswordFields } from '../../../app/fields/new-password-fields';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import * as styles from '../../../app/public-page/public-page.css';
import { useDocumentTitle } from '../../../app/use-document-title';
import { BackToLogin } from '../components/back-to-login';
import { passwordResetCopy } from '../messages.ko';

const t = passwordResetCopy.reset;

const resetForm = z
  .extend(z.pick(accountApi.resetPassword.body, { password: true }), { passwordConfirm: z.string() })
  .check(
    z.refine((values) => values.password === values.passwordConfirm, {
      path: ['passwordConfirm'],
      error: validationMessages.passwordMismatch,
    }),
  );

/** The link is missing, used or expired: say so, and lead back to asking for a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.invalidHeading}</h1>
      <InlineAlert message={message} />
      <div>
        <Button asChild>
          <Link to="/forgotpassword">{t.requestAgain}</Link>
        </Button>
      </div>
      <BackToLogin />
    </div>
  );
}

/** While the link is checked: the page's shape, announced as busy. */
function CheckingLink() {
  return (
    <div className={styles.page} aria-busy="true">
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.muted}>{t.checking}</p>
      <Skeleton height="2.5rem" />
      <Skeleton height="2.5rem" />
    </div>
  );
}

/** The check itself failed (the server or the network): say so, and try again on request. */
function CheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <InlineAlert message={t.checkFailed} />
      <div>
        <Button onClick={onRetry}>{t.retry}</Button>
      </div>
      <BackToLogin />
    </div>
  );
}

/**
 * /resetpassword?token=…: the link is checked as the page opens, so a used or expired one says so at
 * once instead of after the form is filled in; then the new password twice; on success the toast says
 * so and /login follows.
 */
export function ResetPasswordPage() {
  useDocumentTitle(t.pageTitle);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useQuery({ ...accountQueries.resetLink(token), enabled: token !== '' });
  const form = useForm({
    schema: resetForm,
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const reset = useMutation({
    // A refusal is said above the form; the success toast goes with the user to /login.
    ...accountMutations.resetPassword({ inPlace: 'failures' }),
    onSuccess: () => void navigate('/login', { replace: true }),
  });
  const refusal = isApiError(reset.error) ? reset.error.message : undefined;

  if (!token) return <InvalidLink message={passwordResetMessages.invalidLink} />;
  if (link.isPending) return <CheckingLink />;
  if (link.isError) return <CheckFailed onRetry={() => void link.refetch()} />;
  if (!link.data.usable || refusal === passwordResetMessages.invalidLink) {
    return <InvalidLink message={passwordResetMessages.invalidLink} />;
  }

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
    >
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.muted}>{t.description}</p>
      <InlineAlert message={refusal} />
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirm: 'passwordConfirm' }}
        labels={{ password: t.password, confirm: t.passwordConfirm }}
      />
      <Button type="submit" loading={reset.isPending}>
        {t.submit}
      </Button>
      <BackToLogin />
    </form>
  );
}
