import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { usersQueries } from '@cdmnet/api';
import { SideMenuItem, SideMenuSection, Skeleton } from '@cdmnet/ui';
import { lazyComponent } from '../lazy-component';
import { appMessages } from '../messages.ko';

const t = appMessages.navigation;

// 내 연구 arrives a moment after the menu, in its own chunk: the project calls' contract (and the
// schemas it reuses) would add ~9 KB to the first script of every signed-in page.
const SideMenuProjects = lazyComponent(
  () => import('../../features/projects/components/side-menu-projects').then((m) => m.SideMenuProjects),
  <SideMenuItem>
    <span aria-hidden="true">
      <Skeleton width="9rem" />
    </span>
  </SideMenuItem>,
);

/**
 * The side menu of ux.md, in its order. It lists the areas that exist, so the menu never leads to a
 * page that is not there (EVIX-AI's pages say plainly that they are being prepared). 내 연구 lists the
 * user's projects and invitations, and 새 프로젝트. Entries for a role (개념 검색 for verified users, ATLAS
 * 지원 for ATLAS supporters, 기관 관리, 플랫폼 관리) show once the profile says the user holds it.
 */
export function SideNavigation() {
  const { pathname } = useLocation();
  const profile = useQuery(usersQueries.profile());
  const priv = profile.data?.priv;
  const isMaster = priv === 'MASTER';
  // Searching the hospitals' vocabularies is research work: a verified account (NORMAL and above).
  const mayResearch = priv === 'NORMAL' || priv === 'ORG_ADMIN' || isMaster;
  const isAtlasSupporter = profile.data?.researchRole.includes('ATLAS_SUPPORTER') ?? false;
  const administered = (profile.data?.orgList ?? []).filter((org) => org.orgUserPrivilege === 'ORG_ADMIN');
  const item = (to: string, label: string, key = to) => (
    <SideMenuItem
      key={key}
      active={to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)}
    >
      <Link to={to}>{label}</Link>
    </SideMenuItem>
  );
  return (
    <>
      <SideMenuSection>{item('/', t.dashboard)}</SideMenuSection>
      <SideMenuSection title={t.network}>
        {item('/network/organizations', t.organizations)}
        {item('/network/members', t.researchers)}
      </SideMenuSection>
      <SideMenuSection title={t.myResearch}>
        <SideMenuProjects pathname={pathname} />
      </SideMenuSection>
      <SideMenuSection title={t.atlas}>
        {mayResearch ? item('/atlas/search', t.atlasSearch) : null}
        {isAtlasSupporter ? item('/atlas/supporter', t.atlasSupporter) : null}
        {item('/bookmarks', t.bookmarks)}
      </SideMenuSection>
      <SideMenuSection title={t.evixAi}>
        {item('/evix-ai/concept-finder', t.conceptFinder)}
        {item('/evix-ai/ai-assistant', t.aiAssistant)}
      </SideMenuSection>
      <SideMenuSection>
        {item('/resources', t.resources)}
        {item('/announcement', t.announcements)}
      </SideMenuSection>
      {administered.length > 0 ? (
        <SideMenuSection title={t.orgAdmin}>
          {administered.map((org) => item(`/orgadmin/${org.orgId}`, org.orgName))}
        </SideMenuSection>
      ) : null}
      {isMaster ? (
        <SideMenuSection title={t.platformAdmin}>
          {item('/master/members', t.members)}
          {item('/master/organizations', t.masterOrganizations)}
          {item('/master/inquiries', t.inquiries)}
        </SideMenuSection>
      ) : null}
    </>
  );
}
