import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deliveryChannelLabels,
  isApiError,
  orgsQueries,
  resultRequestKindLabels,
  resultRequestsKeys,
  resultRequestsMutations,
  resultRequestsQueries,
  type ReleasedFile,
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
import { ProjectName } from '../../../app/components/decision-columns';
import { allAcknowledged, ReleasedFileView, type ReleaseChoice } from './released-file-view';
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

const notChosen: ReleaseChoice = { release: false, acknowledged: new Set() };

/**
 * 검토 of one waiting result request: what was asked, then every result file as the server's preview
 * gives it (checked files as they leave, held files as the hospital's node keeps them, each with what
 * the node found) and the Shiny link. A held file leaves only when the admin chooses 반출 for it and
 * acknowledges each finding, and only where the organisation lets unchecked files out at all.
 * 승인, 반출 포함 승인 (a VIEW request only: its results may leave too) and 거절, which asks first with
 * its reason required (ux.md "Confirmations"). The reply's message is the toast; a decision closes the
 * dialog; a refusal is said in the dialog and the list is read again (another admin may have decided
 * first).
 */
export function ResultReviewDialog({ orgId, request, onClose }: ResultReviewDialogProps) {
  const queryClient = useQueryClient();
  const preview = useQuery(resultRequestsQueries.preview(orgId, request.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: resultRequestsKeys.pending(orgId) });
  const approve = useMutation({ ...resultRequestsMutations.approve(queryClient, orgId), onError: refresh });
  const reject = useMutation({ ...resultRequestsMutations.reject(queryClient, orgId), onError: refresh });
  // Whether the organisation lets its admin release unchecked files at all (its disclosure settings).
  // Read with the preview, so the 반출 choices do not appear after the files (a failed read offers none).
  const auth = useQuery(orgsQueries.auth(orgId));
  const releaseAllowed = auth.data?.disclosure.releaseUnchecked === true;
  const loading = preview.isPending || auth.isPending;
  const ready = preview.isSuccess && !auth.isPending;
  const [choices, setChoices] = useState<ReadonlyMap<number, ReleaseChoice>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const deciding = approve.isPending || reject.isPending;
  const kind = resultRequestKindLabels[request.kind];

  const files = preview.data?.files ?? [];
  const mayRelease = (file: ReleasedFile) => releaseAllowed && file.status === 'HELD' && !file.fetchError;
  const chosen = files.filter((file) => mayRelease(file) && choices.get(file.id)?.release);
  const blocked = chosen.some((file) => !allAcknowledged(file, choices.get(file.id)!));
  const held = files.filter((file) => file.status === 'HELD').length;

  const approveWith = (withDelivery: boolean) => {
    setRefusal(null);
    const release = chosen.map((file) => ({
      fileId: file.id,
      acknowledged: [...choices.get(file.id)!.acknowledged],
    }));
    approve.mutate(
      { permId: request.id, withDelivery, release },
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
                <ProjectName project={request.project} />
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
          <section aria-labelledby="result-review-files" className={styles.review} aria-busy={loading}>
            <h3 id="result-review-files" className={styles.sectionHeading}>
              {t.files}
            </h3>
            {loading ? (
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
                {files.length === 0 ? (
                  <p className={styles.muted}>{t.noFiles}</p>
                ) : (
                  <p className={styles.muted}>
                    {t.counts({
                      CHECKED: files.filter((file) => file.status === 'CHECKED').length,
                      RELEASED: files.filter((file) => file.status === 'RELEASED').length,
                      HELD: held,
                      REFUSED: files.filter((file) => file.status === 'REFUSED').length,
                    })}
                  </p>
                )}
                {held > 0 && !releaseAllowed ? <p className={styles.note}>{t.releaseForbidden}</p> : null}
                {files.map((file) => (
                  <ReleasedFileView
                    key={file.id}
                    file={file}
                    choice={mayRelease(file) ? (choices.get(file.id) ?? notChosen) : undefined}
                    onChoice={
                      mayRelease(file)
                        ? (choice) => setChoices((current) => new Map(current).set(file.id, choice))
                        : undefined
                    }
                  />
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
          {/* Always there, so a screen reader hears what the choices change. */}
          <p role="status" className={styles.releaseState}>
            {blocked ? t.releaseBlocked : chosen.length > 0 ? t.releasing(chosen.length) : null}
          </p>
          <Button variant="secondary" disabled={deciding} onClick={() => void askReject()}>
            {t.reject}
          </Button>
          {request.kind === 'VIEW' ? (
            <Button
              variant="secondary"
              disabled={deciding || !ready || blocked}
              loading={approve.isPending && approve.variables.withDelivery === true}
              onClick={() => approveWith(true)}
            >
              {t.approveWithDelivery}
            </Button>
          ) : null}
          <Button
            disabled={deciding || !ready || blocked}
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
