import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeader, Skeleton } from '@cdmnet/ui';
import { useContentWriter } from '../use-content-writer';
import { useDocumentTitle } from '../use-document-title';
import type { ContentCreateMessages } from './content-messages';
import * as styles from './content.css';

export interface ContentCreatePageProps {
  messages: ContentCreateMessages;
  /** The list, where 목록 leads those who may not write. */
  listPath: string;
  /** The feature's creating form; mounted for writers only. */
  children: ReactNode;
}

/**
 * `{listPath}/create`: a writer gets the form; anyone else reads 접근 권한이 없습니다 with 목록.
 * Until the profile has loaded, a skeleton, so neither flickers in.
 */
export function ContentCreatePage({ messages: t, listPath, children }: ContentCreatePageProps) {
  useDocumentTitle(t.form.createTitle);
  const { canWrite, pending } = useContentWriter();

  const content = pending ? (
    <Card aria-busy="true">
      <Skeleton lines={6} />
    </Card>
  ) : canWrite ? (
    children
  ) : (
    <Card>
      <EmptyState
        message={t.noPermission}
        description={t.noPermissionDescription}
        action={
          <Button variant="secondary" asChild>
            <Link to={listPath}>{t.backToList}</Link>
          </Button>
        }
      />
    </Card>
  );

  return (
    <section className={styles.page}>
      <PageHeader title={t.pageTitle} description={t.description} />
      {content}
    </section>
  );
}
