import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { projectsKeys, projectsMutations } from '@cdmnet/api';
import { Button, confirm } from '@cdmnet/ui';
import { membersCopy } from '../messages.ko';
import * as styles from '../project-members.css';

const t = membersCopy.leave;

export interface LeaveProjectButtonProps {
  projectId: number;
  projectName: string | undefined;
  /** The caller's user id; the button waits for it. */
  userId: number | undefined;
  /** The caller is the project's only manager, whom the server will not let go; `undefined` until known. */
  lastManager: boolean | undefined;
}

/**
 * 프로젝트 나가기, for every member: asks first, then leaves. Gone from the project, the user goes to
 * the dashboard (the reply's toast goes with them) and the project's cached answers are dropped rather
 * than asked again, which the server would now refuse. The last manager is not offered a leave the
 * server would refuse: the button stays where it is, focusable but inactive, and says why beside it.
 */
export function LeaveProjectButton({ projectId, projectName, userId, lastManager }: LeaveProjectButtonProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reasonId = useId();
  const leave = useMutation({
    ...projectsMutations.removeMember(queryClient, projectId),
    onSuccess: async () => {
      await navigate('/');
      queryClient.removeQueries({ queryKey: projectsKeys.project(projectId) });
      await queryClient.invalidateQueries({ queryKey: projectsKeys.list() });
    },
  });

  return (
    <div className={styles.leave}>
      <Button
        variant="secondary"
        disabled={userId === undefined || lastManager === undefined}
        // aria-disabled rather than disabled: focus can still reach it and hear the reason.
        aria-disabled={lastManager || undefined}
        aria-describedby={lastManager ? reasonId : undefined}
        loading={leave.isPending}
        onClick={() => {
          if (userId === undefined || lastManager !== false) return;
          void confirm({
            title: t.title,
            message: (
              <>
                {projectName ? t.confirm(projectName) : t.confirmUnnamed} {t.help}
              </>
            ),
            acceptLabel: t.accept,
            acceptVariant: 'danger',
            // The question closes either way: a refusal is said once, by the server's toast.
            onAccept: () => leave.mutateAsync({ userId }).catch(() => undefined),
          });
        }}
      >
        {t.button}
      </Button>
      {lastManager ? (
        <p id={reasonId} className={styles.leaveReason}>
          {t.lastManager}
        </p>
      ) : null}
    </div>
  );
}
