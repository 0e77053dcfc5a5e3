import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { aiModelMutations, aiModelQueries, type AiModelCheck, type AiModelSettings } from '@cdmnet/api';
import { Button, Card, confirm, formatTimestamp, Skeleton } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import { LazyAiModelDialog } from './ai-model-dialogs';
import * as styles from './ai-model-card.css';

const t = masterCopy.aiModel;

function Facts({ model }: { model: AiModelSettings }) {
  const rows: [string, string][] = [
    [t.url, model.url],
    [t.model, model.model],
    [t.key, model.hasKey ? t.keyKept : t.keyNone],
    [t.updated, t.updatedBy(formatTimestamp(model.updatedAt), model.updatedByName)],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the last 연결 확인 found: a status when the model answered, an alert when it did not. */
function CheckResult({ result }: { result: AiModelCheck }) {
  return (
    <div role={result.ok ? 'status' : 'alert'} data-ok={result.ok} className={styles.checkResult}>
      <p className={styles.checkTitle}>{result.ok ? t.checkOk : t.checkFailed}</p>
      <p className={styles.checkText}>{result.message}</p>
    </div>
  );
}

/**
 * The 서비스 설정 tab's AI 모델 card (issue 30): the organisation's OpenAI-compatible model for EVIX-AI
 * (address, model name, whether a key is kept, who changed it when), with 설정/수정, 연결 확인 and 삭제.
 */
export function AiModelCard({ orgId }: { orgId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...aiModelQueries.organization(orgId), enabled: orgId > 0 });
  const check = useMutation(aiModelMutations.check(orgId));
  const remove = useMutation(aiModelMutations.remove(queryClient, orgId));
  const [editing, setEditing] = useState<number | null>(null);
  const model = query.data ?? null;
  const open = () => {
    check.reset();
    setEditing(Date.now());
  };

  const actions = model ? (
    <span className={styles.actions}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t.checkLabel}
        loading={check.isPending}
        onClick={() => check.mutate()}
      >
        {t.check}
      </Button>
      <Button size="sm" variant="secondary" aria-label={t.modifyLabel} onClick={open}>
        {t.modify}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t.removeLabel}
        onClick={() =>
          void confirm({
            message: t.confirmDelete,
            acceptLabel: t.remove,
            acceptVariant: 'danger',
            // The refusal toasts by itself, so the question closes either way.
            onAccept: () =>
              remove
                .mutateAsync()
                .then(() => check.reset())
                .catch(() => undefined),
          })
        }
      >
        {t.remove}
      </Button>
    </span>
  ) : null;

  let body;
  if (query.isPending) body = <Skeleton shape="rect" height="6rem" />;
  else if (query.isError)
    body = (
      <div role="alert" className={styles.empty}>
        <p className={styles.emptyText}>{t.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  else if (!model)
    body = (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{t.empty}</p>
        <Button size="sm" aria-label={t.setUpLabel} onClick={open}>
          {t.setUp}
        </Button>
      </div>
    );
  else
    body = (
      <>
        <Facts model={model} />
        {check.data ? <CheckResult result={check.data} /> : null}
      </>
    );

  return (
    <Card title={t.title} description={t.description} actions={actions}>
      {body}
      {editing !== null ? (
        <LazyAiModelDialog key={editing} orgId={orgId} current={model} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
