import { Link, Outlet } from 'react-router-dom';
import { AppShell } from '@cdmnet/ui';
import { AnnouncementPopup } from '../../features/announcements/components/announcement-popup';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { appMessages } from '../messages.ko';
import { useToastsStayOnTheirPage } from '../page-toasts';
import * as styles from './layout.css';
import { SideNavigation } from './side-navigation';
import { UserMenu } from './user-menu';

/** The shared layout of every signed-in page: top bar, the side menu of ux.md, then the page. */
export function AuthenticatedLayout() {
  useToastsStayOnTheirPage();
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
          <UserMenu />
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
