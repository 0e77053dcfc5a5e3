import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LinkButton } from '@cdmnet/ui';
import { takeReturnTo, takeSessionExpired } from '../../../app/session';
import { useDocumentTitle } from '../../../app/use-document-title';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages.ko';
import * as styles from '../components/login-form.css';

const t = authMessages.login;

export function LoginPage() {
  useDocumentTitle(t.pageTitle);
  const navigate = useNavigate();
  // Read once per visit (the note is then gone); state keeps it through re-renders.
  const [sessionExpired] = useState(takeSessionExpired);
  return (
    <>
      <LoginForm
        notice={sessionExpired ? t.sessionExpired : undefined}
        onSignedIn={() => void navigate(takeReturnTo(), { replace: true })}
      />
      <p className={styles.links}>
        <span>
          {t.noAccount}{' '}
          <LinkButton asChild>
            <Link to="/signup">{t.signup}</Link>
          </LinkButton>
        </span>
        <LinkButton asChild>
          <Link to="/forgotpassword">{t.forgotPassword}</Link>
        </LinkButton>
      </p>
    </>
  );
}
