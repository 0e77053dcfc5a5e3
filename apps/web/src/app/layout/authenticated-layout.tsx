import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router-dom';
import { usersQueries } from '@cdmnet/api';
import { AppShell, Button } from '@cdmnet/ui';
import { AnnouncementPopup } from '../../features/announcements/components/announcement-popup';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { appMessages } from '../messages.ko';
import * as styles from './layout.css';
import { SideNavigation } from './side-navigation';
import { useLogout } from './use-logout';

/** The shared layout of every signed-in page: top bar, the side menu of ux.md, then the page. */
export function AuthenticatedLayout() {
  const profile = useQuery(usersQueries.profile());
  const logout = useLogout();

  return (
    <AppShell
      brand={
        <Link to="/" className={styles.topBarBrand}>
          {appMessages.productName}
        </Link>
      }
      navigation={<SideNavigation />}
      topBarEnd={
        <>
          <NotificationBell />
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
        </>
      }
      messages={{
        skipToContent: appMessages.layout.skipToContent,
        navigation: appMessages.layout.mainNavigation,
      }}
    >
      <div className={styles.content}>
        <Outlet />
      </div>
      <AnnouncementPopup />
    </AppShell>
  );
}
