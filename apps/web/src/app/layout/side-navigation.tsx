import { Link, useLocation } from 'react-router-dom';
import { SideMenuItem, SideMenuSection } from '@cdmnet/ui';
import { appMessages } from '../messages.ko';

const t = appMessages.navigation;

/**
 * The side menu of ux.md. It lists the areas that exist: each area adds its entry here when its
 * screens land, so the menu never leads to a page that is not there.
 */
export function SideNavigation() {
  const { pathname } = useLocation();
  const item = (to: string, label: string) => (
    <SideMenuItem active={to === '/' ? pathname === '/' : pathname.startsWith(to)}>
      <Link to={to}>{label}</Link>
    </SideMenuItem>
  );
  return <SideMenuSection>{item('/', t.dashboard)}</SideMenuSection>;
}
