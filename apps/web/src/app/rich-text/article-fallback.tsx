import type { ReactNode } from 'react';
import { Button, Card, EmptyState, Skeleton } from '@cdmnet/ui';
import * as styles from './rich-text.css';

export interface ArticleFallbackProps {
  /** What stands in for the article: no such item, a failed load (with 다시 시도), or still loading. */
  state: 'missing' | 'failed' | 'loading';
  messages: { notFound: string; notFoundDescription: string; loadFailed: string; retry: string };
  /** The way back from a missing item (a link to the list). */
  backToList: ReactNode;
  onRetry: () => void;
}

/**
 * The states of a rich-text detail page (an announcement, a resource) before its article shows
 * (ux.md states): not found with the way back, failed with 다시 시도, or a skeleton in its shape.
 */
export function ArticleFallback({ state, messages, backToList, onRetry }: ArticleFallbackProps) {
  if (state === 'missing') {
    return (
      <Card>
        <EmptyState
          message={messages.notFound}
          description={messages.notFoundDescription}
          action={backToList}
        />
      </Card>
    );
  }
  if (state === 'failed') {
    return (
      <Card>
        <EmptyState
          role="alert"
          message={messages.loadFailed}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {messages.retry}
            </Button>
          }
        />
      </Card>
    );
  }
  return <ArticleSkeleton />;
}

/** An article loading: its title, its facts line and a paragraph, in their shapes. */
export function ArticleSkeleton() {
  return (
    <Card aria-busy="true">
      <div className={styles.article}>
        <Skeleton width="60%" height="1.75rem" />
        <Skeleton width="14rem" />
        <Skeleton lines={5} />
      </div>
    </Card>
  );
}
