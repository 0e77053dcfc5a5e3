import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError, ResultCode, toDataId } from '@cdmnet/api';
import { Button, Card, confirm, PageHeader } from '@cdmnet/ui';
import { ArticleFallback, RichTextArticle } from '../rich-text';
import { useContentWriter } from '../use-content-writer';
import { useDocumentTitle } from '../use-document-title';
import type { ContentViewMessages } from './content-messages';
import * as styles from './content.css';

/** What every posted item has: the article's facts and its rich-text content. */
export interface ContentItem {
  id: number;
  title: string;
  content: string;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The edit form of one item, in place of the article; `done` closes it after a save or on 취소. */
export interface ContentEditorProps<Item> {
  id: number;
  item: Item;
  done: () => void;
}

export interface ContentViewPageProps<Item extends ContentItem, Key extends QueryKey, Removed, Context> {
  messages: ContentViewMessages;
  /** The list, where 목록 leads and a deletion returns to. */
  listPath: string;
  /** The feature's query of one item by its id. */
  detail: (id: number) => UseQueryOptions<Item, Error, Item, Key>;
  /** The feature's deletion by id. */
  remove: (queryClient: QueryClient) => UseMutationOptions<Removed, Error, number, Context>;
  Editor: ComponentType<ContentEditorProps<Item>>;
  /** What follows the article (a resource's attachments). */
  after?: ((item: Item) => ReactNode) | undefined;
}

/**
 * `{listPath}/:dataId`: one posted item, sanitised, with 목록; writers also get 수정 (the form in
 * place of the article) and 삭제 (after a confirm naming the item), which returns to the list.
 */
export function ContentViewPage<Item extends ContentItem, Key extends QueryKey, Removed, Context>({
  messages: t,
  listPath,
  detail,
  remove: removeOptions,
  Editor,
  after,
}: ContentViewPageProps<Item, Key, Removed, Context>) {
  const id = toDataId(useParams().dataId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const item = useQuery(detail(id));
  const remove = useMutation(removeOptions(queryClient));
  const { canWrite } = useContentWriter();
  const [editing, setEditing] = useState(false);
  const data = item.data;
  useDocumentTitle(editing ? t.form.editTitle : (data?.title ?? t.pageTitle));

  const backToList = (
    <Button variant="secondary" asChild>
      <Link to={listPath}>{t.backToList}</Link>
    </Button>
  );

  const onDelete = async () => {
    const deleted = await confirm({
      message: t.view.confirmDelete,
      acceptVariant: 'danger',
      onAccept: () => remove.mutateAsync(id),
    });
    if (deleted) void navigate(listPath, { replace: true });
  };

  const missing = id < 0 || (isApiError(item.error) && item.error.code === ResultCode.NOT_FOUND);
  let content: ReactNode;
  if (missing || item.isError || !data) {
    content = (
      <ArticleFallback
        state={missing ? 'missing' : item.isError ? 'failed' : 'loading'}
        messages={{ ...t.view, retry: t.retry }}
        backToList={backToList}
        onRetry={() => void item.refetch()}
      />
    );
  } else if (editing && canWrite) {
    // The areas' editors are lazyComponents whose fallback is the article's skeleton.
    content = <Editor id={id} item={data} done={() => setEditing(false)} />;
  } else {
    content = (
      <>
        <Card>
          <RichTextArticle
            title={data.title}
            authorName={data.authorName}
            createdAt={data.createdAt}
            updatedAt={data.updatedAt}
            html={data.content}
          />
        </Card>
        {after?.(data)}
      </>
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
