import { Link, Outlet } from 'react-router-dom';
import { AppShell, TooltipProvider } from '@cdmnet/ui';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { lazyComponent } from '../lazy-component';
import { TakeOverLater } from '../take-over';
import { appMessages } from '../messages.ko';
import { useToastsStayOnTheirPage } from '../page-toasts';
import * as styles from './layout.css';
import { SideNavigation } from './side-navigation';
import { UserMenu } from './user-menu';

// Its own chunk (the dialog, the rich-text viewer and its sanitiser): the page shows first, the popup
// opens a moment later, as it would once its announcements arrive anyway.
const AnnouncementPopup = lazyComponent(() =>
  import('../../features/announcements/components/announcement-popup').then((m) => m.AnnouncementPopup),
);

// The live stream (executions moving) opens just after the page, from its own chunk: the contract's
// event schema and the query keys it invalidates stay out of every signed-in page's first load.
const LiveEvents = lazyComponent(() => import('../live-events').then((m) => m.LiveEvents));

/**
 * The shared layout of every signed-in page: top bar, the side menu of ux.md, then the page. Landing
 * on the dashboard, its parts are taken over one task each (app/take-over.tsx).
 */
export function AuthenticatedLayout() {
  useToastsStayOnTheirPage();
  // One provider for the signed-in pages' tooltips, so moving between them shows the next at once.
  return (
    <TakeOverLater>
      <TooltipProvider>
        <AppShell
          brand={
            <TakeOverLater>
              <Link to="/" className={styles.topBarBrand}>
                {appMessages.productName}
              </Link>
            </TakeOverLater>
          }
          navigation={
            <TakeOverLater>
              <SideNavigation />
            </TakeOverLater>
          }
          topBarEnd={
            <>
              <TakeOverLater>
                <NotificationBell />
              </TakeOverLater>
              <TakeOverLater>
                <UserMenu />
              </TakeOverLater>
            </>
          }
          messages={{
            skipToContent: appMessages.layout.skipToContent,
            navigation: appMessages.layout.mainNavigation,
          }}
        >
          <div className={styles.content}>
            <TakeOverLater>
              <Outlet />
            </TakeOverLater>
          </div>
          <AnnouncementPopup />
          <LiveEvents />
        </AppShell>
      </TooltipProvider>
    </TakeOverLater>
  );
}
