import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router-dom';
import { usersQueries } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { appMessages } from '../messages.ko';
import * as styles from './layout.css';
import { useLogout } from './use-logout';

/** The shared layout of every signed-in page: top bar with the user's name and logout, then the page. */
export function AuthenticatedLayout() {
  const profile = useQuery(usersQueries.profile());
  const logout = useLogout();

  return (
    <div className={styles.appShell}>
      <a className={styles.skipLink} href="#main-content">
        {appMessages.layout.skipToContent}
      </a>
      <header className={styles.topBar}>
        <Link to="/" className={styles.topBarBrand}>
          {appMessages.productName}
        </Link>
        <div className={styles.userArea}>
          <span className={styles.userName} aria-live="polite" aria-busy={profile.isPending}>
            {profile.data
              ? appMessages.layout.userMenu(profile.data.name)
              : profile.isError
                ? appMessages.layout.loadUserFailed
                : appMessages.layout.loadingUser}
          </span>
          <Button variant="secondary" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
            {appMessages.layout.logout}
          </Button>
        </div>
      </header>
      <main id="main-content" className={styles.content} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
