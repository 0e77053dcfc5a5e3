import { Link, useNavigate } from 'react-router-dom';
import { LinkButton } from '@cdmnet/ui';
import { takeReturnTo } from '../../../app/session';
import { useDocumentTitle } from '../../../app/use-document-title';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages.ko';
import * as styles from '../components/login-form.css';

const t = authMessages.login;

export function LoginPage() {
  useDocumentTitle(t.pageTitle);
  const navigate = useNavigate();
  return (
    <>
      <LoginForm onSignedIn={() => void navigate(takeReturnTo(), { replace: true })} />
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
