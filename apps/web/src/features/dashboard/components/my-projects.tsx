import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { projectRoleLabels, projectsQueries, researchPurposeLabels, type ProjectSummary } from '@cdmnet/api';
import { Badge, Button, Card, EmptyState, formatNumber, Skeleton, UserText } from '@cdmnet/ui';
import { LazyProjectDialog } from '../../../app/components/lazy-project-dialog';
import { ProjectColorDot } from '../../../app/components/project-color-dot';
import { dashboardMessages } from '../messages.ko';
import * as styles from './dashboard.css';
import { RetryAlert } from './retry-alert';
import { useHoldReveal } from './reveal-together';

const t = dashboardMessages.projects;

/**
 * 내 연구: the projects the user takes part in (colour, name, type, member count, role), each a link to
 * its page; invitations waiting for an answer, each a link to answer it; and 새 프로젝트, whose form loads
 * when first opened. Disabled with the server's reason when the user may not create a project.
 */
export function MyProjects() {
  const list = useQuery(projectsQueries.list());
  const creator = useQuery(projectsQueries.canCreate());
  // Whether the user may create a project changes the card's height too (its reason is shown).
  useHoldReveal(list.isPending || creator.isPending);
  const [creating, setCreating] = useState(false);
  const reasonId = useId();
  const invitationsId = useId();
  const allowed = creator.data?.allowed ?? creator.isError;
  const reason = creator.data?.allowed === false ? creator.data.reason : null;

  const joined = list.data?.filter((p) => p.me.state === 'ACCEPTED') ?? [];
  const invited = list.data?.filter((p) => p.me.state === 'PENDING') ?? [];
  const empty = list.isSuccess && list.data.length === 0;

  const newProject = (
    <Button
      variant={empty ? 'primary' : 'secondary'}
      size={empty ? 'md' : 'sm'}
      aria-disabled={allowed ? undefined : true}
      aria-describedby={reason ? reasonId : undefined}
      onClick={() => {
        if (allowed) setCreating(true);
      }}
    >
      {t.newProject}
    </Button>
  );

  return (
    <Card
      title={t.title}
      aria-busy={list.isPending}
      actions={list.isSuccess && !empty ? newProject : undefined}
    >
      <div className={styles.projects}>
        {reason ? (
          <p id={reasonId} className={styles.muted}>
            {reason}
          </p>
        ) : null}
        {list.isPending ? (
          <Skeleton lines={3} />
        ) : list.isError ? (
          <RetryAlert message={t.loadFailed} onRetry={() => void list.refetch()} />
        ) : empty ? (
          <EmptyState size="sm" message={t.empty} action={newProject} />
        ) : (
          <>
            {joined.length > 0 ? (
              <ul className={styles.list}>
                {joined.map((project) => (
                  <ProjectRow key={project.id} project={project} />
                ))}
              </ul>
            ) : null}
            {invited.length > 0 ? (
              <section className={styles.invitations} aria-labelledby={invitationsId}>
                <h3 id={invitationsId} className={styles.subheading}>
                  {t.invitations}
                </h3>
                <ul className={styles.list}>
                  {invited.map((project) => (
                    <ProjectRow key={project.id} project={project} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
      {creating ? <LazyProjectDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}

function ProjectRow({ project }: { project: ProjectSummary }) {
  const to = `/project/${project.id}`;
  if (project.me.state === 'PENDING') {
    return (
      <li className={styles.project}>
        <ProjectColorDot color={project.color} className={styles.projectDot} />
        <div className={styles.projectText}>
          <p className={styles.projectName}>
            <UserText>{project.name}</UserText>
          </p>
          <p className={styles.muted}>{t.from(project.creatorName)}</p>
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link to={to} aria-label={t.answerLabel(project.name)}>
            {t.answer}
          </Link>
        </Button>
      </li>
    );
  }
  return (
    <li className={styles.project}>
      <ProjectColorDot color={project.color} className={styles.projectDot} />
      <div className={styles.projectText}>
        <Link to={to} className={styles.projectLink}>
          <UserText>{project.name}</UserText>
        </Link>
        <p className={styles.muted}>
          {t.summary(researchPurposeLabels[project.purpose], formatNumber(project.memberCount))}
        </p>
      </div>
      <Badge tone={project.me.role === 'MANAGER' ? 'success' : 'neutral'}>
        {projectRoleLabels[project.me.role]}
      </Badge>
    </li>
  );
}
