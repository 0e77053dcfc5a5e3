import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  openScopeLabels,
  projectRoleLabels,
  projectsMutations,
  researchPurposeLabels,
  type ProjectAccess,
  type ProjectSummary,
} from '@cdmnet/api';
import { Button, confirm, formatNumber, Skeleton, UserText, visuallyHidden } from '@cdmnet/ui';
import { LazyProjectDialog } from '../../../app/components/lazy-project-dialog';
import { ProjectColorDot } from '../../../app/components/project-color-dot';
import { ResearchPageHeader } from '../../../app/layout/page-anatomy';
import { projectCopy } from '../messages.ko';
import * as styles from '../projects.css';

const t = projectCopy.header;

export interface ProjectHeaderProps {
  id: number;
  access: ProjectAccess;
  /** The project; undefined while it loads or when it failed. */
  project: ProjectSummary | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Called before the deletion is sent (true) and when it was refused (false). */
  onLeaving: (leaving: boolean) => void;
}

/**
 * The project's header: its colour and name, description, open scope, type, the user's role and the
 * member count; for managers 수정 (the project form) and 삭제 (asks first, naming the project; the
 * server's refusal is the toast, and the page stays).
 */
export function ProjectHeader({ id, access, project, failed, onRetry, onLeaving }: ProjectHeaderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const removal = projectsMutations.remove(queryClient, id);
  const remove = useMutation({
    ...removal,
    // Home first, then the project leaves the cache: the tab open below (another feature's page, whose
    // queries this page does not stop) is gone before anything could ask for the project again.
    onSuccess: async () => {
      await navigate('/');
      return removal.onSuccess();
    },
  });
  const [editing, setEditing] = useState(false);
  const manager = access.role === 'MANAGER';

  const askRemove = (name: string) =>
    void confirm({
      message: t.confirmRemove(name),
      acceptVariant: 'danger',
      onAccept: async () => {
        onLeaving(true);
        try {
          await remove.mutateAsync();
        } catch {
          // Refused (e.g. it has executions): the reply's message is the toast; the question closes.
          onLeaving(false);
        }
      },
    });

  const known: [string, string | undefined][] = [
    [t.openScope, project && openScopeLabels[project.openScope]],
    [t.purpose, project && researchPurposeLabels[project.purpose]],
    [t.role, projectRoleLabels[access.role]],
    [t.members, project && t.memberCount(formatNumber(project.memberCount))],
  ];
  const facts = known.map(([term, value]) => ({
    term,
    value: value ?? (failed ? '–' : <Skeleton width="5rem" />),
  }));

  return (
    <>
      <ResearchPageHeader
        headingLevel={1}
        title={
          project ? (
            <span className={styles.title}>
              <ProjectColorDot color={project.color} size="lg" className={styles.titleDot} />
              <UserText>{project.name}</UserText>
            </span>
          ) : failed ? (
            projectCopy.layout.pageTitle
          ) : (
            <>
              <span className={visuallyHidden}>{projectCopy.layout.loading}</span>
              <Skeleton width="16rem" />
            </>
          )
        }
        description={
          project ? (
            project.description || t.noDescription
          ) : failed ? (
            <span role="alert" className={styles.failed}>
              {projectCopy.layout.loadFailed}{' '}
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {projectCopy.layout.retry}
              </Button>
            </span>
          ) : (
            <Skeleton width="20rem" />
          )
        }
        actions={
          manager && project ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t.modify}
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => askRemove(project.name)}>
                {t.remove}
              </Button>
            </>
          ) : null
        }
        facts={facts}
      />
      {editing && project ? <LazyProjectDialog project={project} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
