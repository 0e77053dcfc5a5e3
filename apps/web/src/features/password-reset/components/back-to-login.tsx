import { Link } from 'react-router-dom';
import { LinkButton } from '@cdmnet/ui';
import { passwordResetCopy as t } from '../messages.ko';
import * as styles from './password-reset.css';

export function BackToLogin() {
  return (
    <p className={styles.footer}>
      <LinkButton asChild>
        <Link to="/login">{t.toLogin}</Link>
      </LinkButton>
    </p>
  );
}
