import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { orgsQueries, usersQueries } from '@cdmnet/api';
import {
  PageHeader,
  Skeleton,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  visuallyHidden,
} from '@cdmnet/ui';
import { AreaRefusal, type RefusalKind } from '../../../app/components/area-refusal';
import { canAdminister, orgAdminPath, useOrgId, useServerRefusal } from '../org-admin-access';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.layout;

/** The tabs, in their order; each is a route under /orgadmin/{id} (`''`: the index). */
const tabs = [
  { path: '', label: t.tabDashboard },
  { path: 'member/list', label: t.tabMembers },
  { path: 'member/history', label: t.tabHistory },
  { path: 'member/permissions', label: t.tabPermissions },
  { path: 'research/permissions', label: t.tabIrbRequests },
  { path: 'research/history', label: t.tabIrbHistory },
] as const;

const refusalCopy = { ...t, failed: t.profileFailed, home: t.toNetwork };

/** A page that is not shown: no permission, no such organisation, or the profile did not load. */
function Refused({ kind, onRetry }: { kind: RefusalKind; onRetry?: () => void }) {
  return <AreaRefusal kind={kind} copy={refusalCopy} onRetry={onRetry} className={styles.layout} />;
}

/**
 * /orgadmin/{id}: the organisation's name, its tabs, then the tab's page. The one guard of these
 * pages: an ORG_ADMIN of this organisation or a platform admin gets in; anyone else, and anyone
 * the server refuses (403), sees 접근 권한이 없습니다.
 */
export function OrgAdminLayout() {
  const id = useOrgId();
  const profile = useQuery(usersQueries.profile());
  const allowed = profile.data ? canAdminister(profile.data, id) : false;
  const refusal = useServerRefusal(id);
  // The organisation's name for a platform admin (their profile does not list it); for its own admin
  // the profile names it at once.
  const dashboard = useQuery({ ...orgsQueries.dashboard(id), enabled: allowed });
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (id < 0) return <Refused kind="missing" />;
  if (profile.isError) return <Refused kind="failed" onRetry={() => void profile.refetch()} />;
  if (profile.isPending) {
    return (
      <section className={styles.layout} aria-busy="true">
        <PageHeader
          title={
            <>
              <span className={visuallyHidden}>{t.loadingName}</span>
              <Skeleton width="12rem" />
            </>
          }
          description={t.description}
        />
      </section>
    );
  }
  if (!allowed || refusal === 'forbidden') return <Refused kind="forbidden" />;
  if (refusal === 'missing') return <Refused kind="missing" />;

  const ownName = profile.data.orgList.find((org) => org.orgId === id)?.orgName;
  const name = dashboard.data?.name ?? ownName;
  const base = orgAdminPath(id);
  // The tab is what follows /orgadmin/{id} in the address (as typed: `01` is organisation 1 too).
  const rest = (/\/orgadmin\/[^/]+\/?(.*)$/.exec(pathname)?.[1] ?? '').replace(/\/$/, '');
  const index = tabs.findIndex((tab) => tab.path === rest);

  return (
    <section className={styles.layout}>
      <PageHeader
        title={
          name ??
          (dashboard.isPending ? (
            <>
              <span className={visuallyHidden}>{t.loadingName}</span>
              <Skeleton width="12rem" />
            </>
          ) : (
            t.fallbackName
          ))
        }
        description={t.description}
      />
      <TabsRoot
        index={index}
        activationMode="manual"
        onIndexChange={(next) => {
          const tab = tabs[next];
          if (tab) void navigate(tab.path ? `${base}/${tab.path}` : base);
        }}
      >
        <TabsList aria-label={t.tabs}>
          {tabs.map((tab, i) => (
            <TabsTrigger key={tab.path} index={i}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent index={index} className={styles.panel}>
          <Outlet />
        </TabsContent>
      </TabsRoot>
    </section>
  );
}
