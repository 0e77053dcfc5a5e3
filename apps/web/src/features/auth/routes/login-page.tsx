import { useEffect, useState } from 'react';
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
  // Read once per visit (the note is then gone); state keeps it through re-renders. Read after the first
  // render, which must match the page the build rendered for every visitor (prerender.tsx): the note is
  // in this tab's sessionStorage, which that page cannot know.
  const [sessionExpired, setSessionExpired] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- an external store read once, after hydration
    if (takeSessionExpired()) setSessionExpired(true);
  }, []);
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
