import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { usersQueries } from '@cdmnet/api';
import { SideMenuItem, SideMenuSection } from '@cdmnet/ui';
import { appMessages } from '../messages.ko';

const t = appMessages.navigation;

/**
 * The side menu of ux.md, in its order. It lists the areas that exist: each area adds its entry
 * here when its screens land, so the menu never leads to a page that is not there. Sections for a
 * role (플랫폼 관리) show once the profile says the user holds it.
 */
export function SideNavigation() {
  const { pathname } = useLocation();
  const profile = useQuery(usersQueries.profile());
  const isMaster = profile.data?.priv === 'MASTER';
  const item = (to: string, label: string) => (
    <SideMenuItem active={to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)}>
      <Link to={to}>{label}</Link>
    </SideMenuItem>
  );
  return (
    <>
      <SideMenuSection>{item('/', t.dashboard)}</SideMenuSection>
      <SideMenuSection>
        {item('/resources', t.resources)}
        {item('/announcement', t.announcements)}
      </SideMenuSection>
      {isMaster ? (
        <SideMenuSection title={t.platformAdmin}>{item('/master/inquiries', t.inquiries)}</SideMenuSection>
      ) : null}
    </>
  );
}
