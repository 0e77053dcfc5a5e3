import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { announcementsMutations, announcementsQueries, isApiError, ResultCode, toDataId } from '@cdmnet/api';
import { Button, Card, confirm, PageHeader } from '@cdmnet/ui';
import { ArticleFallback, RichTextArticle } from '../../../app/rich-text';
import { useDocumentTitle } from '../../../app/use-document-title';
import * as styles from '../announcements.css';
import { AnnouncementForm } from '../components/announcement-form';
import { announcementMessages } from '../messages.ko';
import { useContentWriter } from '../../../app/use-content-writer';

const t = announcementMessages;

/** `/announcement/:dataId`: one announcement, sanitised; masters edit it in place or delete it. */
export function AnnouncementViewPage() {
  const id = toDataId(useParams().dataId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const announcement = useQuery(announcementsQueries.detail(id));
  const update = useMutation(announcementsMutations.update(queryClient));
  const remove = useMutation(announcementsMutations.remove(queryClient));
  const { canWrite } = useContentWriter();
  const [editing, setEditing] = useState(false);
  const data = announcement.data;
  useDocumentTitle(editing ? t.form.editTitle : (data?.title ?? t.pageTitle));

  const backToList = (
    <Button variant="secondary" asChild>
      <Link to="/announcement">{t.backToList}</Link>
    </Button>
  );

  const onDelete = async () => {
    const deleted = await confirm({
      message: t.view.confirmDelete,
      acceptVariant: 'danger',
      onAccept: () => remove.mutateAsync(id),
    });
    if (deleted) void navigate('/announcement', { replace: true });
  };

  const missing =
    id < 0 || (isApiError(announcement.error) && announcement.error.code === ResultCode.NOT_FOUND);
  let content: ReactNode;
  if (missing || announcement.isError || !data) {
    content = (
      <ArticleFallback
        state={missing ? 'missing' : announcement.isError ? 'failed' : 'loading'}
        messages={{ ...t.view, retry: t.retry }}
        backToList={backToList}
        onRetry={() => void announcement.refetch()}
      />
    );
  } else if (editing && canWrite) {
    content = (
      <AnnouncementForm
        heading={t.form.editTitle}
        defaultValues={{ title: data.title, content: data.content, popup: data.popup }}
        saving={update.isPending}
        onSubmit={(body) => update.mutate({ id, body }, { onSuccess: () => setEditing(false) })}
        onCancel={() => setEditing(false)}
      />
    );
  } else {
    content = (
      <Card>
        <RichTextArticle {...data} html={data.content} />
      </Card>
    );
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
