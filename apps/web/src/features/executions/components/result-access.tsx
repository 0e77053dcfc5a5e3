import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  downloadFnetPackage,
  executionsQueries,
  projectsQueries,
  resultRequestKindLabels,
  resultRequestsQueries,
  type ExecutionDetail,
  type ProjectAccess,
  type ProjectPermission,
  type ResultRequestKind,
} from '@cdmnet/api';
import { Button, formatZonedTimestamp, Skeleton, UserText } from '@cdmnet/ui';
import { LazyResultRequestDialog } from '../../../app/components/lazy-result-request-dialog';
import { saveFile } from '../../../app/save-file';
import type { ExecutionRef } from '../execution-path';
import { executionCopy } from '../messages.ko';
import * as styles from '../executions.css';

const t = executionCopy.access;

/** Whether the caller holds `permission` in the project (managers hold every one). */
const holds = (access: ProjectAccess | undefined, permission: ProjectPermission) =>
  access?.state === 'ACCEPTED' && (access.role === 'MANAGER' || access.permissions.includes(permission));

/**
 * Where the caller stands on asking for one kind of permission: waiting (what was asked, when, why),
 * refused (the reason, and 다시 요청), or not asked (the button). The dialog asks; its success makes the
 * execution and this request stale, so the panel moves by itself.
 */
function AskFor({
  execution,
  detail,
  kind,
  help,
}: {
  execution: ExecutionRef;
  detail: ExecutionDetail;
  kind: ResultRequestKind;
  help: string;
}) {
  const existing = useQuery(resultRequestsQueries.existing(execution, kind));
  // The dialog asks anew, or changes the request still waiting.
  const [dialog, setDialog] = useState<'ask' | 'change' | null>(null);
  const label = resultRequestKindLabels[kind];
  const request = existing.data?.request ?? null;

  const button = (text: string) => (
    <Button variant="secondary" onClick={() => setDialog('ask')} className={styles.accessButton}>
      {text}
    </Button>
  );

  let body;
  if (existing.isPending) {
    body = <Skeleton width="16rem" />;
  } else if (existing.isError) {
    body = (
      <div className={styles.failed}>
        <p className={styles.failedText}>{t.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void existing.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (request?.state === 'PENDING') {
    body = (
      <div className={styles.notice}>
        <p className={styles.noticeLine}>{t.pending(label, detail.orgName)}</p>
        <p className={styles.muted}>{t.requestedAt(formatZonedTimestamp(request.requestedAt))}</p>
        {request.note ? (
          <p className={styles.muted}>
            <UserText>{t.note(request.note)}</UserText>
          </p>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDialog('change')}
          className={styles.accessButton}
        >
          {t.edit}
        </Button>
      </div>
    );
  } else if (request?.state === 'REJECTED') {
    body = (
      <div className={styles.stack}>
        <div className={styles.errorBox}>
          <p className={styles.errorTitle}>{t.rejected(label)}</p>
          {request.reason ? (
            <p className={styles.errorText}>
              <UserText>{t.reason(request.reason)}</UserText>
            </p>
          ) : null}
        </div>
        {button(t.askAgain)}
      </div>
    );
  } else {
    body = (
      <div className={styles.stack}>
        <p className={styles.muted}>{help}</p>
        {button(t.ask(label))}
      </div>
    );
  }

  return (
    <>
      {body}
      {dialog ? (
        <LazyResultRequestDialog
          projectId={execution.projectId}
          analysisId={execution.analysisId}
          executionIds={[execution.executionId]}
          kind={kind}
          subject={t.subject(detail.orgName, detail.cdmName, detail.id)}
          waiting={dialog === 'change' && request?.state === 'PENDING' ? request : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

/** FNET 패키지 내려받기: the released files and the record, as the organisation lets them leave. */
function FnetDownload({ execution }: { execution: ExecutionRef }) {
  const [busy, setBusy] = useState(false);
  const fetchPackage = () => {
    setBusy(true);
    downloadFnetPackage(execution)
      .then(({ blob, fileName }) => saveFile(blob, fileName ?? t.fnetName(execution.executionId)))
      // A refusal is the client's toast.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <div className={styles.stack}>
      <Button loading={busy} onClick={fetchPackage} className={styles.accessButton}>
        {t.fnet}
      </Button>
      <p className={styles.muted}>{t.fnetHelp}</p>
    </div>
  );
}

/**
 * What the caller may do about this execution's results beyond seeing them: ask to see them (when the
 * organisation keeps them), ask to take them out (when they may see but not deliver), or download the
 * FNET package (when they may deliver: VIEW is seeing, DELIVERY is taking). Nothing is offered before
 * the execution has results: finished successfully, or ended with an error keeping checked files.
 */
export function ResultAccess({ execution, detail }: { execution: ExecutionRef; detail: ExecutionDetail }) {
  const access = useQuery(projectsQueries.access(execution.projectId)).data;
  const finished =
    detail.status === 'FINISHED_SUCCESSFULLY' ||
    (detail.status === 'FINISHED_WITH_ERROR' && detail.fileCount > 0);
  const hidden = detail.resultAccess === 'NONE';

  if (hidden && !finished) return <p className={styles.muted}>{t.afterFinish}</p>;
  if (hidden) {
    if (!holds(access, 'EXECUTION_VIEW')) return <p className={styles.notice}>{t.noViewPermission}</p>;
    return <AskFor execution={execution} detail={detail} kind="VIEW" help={t.askViewHelp} />;
  }
  if (!finished) return null;
  return <SeenResults execution={execution} detail={detail} access={access} />;
}

/**
 * Results the caller sees: the FNET package for whoever may deliver, and a request to the hospital's
 * admin for whoever may not, or for anyone while a file stays held at the hospital (rights cover the
 * checked files only; a held file leaves when its admin releases it).
 */
function SeenResults({
  execution,
  detail,
  access,
}: {
  execution: ExecutionRef;
  detail: ExecutionDetail;
  access: ProjectAccess | undefined;
}) {
  const held = useQuery({
    ...executionsQueries.files(execution),
    select: (files) => files.some((file) => file.status === 'HELD'),
  }).data;
  const mayAskDelivery = holds(access, 'DELIVERY_FNET') || holds(access, 'DELIVERY_SHINY');
  const fnet = detail.mayDownload && detail.deliveryChannels.includes('FNET');
  const ask = held || !detail.mayDownload;
  const kind: ResultRequestKind = mayAskDelivery ? 'DELIVERY' : 'VIEW';
  return (
    <>
      {fnet && <FnetDownload execution={execution} />}
      {ask && (mayAskDelivery || held) && (
        <AskFor
          execution={execution}
          detail={detail}
          kind={kind}
          help={held ? t.askReleaseHelp : t.askDeliveryHelp}
        />
      )}
    </>
  );
}
