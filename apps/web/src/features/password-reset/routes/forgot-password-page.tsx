import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from '../../../app/forms';
import { accountApi, accountMutations, passwordResetMessages } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { EmailField } from '../../../app/fields/email-field';
import * as styles from '../../../app/public-page/public-page.css';
import { useDocumentTitle } from '../../../app/use-document-title';
import { BackToLogin } from '../components/back-to-login';
import { passwordResetCopy } from '../messages.ko';

const t = passwordResetCopy.forgot;

/**
 * /forgotpassword: asks for a reset link. The reply is the same whether or not the address has an
 * account, so the sent state says only that a mail goes out if it does.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(t.pageTitle);
  const form = useForm({
    schema: accountApi.requestPasswordReset.body,
    defaultValues: { email: '' },
  });
  // Kept while a resend runs, so the sent state does not flicker back to the form.
  const [sentTo, setSentTo] = useState<string>();
  // The first send turns the page into the sent state, which says it; a resend leaves the page as it
  // is, so its toast is what tells the user. Refusals are toasted either way.
  const request = useMutation({
    ...accountMutations.requestPasswordReset({ inPlace: 'success' }),
    onSuccess: (_, { email }) => setSentTo(email),
  });
  const resend = useMutation(accountMutations.requestPasswordReset());

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{sentTo ? t.sentHeading : t.heading}</h1>
      {sentTo ? (
        <>
          <p role="status" className={styles.callout.success}>
            {passwordResetMessages.mailSent}
          </p>
          <p className={styles.muted}>{t.sentTo(sentTo)}</p>
          <p className={styles.muted}>{t.notArrived}</p>
          <div className={styles.actions}>
            <Button loading={resend.isPending} onClick={() => resend.mutate({ email: sentTo })}>
              {t.resend}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                request.reset();
                resend.reset();
                setSentTo(undefined);
              }}
            >
              {t.otherEmail}
            </Button>
          </div>
        </>
      ) : (
        <form
          className={styles.page}
          noValidate
          onSubmit={form.handleSubmit((values) => request.mutate(values))}
        >
          <p className={styles.muted}>{t.description}</p>
          <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" loading={request.isPending}>
            {t.submit}
          </Button>
        </form>
      )}
      <BackToLogin />
    </div>
  );
}
