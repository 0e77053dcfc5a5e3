import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  isApiError,
  resourcesMutations,
  resourcesQueries,
  ResultCode,
  toDataId,
  type Resource,
} from '@cdmnet/api';
import { Button, Card, confirm, PageHeader } from '@cdmnet/ui';
import { ArticleFallback, RichTextArticle } from '../../../app/rich-text';
import { useDocumentTitle } from '../../../app/use-document-title';
import { AttachmentList } from '../components/attachment-list';
import { ResourceForm } from '../components/resource-form';
import { resourceMessages } from '../messages.ko';
import * as styles from '../resources.css';
import { useContentWriter } from '../../../app/use-content-writer';

const t = resourceMessages;

/** `/resources/:dataId`: one resource with its attachments to download; masters edit it in place or delete it. */
export function ResourceViewPage() {
  const id = toDataId(useParams().dataId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const resource = useQuery(resourcesQueries.detail(id));
  const update = useMutation(resourcesMutations.update(queryClient));
  const remove = useMutation(resourcesMutations.remove(queryClient));
  const { canWrite } = useContentWriter();
  const [editing, setEditing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const data = resource.data;
  useDocumentTitle(editing ? t.form.editTitle : (data?.title ?? t.pageTitle));

  const backToList = (
    <Button variant="secondary" asChild>
      <Link to="/resources">{t.backToList}</Link>
    </Button>
  );

  const onDelete = async () => {
    const deleted = await confirm({
      message: t.view.confirmDelete,
      acceptVariant: 'danger',
      onAccept: () => remove.mutateAsync(id),
    });
    if (deleted) void navigate('/resources', { replace: true });
  };

  const missing = id < 0 || (isApiError(resource.error) && resource.error.code === ResultCode.NOT_FOUND);
  let content: ReactNode;
  if (missing || resource.isError || !data) {
    content = (
      <ArticleFallback
        state={missing ? 'missing' : resource.isError ? 'failed' : 'loading'}
        messages={{ ...t.view, retry: t.retry }}
        backToList={backToList}
        onRetry={() => void resource.refetch()}
      />
    );
  } else if (editing && canWrite) {
    content = (
      <ResourceForm
        heading={t.form.editTitle}
        defaultValues={{ title: data.title, content: data.content }}
        existingFiles={data.files}
        saving={update.isPending}
        progress={progress}
        onSubmit={(values) => {
          setProgress(null);
          update.mutate({ id, ...values, onProgress: setProgress }, { onSuccess: () => setEditing(false) });
        }}
        onCancel={() => setEditing(false)}
      />
    );
  } else {
    content = <ResourceArticle resource={data} />;
  }

  const actions =
    data && !editing ? (
      <div className={styles.actions}>
        {backToList}
        {canWrite ? (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
            <Button variant="danger" onClick={() => void onDelete()}>
              {t.remove}
            </Button>
          </>
        ) : null}
      </div>
    ) : null;

  return (
    <section className={styles.page}>
      <PageHeader title={t.pageTitle} actions={actions} />
      {content}
    </section>
  );
}

function ResourceArticle({ resource }: { resource: Resource }) {
  return (
    <>
      <Card>
        <RichTextArticle {...resource} html={resource.content} />
      </Card>
      <Card title={t.view.attachments}>
        <AttachmentList resourceId={resource.id} files={resource.files} />
      </Card>
    </>
  );
}
