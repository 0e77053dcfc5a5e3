import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { atlasSearchQueries, networkQueries, type AtlasSearchResult } from '@cdmnet/api';
import { Button, Card, EmptyState, Skeleton } from '@cdmnet/ui';
import { PageAlert, ResearchPage } from '../../../app/layout/page-anatomy';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResultsPager } from '../components/results-pager';
import { SaveSearch } from '../components/save-search';
import { ResultsTable } from '../components/results-table';
import { SearchForm } from '../components/search-form';
import { SourceStrip } from '../components/source-strip';
import { atlasSearchCopy } from '../messages.ko';
import { useSearchAsk, type SearchAsk } from '../search-ask';
import * as styles from '../atlas-search.css';

const t = atlasSearchCopy.search;

// The table caches on its data's identity: one empty list while loading.
const none: AtlasSearchResult['concepts'] = [];

/**
 * /atlas/search (개념 검색): one query across the vocabularies of the hospitals' ATLASes the user may
 * use, merged by concept id, filtered, sorted and paged by the server; each hospital's own answer
 * (what it found, or why it gave nothing) above the results. The search lives in the address.
 */
export function SearchPage() {
  useDocumentTitle(t.pageTitle);
  const { ask: asked, change } = useSearchAsk();
  const atlases = useQuery(networkQueries.atlases());
  // A shared link may name a hospital this reader cannot use: it is left out, not refused.
  const ask = useMemo(() => {
    const usable = asked.atlasIds.filter((id) => atlases.data?.some((atlas) => atlas.id === id));
    return usable.length === asked.atlasIds.length ? asked : { ...asked, atlasIds: usable };
  }, [asked, atlases.data]);
  const filters = useQuery({
    ...atlasSearchQueries.filters(ask.atlasIds),
    enabled: (atlases.data?.length ?? 0) > 0,
  });
  const result = useQuery({
    ...atlasSearchQueries.search(ask),
    enabled: ask.query !== '' && (atlases.data?.length ?? 0) > 0,
  });

  return (
    <ResearchPage
      headingLevel={1}
      title={t.heading}
      description={t.description}
      // A search can be kept once there is one: its query asked of the hospitals the reader may use.
      actions={ask.query !== '' && atlases.data ? <SaveSearch ask={ask} atlases={atlases.data} /> : undefined}
    >
      <Body ask={ask} change={change} atlases={atlases} filters={filters.data} result={result} />
    </ResearchPage>
  );
}

type Query<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
};

function Body({
  ask,
  change,
  atlases,
  filters,
  result,
}: {
  ask: SearchAsk;
  change: (next: Partial<SearchAsk>) => void;
  atlases: Query<Parameters<typeof SearchForm>[0]['atlases']>;
  filters: Parameters<typeof SearchForm>[0]['filters'];
  result: Query<AtlasSearchResult>;
}) {
  if (atlases.isError) {
    return (
      <PageAlert
        message={t.atlasesFailed}
        action={
          <Button variant="secondary" onClick={() => void atlases.refetch()}>
            {atlasSearchCopy.retry}
          </Button>
        }
      />
    );
  }
  if (atlases.isPending || !atlases.data) {
    return (
      <Card aria-busy="true">
        <Skeleton height="2.5rem" />
      </Card>
    );
  }
  if (atlases.data.length === 0) {
    return <EmptyState message={t.noAtlas} description={t.noAtlasHelp} />;
  }
  const data = result.data;
  return (
    <>
      <Card>
        <SearchForm
          ask={ask}
          atlases={atlases.data}
          filters={filters}
          facets={data?.facets}
          onChange={change}
        />
      </Card>
      {ask.query === '' ? (
        <EmptyState message={t.firstTitle} description={t.firstHelp} />
      ) : result.isError ? (
        <PageAlert
          message={t.failed}
          action={
            <Button variant="secondary" onClick={() => void result.refetch()}>
              {atlasSearchCopy.retry}
            </Button>
          }
        />
      ) : (
        <Results ask={ask} change={change} data={data} loading={result.isPending} />
      )}
    </>
  );
}

function Results({
  ask,
  change,
  data,
  loading,
}: {
  ask: SearchAsk;
  change: (next: Partial<SearchAsk>) => void;
  data: AtlasSearchResult | undefined;
  loading: boolean;
}) {
  const answered = data?.sources.some((s) => s.state === 'OK' || s.state === 'UNCERTAIN') ?? true;
  const filtered =
    ask.domainIds.length + ask.vocabularyIds.length + ask.conceptClassIds.length > 0 ||
    ask.standard !== null ||
    ask.validity !== null;
  return (
    <Card>
      <div className={styles.page}>
        {data ? (
          <SourceStrip sources={data.sources} />
        ) : (
          <div aria-busy="true">
            <Skeleton height="4.5rem" />
          </div>
        )}
        {!answered ? (
          <PageAlert message={t.allDown} action={null} />
        ) : data && data.total === 0 && !loading ? (
          <EmptyState
            message={t.noResults(ask.query)}
            description={filtered ? t.noResultsFiltered : undefined}
          />
        ) : (
          <>
            <ResultsTable
              title={t.resultsTitle}
              concepts={data?.concepts ?? none}
              sources={data?.sources ?? []}
              atlasIds={ask.atlasIds}
              sort={ask.sort}
              onSortChange={(sort) => change({ sort })}
              loading={loading}
            />
            {data ? (
              <ResultsPager
                total={data.total}
                page={ask.page}
                size={ask.size}
                onPage={(page) => change({ page })}
                onSize={(size) => change({ size })}
              />
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
