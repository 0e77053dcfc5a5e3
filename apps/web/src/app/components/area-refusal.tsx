import { Link } from 'react-router-dom';
import { Button, EmptyState, PageHeader } from '@cdmnet/ui';
import { useDocumentTitle } from '../use-document-title';

export type RefusalKind = 'forbidden' | 'missing' | 'failed';

/** What an area says for each refusal: the sentence and its help, in the area's own words. */
export interface RefusalCopy {
  pageTitle: string;
  forbidden: string;
  forbiddenHelp: string;
  notFound: string;
  notFoundHelp: string;
  failed: string;
  retry: string;
  /** The way out of a refusal: a link home. */
  home: string;
}

/**
 * An area's page that is not shown (/project/{id}, /orgadmin/{id}): no permission, no such record,
 * or the check itself failed (with 다시 시도). Said once, on the page, as ux.md's states have it.
 */
export function AreaRefusal({
  kind,
  copy,
  onRetry,
  className,
  headerClassName,
}: {
  kind: RefusalKind;
  copy: RefusalCopy;
  onRetry?: () => void;
  className?: string;
  headerClassName?: string;
}) {
  useDocumentTitle(
    kind === 'missing' ? copy.notFound : kind === 'forbidden' ? copy.forbidden : copy.pageTitle,
  );
  const [message, description] =
    kind === 'forbidden'
      ? [copy.forbidden, copy.forbiddenHelp]
      : kind === 'missing'
        ? [copy.notFound, copy.notFoundHelp]
        : [copy.failed, undefined];
  return (
    <section className={className}>
      <PageHeader title={copy.pageTitle} className={headerClassName} />
      <EmptyState
        role="alert"
        icon={null}
        message={message}
        description={description}
        action={
          kind === 'failed' ? (
            <Button variant="secondary" onClick={onRetry}>
              {copy.retry}
            </Button>
          ) : (
            <Button variant="secondary" asChild>
              <Link to="/">{copy.home}</Link>
            </Button>
          )
        }
      />
    </section>
  );
}
