import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  PageHeader,
  Skeleton,
  visuallyHidden,
  type PageHeaderHeadingLevel,
} from '@cdmnet/ui';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './page-anatomy.css';

// ux.md's page anatomy for the research pages, once: the kit's PageHeader with a way back above the
// title and the page's facts line under it, then the page's cards. A project, an analysis, an execution
// and the combined view are built from it, and so is every research screen that comes next.

/** The way back to the page above: where it leads, what it says, and the name of its landmark. */
export interface PageBack {
  to: string;
  label: string;
  navLabel: string;
}

/** `← 분석 목록`, above the page's title. */
export function BackLink({ to, label, navLabel }: PageBack) {
  return (
    <nav aria-label={navLabel}>
      <Link to={to} className={styles.back}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </nav>
  );
}

/** One term and its value on the facts line. */
export interface PageFact {
  term: string;
  value: ReactNode;
  /** Said when it changes, for a value the live stream moves while the page is open (a status). */
  live?: boolean;
}

/** 유형, 작성자, 상태…: term and value pairs that wrap as whole pairs. */
export function FactList({ facts, label }: { facts: readonly PageFact[]; label?: string | undefined }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(({ term, value, live }) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue} aria-live={live ? 'polite' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface ResearchPageHeaderProps {
  title: ReactNode;
  /** 2 (default) under a project's own `<h1>`; 1 for the project itself. */
  headingLevel?: PageHeaderHeadingLevel;
  back?: PageBack | undefined;
  /** One line saying what the page is for, or the record's own description. */
  description?: ReactNode;
  /** The page's actions (수정, 삭제, 실행 취소), at the right, wrapping on a phone. */
  actions?: ReactNode;
  facts?: readonly PageFact[] | undefined;
  /** The facts line's name (`분석 정보`), for a reader who jumps between lists. */
  factsLabel?: string | undefined;
}

/** The header of a research page: the way back, title, description and actions, then the facts line. */
export function ResearchPageHeader({
  title,
  headingLevel = 2,
  back,
  description,
  actions,
  facts,
  factsLabel,
}: ResearchPageHeaderProps) {
  return (
    <>
      <PageHeader
        headingLevel={headingLevel}
        className={styles.header}
        breadcrumbs={back ? <BackLink {...back} /> : undefined}
        title={title}
        description={description}
        actions={actions ? <div className={styles.headerActions}>{actions}</div> : undefined}
      />
      {facts ? <FactList facts={facts} label={factsLabel} /> : null}
    </>
  );
}

/** A research page: its header, then its cards in one column. */
export function ResearchPage({ children, ...header }: ResearchPageHeaderProps & { children?: ReactNode }) {
  return (
    <section className={styles.page}>
      <ResearchPageHeader {...header} />
      {children}
    </section>
  );
}

/** What stands in a page's body for what it cannot show: said once, as an alert, with the way on. */
export function PageAlert({
  message,
  description,
  action,
}: {
  message: string;
  description?: string | undefined;
  action: ReactNode;
}) {
  return <EmptyState role="alert" icon={null} message={message} description={description} action={action} />;
}

/** A page's record before it is shown: on its way, failed to load, or not there (the server's 404). */
export type RecordPageState =
  | { kind: 'loading'; label: string; titleWidth: string; skeleton: ReactNode }
  | { kind: 'failed'; message: string; retryLabel: string; onRetry: () => void }
  | { kind: 'missing'; message: string; help: string };

/** What a record page says while it has none to show: the words of RecordPageState. */
export interface RecordPageCopy {
  notFound: string;
  notFoundHelp: string;
  loadFailed: string;
  retry: string;
  loading: string;
}

/**
 * The state of a page whose record `query` brings: `missing` (the server's 404, or an address that
 * names none) first, then failed with 다시 시도, else on its way in the content's shape.
 */
export function recordPageState(
  query: { isError: boolean; refetch: () => unknown },
  missing: boolean,
  copy: RecordPageCopy,
  loading: { titleWidth: string; skeleton: ReactNode },
): RecordPageState {
  if (missing) return { kind: 'missing', message: copy.notFound, help: copy.notFoundHelp };
  if (query.isError) {
    return {
      kind: 'failed',
      message: copy.loadFailed,
      retryLabel: copy.retry,
      onRetry: () => void query.refetch(),
    };
  }
  return { kind: 'loading', label: copy.loading, ...loading };
}

/**
 * A page about one record (an analysis, an execution) while it has none to show: the header with the
 * way back, and in the body skeletons in the content's shape, what failed with 다시 시도, or that
 * it is not there with a button back. The browser tab names the page, or says it is not there.
 */
export function RecordPageStandIn({
  back,
  pageTitle,
  state,
}: {
  back: PageBack;
  pageTitle: string;
  state: RecordPageState;
}) {
  useDocumentTitle(state.kind === 'missing' ? state.message : pageTitle);
  if (state.kind === 'loading') {
    return (
      <ResearchPage
        back={back}
        title={
          <>
            <span className={visuallyHidden}>{state.label}</span>
            <Skeleton width={state.titleWidth} />
          </>
        }
      >
        <div aria-busy="true" className={styles.stack}>
          {state.skeleton}
        </div>
      </ResearchPage>
    );
  }
  return (
    <ResearchPage back={back} title={pageTitle}>
      {state.kind === 'missing' ? (
        <PageAlert
          message={state.message}
          description={state.help}
          action={
            <Button variant="secondary" asChild>
              <Link to={back.to}>{back.label}</Link>
            </Button>
          }
        />
      ) : (
        <PageAlert
          message={state.message}
          action={
            <Button variant="secondary" onClick={state.onRetry}>
              {state.retryLabel}
            </Button>
          }
        />
      )}
    </ResearchPage>
  );
}
