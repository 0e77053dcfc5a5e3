import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { projectsKeys, type ProjectAccess, type ProjectSummary } from '@cdmnet/api';
import {
  PageHeader,
  Skeleton,
  TabLink,
  TabLinksList,
  TabLinksPanel,
  TabLinksRoot,
  visuallyHidden,
} from '@cdmnet/ui';
import { AreaRefusal, type RefusalKind } from '../../../app/components/area-refusal';
import { useDocumentTitle } from '../../../app/use-document-title';
import { InvitationScreen } from '../components/invitation-screen';
import { ProjectHeader } from '../components/project-header';
import { projectCopy, projectTabLabels } from '../messages.ko';
import { projectPath, useProjectId } from '../project-path';
import { accessQuery, detailQuery, isForbidden } from '../project-queries';
import type { MembersTabState, ProjectTabKey } from '../project-tabs';
import * as styles from '../projects.css';

const t = projectCopy.layout;

const refusalCopy = { ...t, failed: t.loadFailed };

function Refused({ kind, onRetry }: { kind: RefusalKind; onRetry?: () => void }) {
  return (
    <AreaRefusal
      kind={kind}
      copy={refusalCopy}
      onRetry={onRetry}
      className={styles.page}
      headerClassName={styles.header}
    />
  );
}

/** What leaves the page for good (decline, delete): its queries stop first, so none asks again. */
export type SetLeaving = (leaving: boolean) => void;

/** While the privilege check runs: the header's place, nothing of the project yet. */
function Checking() {
  useDocumentTitle(t.pageTitle);
  return (
    <section className={styles.page} aria-busy="true">
      <PageHeader
        className={styles.header}
        title={
          <>
            <span className={visuallyHidden}>{t.loading}</span>
            <Skeleton width="16rem" />
          </>
        }
        description={<Skeleton width="20rem" />}
      />
    </section>
  );
}

/**
 * /project/{id} (spec §2): the one guard of a project's pages. The privilege check says where the
 * user stands: an accepted member sees the header and the tabs, an invited one the invitation (item 5),
 * anyone else 접근 권한이 없습니다. (domain.md). An address that is not a number asks nothing.
 */
export function ProjectLayout({ tabs }: { tabs: readonly ProjectTabKey[] }) {
  const id = useProjectId();
  const [leaving, setLeaving] = useState(false);
  const base = accessQuery(id);
  const access = useQuery({ ...base, enabled: leaving ? false : base.enabled });

  if (id < 0) return <Refused kind="missing" />;
  if (isForbidden(access.error) && !leaving) return <Refused kind="forbidden" />;
  if (access.data?.state === 'PENDING') return <InvitationScreen id={id} onLeaving={setLeaving} />;
  if (access.data?.state === 'ACCEPTED') {
    return <ProjectView id={id} access={access.data} tabs={tabs} leaving={leaving} onLeaving={setLeaving} />;
  }
  if (access.isError && !leaving) return <Refused kind="failed" onRetry={() => void access.refetch()} />;
  return <Checking />;
}

/** The members tab is told the project's name on the way (spec §2 item 6); the others nothing. */
const tabState = (key: ProjectTabKey, name: string | undefined): MembersTabState | undefined =>
  key === 'members' && name ? { projectName: name } : undefined;

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function ProjectView({
  id,
  access,
  tabs,
  leaving,
  onLeaving,
}: {
  id: number;
  access: ProjectAccess;
  tabs: readonly ProjectTabKey[];
  leaving: boolean;
  onLeaving: SetLeaving;
}) {
  const queryClient = useQueryClient();
  const base = detailQuery(id);
  const detail = useQuery({
    ...base,
    enabled: leaving ? false : base.enabled,
    // Coming from the side menu or the dashboard, the list already has it: no skeleton meanwhile.
    placeholderData: () =>
      queryClient.getQueryData<ProjectSummary[]>(projectsKeys.list())?.find((p) => p.id === id),
  });
  const { pathname } = useLocation();

  // The tab is what follows /project/{id} in the address (as typed: `01` is project 1 too).
  const current = /\/project\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  const tab = tabs.find((key) => key === current);
  const name = detail.data?.name;

  return (
    <section className={styles.page}>
      {/* A tab's page names the browser tab itself (`멤버 · {project}`); without one, the project does. */}
      {tab ? null : <DocumentTitle title={name ?? t.pageTitle} />}
      <ProjectHeader
        id={id}
        access={access}
        project={detail.data}
        failed={detail.isError && !detail.data}
        onRetry={() => void detail.refetch()}
        onLeaving={onLeaving}
      />
      {tabs.length > 0 ? (
        // Links, so that a tab opens in a new browser tab too (middle-click) and its address shows.
        <TabLinksRoot value={tab ?? null}>
          <TabLinksList aria-label={t.tabs}>
            {tabs.map((key) => (
              <TabLink key={key} value={key} asChild>
                <Link to={projectPath(id, key)} state={tabState(key, name)}>
                  {projectTabLabels[key]}
                </Link>
              </TabLink>
            ))}
          </TabLinksList>
          <TabLinksPanel className={styles.panel}>
            <Outlet />
          </TabLinksPanel>
        </TabLinksRoot>
      ) : (
        <Outlet />
      )}
    </section>
  );
}
