import { useMutation, useQueryClient } from '@tanstack/react-query';
import { irbKeys, irbMutations, isApiError, type IrbRequest } from '@cdmnet/api';
import { Button, confirm, confirmMessagesKo, formatDateLong } from '@cdmnet/ui';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.irbRequests;

/** A refusal said in the question too, in the server's words (a reason too long, already decided). */
const refusalText = (error: unknown) => (isApiError(error) ? error.message : confirmMessagesKo.acceptFailed);

/**
 * 승인 and 거절 of one waiting request. Both ask first, naming the project: an approval says the
 * number and the validity it grants; a rejection (irreversible, ux.md) has a danger accept and takes its
 * reason, required, in the same dialog. The reply's message is the toast and the list refreshes; a
 * refusal keeps the question open with the reason typed, and the list is read again (another admin
 * may have decided first).
 */
export function IrbDecisionActions({ orgId, request }: { orgId: number; request: IrbRequest }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: irbKeys.org(orgId) });
  const approve = useMutation({ ...irbMutations.approve(queryClient, orgId), onError: refresh });
  const reject = useMutation({ ...irbMutations.reject(queryClient, orgId), onError: refresh });
  const deciding = approve.isPending || reject.isPending;
  const project = request.project.name;

  return (
    <span className={styles.rowActions}>
      <Button
        size="sm"
        aria-label={t.approveOf(project, request.irbNumber)}
        loading={approve.isPending}
        disabled={reject.isPending}
        onClick={() =>
          void confirm({
            title: t.confirmApprove(project),
            message: t.approveDetail(
              request.irbNumber,
              formatDateLong(request.validFrom) || request.validFrom,
              formatDateLong(request.validUntil) || request.validUntil,
            ),
            acceptLabel: t.approve,
            errorMessage: refusalText,
            onAccept: () => approve.mutateAsync({ irbId: request.id }),
          })
        }
      >
        {t.approve}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t.rejectOf(project, request.irbNumber)}
        loading={reject.isPending}
        disabled={deciding && !reject.isPending}
        onClick={() =>
          void confirm({
            title: t.confirmReject(project),
            message: t.rejectDetail(request.irbNumber),
            acceptLabel: t.reject,
            acceptVariant: 'danger',
            reason: 'required',
            reasonLabel: t.reason,
            reasonPlaceholder: t.reasonPlaceholder,
            reasonRequiredMessage: t.reasonRequired,
            errorMessage: refusalText,
            onAccept: ({ reason }) => reject.mutateAsync({ irbId: request.id, reason }),
          })
        }
      >
        {t.reject}
      </Button>
    </span>
  );
}
