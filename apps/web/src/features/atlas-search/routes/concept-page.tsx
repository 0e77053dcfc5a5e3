import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { atlasSearchQueries, toDataId, type ConceptPage as ConceptPageData } from '@cdmnet/api';
import { Badge, Card, formatDateFull, Skeleton } from '@cdmnet/ui';
import {
  recordPageState,
  RecordPageStandIn,
  ResearchPage,
  type PageFact,
} from '../../../app/layout/page-anatomy';
import { askOf } from '../../../app/atlas-search-address';
import { LazyBookmarkToggle } from '../../../app/bookmarks/lazy-bookmark-toggle';
import { useDocumentTitle } from '../../../app/use-document-title';
import { StandardBadge, validityText } from '../components/concept-badges';
import { ConceptCountsTable } from '../components/concept-counts-table';
import { ConceptList } from '../components/concept-list';
import { LocalCodesCard } from '../components/local-codes-card';
import { OpenInAtlas } from '../components/open-in-atlas';
import { SourceStateBadge } from '../components/source-state-badge';
import { conceptBookmark } from '../bookmarks';
import { atlasSearchCopy } from '../messages.ko';
import * as styles from '../atlas-search.css';

const t = atlasSearchCopy.concept;

const back = { to: '/atlas/search', label: t.back, navLabel: t.backNav };

/**
 * /atlas/concepts/{id} (개념 상세): a concept as the first hospital having it holds it: details,
 * synonyms (Korean first), which hospitals' vocabularies have it, ancestors and descendants, maps to /
 * mapped from (each a link to its page), persons with records of it per hospital (hidden below each
 * hospital's minimum), and the local-code lookup where an organisation lets the user look concepts up.
 * `?atlas=1,2` keeps the hospitals the search asked.
 */
export function ConceptPage() {
  const conceptId = toDataId(useParams().conceptId);
  const [params] = useSearchParams();
  const atlasIds = askOf(params).atlasIds;
  const page = useQuery(atlasSearchQueries.concept(conceptId, atlasIds));

  // An id no hospital asked has, or an address that is not an id: said as not found.
  const missing = conceptId < 1 || (page.data !== undefined && page.data.concept === null);
  if (!missing && page.data?.concept) {
    return <ConceptView data={page.data} concept={page.data.concept} atlasIds={atlasIds} />;
  }
  const state = recordPageState(page, missing, t, {
    titleWidth: '18rem',
    skeleton: (
      <>
        <Skeleton width="24rem" />
        <Skeleton shape="rect" height="6rem" />
        <Skeleton shape="rect" height="12rem" />
      </>
    ),
  });
  return <RecordPageStandIn back={back} pageTitle={t.pageTitle} state={state} />;
}

function ConceptView({
  data,
  concept,
  atlasIds,
}: {
  data: ConceptPageData;
  concept: NonNullable<ConceptPageData['concept']>;
  atlasIds: readonly number[];
}) {
  useDocumentTitle(`${concept.name} · ${t.pageTitle}`);
  const facts: PageFact[] = [
    { term: t.conceptId, value: String(concept.conceptId) },
    { term: t.domain, value: concept.domainId },
    { term: t.vocabulary, value: concept.vocabularyId },
    { term: t.conceptClass, value: concept.conceptClassId },
    { term: t.code, value: concept.code },
    { term: t.standard, value: <StandardBadge standard={concept.standard} /> },
    {
      term: t.validity,
      value:
        concept.validStart && concept.validEnd
          ? `${validityText(concept)} · ${t.validRange(formatDateFull(concept.validStart), formatDateFull(concept.validEnd))}`
          : validityText(concept),
    },
  ];
  const present = data.sources.filter((s) => s.present);
  const lookupCdms = data.counts.filter((c) => c.state === 'OK').map((c) => c.cdmName);

  return (
    <ResearchPage
      headingLevel={1}
      back={back}
      title={concept.name}
      description={concept.koreanName ?? undefined}
      facts={facts}
      factsLabel={t.facts}
      actions={
        <>
          <LazyBookmarkToggle bookmark={conceptBookmark(concept)} />
          <OpenInAtlas
            conceptId={concept.conceptId}
            targets={present.map((s) => ({ atlasId: s.atlasId, orgName: s.orgName, atlasHref: s.atlasHref }))}
          />
        </>
      }
    >
      <Card title={t.synonyms}>
        {data.synonyms.length === 0 ? (
          <p className={styles.muted}>{t.noSynonyms}</p>
        ) : (
          <ul className={styles.list}>
            {data.synonyms.map((synonym) => (
              <li key={`${synonym.language}:${synonym.name}`} className={styles.listItem}>
                <span lang={synonym.language === 'ko' ? 'ko' : 'en'}>{synonym.name}</span>
                {synonym.language === 'ko' ? <Badge tone="info">{t.korean}</Badge> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t.sources}>
        <ul className={styles.sources}>
          {data.sources.map((source) => (
            <li key={source.atlasId} className={styles.source}>
              <span className={styles.sourceHead}>
                <span>{source.orgName}</span>
                {source.state === 'OK' ? (
                  <Badge tone={source.present ? 'success' : 'neutral'}>
                    {source.present ? t.present : t.absent}
                  </Badge>
                ) : (
                  <SourceStateBadge state={source.state} />
                )}
              </span>
              {source.message ? <span className={styles.muted}>{source.message}</span> : null}
              {source.vocabularyVersion ? (
                <span className={styles.muted}>{source.vocabularyVersion}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>

      <Card title={t.hierarchy}>
        <div className={styles.twoColumns}>
          <ConceptList
            title={t.ancestors}
            empty={t.noAncestors}
            atlasIds={atlasIds}
            items={data.ancestors.map((a) => ({ concept: a.concept, note: t.distance(a.distance) }))}
          />
          <ConceptList
            title={t.descendants}
            empty={t.noDescendants}
            atlasIds={atlasIds}
            items={data.descendants.map((d) => ({ concept: d.concept, note: t.distance(d.distance) }))}
          />
        </div>
      </Card>

      <Card title={t.mapping}>
        <div className={styles.twoColumns}>
          <ConceptList
            title={t.mapsTo}
            empty={t.noMapsTo}
            atlasIds={atlasIds}
            items={data.mapsTo.map((concept) => ({ concept }))}
          />
          <ConceptList
            title={t.mappedFrom}
            empty={t.noMappedFrom}
            atlasIds={atlasIds}
            items={data.mappedFrom.map((concept) => ({ concept }))}
          />
        </div>
      </Card>

      <Card>
        <div className={styles.form}>
          <ConceptCountsTable counts={data.counts} />
          <p className={styles.muted}>{t.countsHelp}</p>
        </div>
      </Card>

      {lookupCdms.length > 0 ? <LocalCodesCard cdms={lookupCdms} atlasIds={atlasIds} /> : null}
    </ResearchPage>
  );
}
