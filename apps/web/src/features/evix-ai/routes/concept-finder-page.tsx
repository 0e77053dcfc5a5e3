import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CONCEPT_FINDER_RECORDS_MAX,
  conceptFinderQueries,
  type ConceptFinderResult,
  type FoundByFinder,
} from '@cdmnet/api';
import { Button, Card, EmptyState, Skeleton } from '@cdmnet/ui';
import { PageAlert, ResearchPage } from '../../../app/layout/page-anatomy';
import { useDocumentTitle } from '../../../app/use-document-title';
import * as styles from '../concept-finder/concept-finder.css';
import { ConceptSetTray } from '../concept-finder/concept-set-tray';
import { conceptSet, useConceptSet } from '../concept-finder/concept-set-store';
import { DomainChips } from '../concept-finder/domain-chips';
import { useFinderAsk, type FinderAsk } from '../concept-finder/finder-address';
import { FinderResults } from '../concept-finder/finder-results';
import { FinderSearchBox } from '../concept-finder/finder-search-box';
import { FinderStatus, IndexLine } from '../concept-finder/finder-status';
import { UncountedHospitals } from '../concept-finder/result-counts';
import { evixAiMessages } from '../messages.ko';

const t = evixAiMessages.conceptFinder;

// The table caches on its data's identity: one empty list while loading.
const none: FoundByFinder[] = [];

/**
 * /evix-ai/concept-finder (개념 찾기): free text in Korean, English or both → ranked standard OMOP
 * concepts from the platform's index of the hospitals' vocabularies, each saying why it matched. The
 * query, the chosen result and the domains live in the address; the concept set in the tab's session.
 */
export function ConceptFinderPage() {
  useDocumentTitle(t.title);
  const { ask, change } = useFinderAsk();
  return (
    <ResearchPage headingLevel={1} title={t.title} description={t.description}>
      <Card>
        <FinderSearchBox query={ask.query} onSearch={(query) => change({ query })} />
      </Card>
      {ask.query === '' ? <FirstView /> : <Answer ask={ask} change={change} />}
      <ConceptSetTray />
    </ResearchPage>
  );
}

/** Before a query: what the finder is for and what its index holds. */
function FirstView() {
  const index = useQuery(conceptFinderQueries.index());
  return (
    <Card>
      <div className={styles.stack}>
        <EmptyState icon={null} size="sm" message={t.firstTitle} description={t.firstHelp} />
        {index.data?.state === 'READY' ? <IndexLine index={index.data} /> : null}
      </div>
    </Card>
  );
}

function Answer({ ask, change }: { ask: FinderAsk; change: (next: Partial<FinderAsk>) => void }) {
  const result = useQuery(conceptFinderQueries.search({ query: ask.query, domainIds: ask.domainIds }));
  if (result.isError) {
    return (
      <PageAlert
        message={t.failed}
        action={
          <Button variant="secondary" onClick={() => void result.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  const data = result.data;
  if (!data) {
    return (
      <Card aria-busy="true">
        <div className={styles.stack}>
          <Skeleton height="1.5rem" width="60%" />
          <FinderResults
            results={none}
            loading
            chosenId={null}
            onChoose={() => {}}
            picked={new Set()}
            onPick={() => {}}
            counts={undefined}
            toolbar={null}
          />
        </div>
      </Card>
    );
  }
  if (data.index.state === 'BUILDING') {
    return (
      <Card>
        <EmptyState
          role="status"
          size="sm"
          message={t.building}
          description={t.buildingHelp}
          action={
            <Button variant="secondary" loading={result.isFetching} onClick={() => void result.refetch()}>
              {t.searchAgain}
            </Button>
          }
        />
      </Card>
    );
  }
  if (data.index.state === 'EMPTY') {
    return (
      <Card>
        <EmptyState size="sm" message={t.empty} description={t.emptyHelp} />
      </Card>
    );
  }
  return <Results ask={ask} change={change} data={data} fetching={result.isPlaceholderData} />;
}

function Results({
  ask,
  change,
  data,
  fetching,
}: {
  ask: FinderAsk;
  change: (next: Partial<FinderAsk>) => void;
  data: ConceptFinderResult;
  fetching: boolean;
}) {
  const set = useConceptSet();
  const picked = useMemo(() => new Set(set.map((c) => c.conceptId)), [set]);
  const ids = useMemo(
    () => data.results.slice(0, CONCEPT_FINDER_RECORDS_MAX).map((r) => r.concept.conceptId),
    [data.results],
  );
  // Counting asks every hospital's CDM: only when the reader asks, for the results then shown.
  const [countsFor, setCountsFor] = useState<string | null>(null);
  const asked = countsFor === ids.join(',');
  const counts = useQuery({ ...conceptFinderQueries.records(ids), enabled: asked && ids.length > 0 });

  const onChoose = useCallback((conceptId: number | null) => change({ resultId: conceptId }), [change]);
  const onPick = useCallback((row: FoundByFinder, on: boolean) => {
    if (on) conceptSet.add(row.concept);
    else conceptSet.remove(row.concept.conceptId);
  }, []);

  // A shared link or a reload names a result: shown once the results arrive, not on every choice.
  const table = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (ask.resultId === null || scrolledTo.current !== null) return;
    const button = table.current?.querySelector(`[data-result-id="${ask.resultId}"]`);
    if (!button) return;
    scrolledTo.current = ask.resultId;
    button.closest('tr')?.scrollIntoView({ block: 'center' });
  }, [ask.resultId, data]);

  const toolbar = (
    <Button
      size="sm"
      variant="secondary"
      loading={asked && counts.isFetching}
      disabled={ids.length === 0}
      onClick={() => (asked ? void counts.refetch() : setCountsFor(ids.join(',')))}
    >
      {t.counts}
    </Button>
  );

  return (
    <Card>
      <div className={styles.stack}>
        <FinderStatus result={data} />
        <DomainChips
          domains={data.domains}
          chosen={ask.domainIds}
          onChange={(domainIds) => change({ domainIds })}
        />
        {asked && counts.isError ? (
          <PageAlert
            message={t.countsFailed}
            action={
              <Button variant="secondary" size="sm" onClick={() => void counts.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : null}
        {asked && counts.isPending ? (
          <p role="status" className={styles.muted}>
            {t.countsLoading}
          </p>
        ) : null}
        {counts.data ? <UncountedHospitals hospitals={counts.data.hospitals} /> : null}
        {data.results.length === 0 ? (
          <EmptyState
            size="sm"
            message={t.noResults(ask.query)}
            description={
              <ul className={styles.lines}>
                {[...t.noResultsHints, ...(ask.domainIds.length > 0 ? [t.noResultsInDomains] : [])].map(
                  (hint) => (
                    <li key={hint}>{hint}</li>
                  ),
                )}
              </ul>
            }
          />
        ) : (
          <div ref={table}>
            <FinderResults
              results={data.results}
              loading={fetching}
              chosenId={ask.resultId}
              onChoose={onChoose}
              picked={picked}
              onPick={onPick}
              counts={asked ? counts.data?.hospitals : undefined}
              toolbar={toolbar}
            />
          </div>
        )}
      </div>
    </Card>
  );
}
