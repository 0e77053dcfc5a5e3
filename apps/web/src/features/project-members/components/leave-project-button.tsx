import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { projectsKeys, projectsMutations } from '@cdmnet/api';
import { Button, confirm } from '@cdmnet/ui';
import { membersCopy } from '../messages.ko';

const t = membersCopy.leave;

export interface LeaveProjectButtonProps {
  projectId: number;
  projectName: string | undefined;
  /** The caller's user id; the button waits for it. */
  userId: number | undefined;
}

/**
 * 프로젝트 나가기, for every member: asks first, then leaves. Gone from the project, the user goes to
 * the dashboard (the reply's toast goes with them) and the project's cached answers are dropped rather
 * than asked again, which the server would now refuse. The last manager is refused by the server,
 * whose reply says why.
 */
export function LeaveProjectButton({ projectId, projectName, userId }: LeaveProjectButtonProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = useMutation({
    ...projectsMutations.removeMember(queryClient, projectId),
    onSuccess: async () => {
      await navigate('/');
      queryClient.removeQueries({ queryKey: projectsKeys.project(projectId) });
      await queryClient.invalidateQueries({ queryKey: projectsKeys.list() });
    },
  });

  return (
    <Button
      variant="secondary"
      disabled={userId === undefined}
      loading={leave.isPending}
      onClick={() => {
        if (userId === undefined) return;
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
  );
}
