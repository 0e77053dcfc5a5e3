import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { projectsQueries } from '@cdmnet/api';
import { Badge, Button, SideMenuItem, Skeleton, UserText, visuallyHidden } from '@cdmnet/ui';
import { PlusIcon } from '../../../app/components/icons';
import { LazyProjectDialog } from '../../../app/components/lazy-project-dialog';
import { ProjectColorDot } from '../../../app/components/project-color-dot';
import { projectCopy } from '../messages.ko';
import { projectPath } from '../project-path';
import * as styles from '../projects.css';

const t = projectCopy.sideMenu;

/**
 * The entries of the side menu's 내 연구 (ux.md navigation): the user's projects with their colour,
 * those waiting for an answer marked 초대 (each leads to its page, where the invitation is answered),
 * then 새 프로젝트, disabled with the server's reason when the user may not create one. List items,
 * for the menu section around them (app/layout/side-navigation.tsx loads this module lazily).
 */
export function SideMenuProjects({ pathname }: { pathname: string }) {
  const list = useQuery(projectsQueries.list());
  const creator = useQuery(projectsQueries.canCreate());
  const [creating, setCreating] = useState(false);
  const reasonId = useId();
  // Until the server has answered, the button waits; if it cannot answer, the create call will.
  const allowed = creator.data?.allowed ?? creator.isError;
  const reason = creator.data?.allowed === false ? creator.data.reason : null;

  return (
    <>
      {list.isPending ? (
        // As the menu section's own placeholder while this module loads: no shift between the two.
        <SideMenuItem>
          <span aria-busy="true">
            <span className={visuallyHidden}>{t.loading}</span>
            <Skeleton width="9rem" />
          </span>
        </SideMenuItem>
      ) : list.isError ? (
        <li className={styles.menuStatus} role="alert">
          {t.loadFailed}
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        </li>
      ) : (
        list.data.map((project) => {
          const to = projectPath(project.id);
          return (
            <SideMenuItem key={project.id} active={pathname === to || pathname.startsWith(`${to}/`)}>
              <Link to={to}>
                <ProjectColorDot color={project.color} />
                <UserText truncate className={styles.menuName}>
                  {project.name}
                </UserText>
                {project.me.state === 'PENDING' ? (
                  <Badge tone="info" className={styles.menuBadge}>
                    {t.invited}
                  </Badge>
                ) : null}
              </Link>
            </SideMenuItem>
          );
        })
      )}
      <li>
        <button
          type="button"
          className={styles.menuButton}
          aria-disabled={allowed ? undefined : true}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => {
            if (allowed) setCreating(true);
          }}
        >
          <PlusIcon />
          {t.newProject}
        </button>
        {reason ? (
          <p id={reasonId} className={styles.menuReason}>
            {reason}
          </p>
        ) : null}
        {creating ? <LazyProjectDialog onClose={() => setCreating(false)} /> : null}
      </li>
    </>
  );
}
