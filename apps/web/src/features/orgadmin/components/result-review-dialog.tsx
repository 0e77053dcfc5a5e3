import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deliveryChannelLabels,
  isApiError,
  resultRequestKindLabels,
  resultRequestsKeys,
  resultRequestsMutations,
  resultRequestsQueries,
  type ResultRequest,
} from '@cdmnet/api';
import {
  Button,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
  Skeleton,
  confirm,
  confirmMessagesKo,
  formatTimestamp,
} from '@cdmnet/ui';
import { IrbProjectCell } from './irb-project-cell';
import { ReleasedFileView } from './released-file-view';
import { orgAdminCopy } from '../messages.ko';
import * as styles from '../orgadmin.css';

const t = orgAdminCopy.review;
const c = orgAdminCopy.results;

/** A refusal in the server's words (a reason too long, already decided). */
const refusalText = (error: unknown) => (isApiError(error) ? error.message : confirmMessagesKo.acceptFailed);

export interface ResultReviewDialogProps {
  orgId: number;
  request: ResultRequest;
  onClose: () => void;
}

/**
 * 검토 of one waiting result request: what was asked, then exactly what would leave (the preview the
 * server builds after its own masking: each file, its size, the cells masked again, its text) and the
 * Shiny link. 승인, 반출 포함 승인 (a VIEW request only: its results may leave too) and 거절, which asks
 * first with its reason required (ux.md "Confirmations"). The reply's message is the toast; a decision
 * closes the dialog; a refusal is said in the dialog and the list is read again (another admin may
 * have decided first).
 */
export function ResultReviewDialog({ orgId, request, onClose }: ResultReviewDialogProps) {
  const queryClient = useQueryClient();
  const preview = useQuery(resultRequestsQueries.preview(orgId, request.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: resultRequestsKeys.pending(orgId) });
  const approve = useMutation({ ...resultRequestsMutations.approve(queryClient, orgId), onError: refresh });
  const reject = useMutation({ ...resultRequestsMutations.reject(queryClient, orgId), onError: refresh });
  const [refusal, setRefusal] = useState<string | null>(null);
  const deciding = approve.isPending || reject.isPending;
  const kind = resultRequestKindLabels[request.kind];

  const approveWith = (withDelivery: boolean) => {
    setRefusal(null);
    approve.mutate(
      { permId: request.id, withDelivery },
      { onSuccess: onClose, onError: (error) => setRefusal(refusalText(error)) },
    );
  };

  const askReject = async () => {
    const rejected = await confirm({
      title: t.confirmReject(request.analysisName, kind),
      message: t.rejectDetail(request.cdmName),
      acceptLabel: t.reject,
      acceptVariant: 'danger',
      reason: 'required',
      reasonLabel: t.reason,
      reasonPlaceholder: t.reasonPlaceholder,
      reasonRequiredMessage: t.reasonRequired,
      errorMessage: refusalText,
      onAccept: ({ reason }) => reject.mutateAsync({ permId: request.id, reason }),
    });
    if (rejected) onClose();
  };

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !deciding) onClose();
      }}
    >
      <DialogContent title={t.title(kind)} description={t.description} size="lg" dismissible={!deciding}>
        <DialogBody className={`${styles.review} ${styles.koreanText}`}>
          {refusal ? (
            <p role="alert" className={styles.note}>
              {refusal}
            </p>
          ) : null}
          <section aria-label={t.summary} className={styles.review}>
            <dl className={styles.summary}>
              <dt className={styles.summaryTerm}>{c.project}</dt>
              <dd className={styles.summaryValue}>
                <IrbProjectCell project={request.project} />
              </dd>
              <dt className={styles.summaryTerm}>{c.analysis}</dt>
              <dd className={styles.summaryValue}>{request.analysisName}</dd>
              <dt className={styles.summaryTerm}>{c.cdm}</dt>
              <dd className={styles.summaryValue}>{request.cdmName}</dd>
              <dt className={styles.summaryTerm}>{c.kind}</dt>
              <dd className={styles.summaryValue}>
                {kind}
                {request.kind === 'DELIVERY' && request.channel
                  ? ` · ${deliveryChannelLabels[request.channel]}`
                  : ''}
              </dd>
              <dt className={styles.summaryTerm}>{c.requestedBy}</dt>
              <dd className={styles.summaryValue}>
                {request.requestedByName ?? c.unknownUser} · {formatTimestamp(request.requestedAt)}
              </dd>
              <dt className={styles.summaryTerm}>{c.note}</dt>
              <dd className={styles.summaryValue}>
                <p className={styles.note}>{request.note || c.noNote}</p>
              </dd>
            </dl>
          </section>
          <section
            aria-labelledby="result-review-files"
            className={styles.review}
            aria-busy={preview.isPending}
          >
            <h3 id="result-review-files" className={styles.sectionHeading}>
              {t.files}
            </h3>
            {preview.isPending ? (
              <div role="status" aria-label={t.loading}>
                <Skeleton lines={3} />
                <Skeleton shape="rect" height="6rem" />
              </div>
            ) : preview.isError ? (
              <div role="alert" className={styles.dialogActions}>
                <p className={styles.note}>{t.loadFailed}</p>
                <Button size="sm" variant="secondary" onClick={() => void preview.refetch()}>
                  {t.retry}
                </Button>
              </div>
            ) : (
              <>
                {preview.data.files.length === 0 ? <p className={styles.muted}>{t.noFiles}</p> : null}
                {preview.data.files.map((file) => (
                  <ReleasedFileView key={file.name} file={file} />
                ))}
                {preview.data.shinyUrl ? (
                  <p className={styles.note}>
                    {t.shiny}:{' '}
                    <a href={preview.data.shinyUrl} target="_blank" rel="noreferrer">
                      {t.shinyLink}
                    </a>{' '}
                    <span className={styles.muted}>({preview.data.shinyUrl})</span>
                  </p>
                ) : null}
              </>
            )}
          </section>
        </DialogBody>
        <DialogFooter className={styles.dialogActions}>
          <Button variant="secondary" disabled={deciding} onClick={() => void askReject()}>
            {t.reject}
          </Button>
          {request.kind === 'VIEW' ? (
            <Button
              variant="secondary"
              disabled={deciding || !preview.isSuccess}
              loading={approve.isPending && approve.variables.withDelivery === true}
              onClick={() => approveWith(true)}
            >
              {t.approveWithDelivery}
            </Button>
          ) : null}
          <Button
            disabled={deciding || !preview.isSuccess}
            loading={approve.isPending && approve.variables.withDelivery !== true}
            onClick={() => approveWith(false)}
          >
            {t.approve}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
