import { useNavigate } from 'react-router-dom';
import { takeReturnTo } from '../../../app/session';
import { useDocumentTitle } from '../../../app/use-document-title';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages.ko';

export function LoginPage() {
  useDocumentTitle(authMessages.login.pageTitle);
  const navigate = useNavigate();
  return <LoginForm onSignedIn={() => void navigate(takeReturnTo(), { replace: true })} />;
}
