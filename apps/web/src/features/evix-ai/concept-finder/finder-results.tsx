import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FinderRecordsHospital, FoundByFinder } from '@cdmnet/api';
import { Checkbox, DataTable, visuallyHidden, type DataTableColumn } from '@cdmnet/ui';
import { LazyBookmarkToggle } from '../../../app/bookmarks/lazy-bookmark-toggle';
import { evixAiMessages } from '../messages.ko';
import { conceptPath } from '../../../app/concept-path';
import * as styles from './concept-finder.css';
import { MatchEvidence } from './match-evidence';
import { ResultCounts } from './result-counts';

const t = evixAiMessages.conceptFinder;

/** Hospitals named in a row before the rest are counted (`+2`). */
const HOSPITALS_SHOWN = 3;

export interface FinderResultsProps {
  results: readonly FoundByFinder[];
  loading: boolean;
  chosenId: number | null;
  onChoose: (conceptId: number | null) => void;
  /** The concept set's ids: their boxes are ticked. */
  picked: ReadonlySet<number>;
  onPick: (result: FoundByFinder, picked: boolean) => void;
  /** Persons per CDM, once asked; undefined hides the column. */
  counts: readonly FinderRecordsHospital[] | undefined;
  toolbar: ReactNode;
}

const nameOf = (r: FoundByFinder) => r.concept.koreanName ?? r.concept.name;

function Hospitals({ hospitals }: { hospitals: FoundByFinder['hospitals'] }) {
  if (hospitals.length === 0) return <span className={styles.muted}>{t.noHospital}</span>;
  const names = hospitals.map((h) => h.orgName);
  const rest = names.slice(HOSPITALS_SHOWN);
  return (
    <span className={styles.muted}>
      {names.slice(0, HOSPITALS_SHOWN).join(', ')}
      {rest.length > 0 ? (
        <>
          {' '}
          <span aria-hidden="true" title={rest.join(', ')}>
            {t.moreHospitals(rest.length)}
          </span>
          <span className={visuallyHidden}>{`, ${rest.join(', ')}`}</span>
        </>
      ) : null}
    </span>
  );
}

function Score({ score }: { score: number }) {
  const percent = Math.round(Math.min(Math.max(score, 0), 1) * 100);
  return (
    <span className={styles.score}>
      <span
        role="meter"
        aria-label={t.score}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t.scoreValue(percent)}
        className={styles.scoreTrack}
      >
        <span className={styles.scoreFill} style={{ width: `${percent}%` }} />
      </span>
      <span aria-hidden="true">{t.scoreValue(percent)}</span>
    </span>
  );
}

/**
 * The ranked results, best first (the order is the ranking's, so no column sorts). A row's name (or a
 * click on the row) chooses it for the address; its box puts it in the concept set. A table at desktop
 * width, a card per result on a phone (the kit's DataTable does both).
 */
export function FinderResults({
  results,
  loading,
  chosenId,
  onChoose,
  picked,
  onPick,
  counts,
  toolbar,
}: FinderResultsProps) {
  const columns = useMemo((): DataTableColumn<FoundByFinder>[] => {
    const all: (DataTableColumn<FoundByFinder> | false)[] = [
      {
        id: 'pick',
        header: t.selectColumn,
        cell: ({ row }) => (
          <Checkbox
            aria-label={t.select(nameOf(row))}
            checked={picked.has(row.concept.conceptId)}
            onCheckedChange={(next) => onPick(row, next === true)}
          />
        ),
        width: '3.5rem',
      },
      {
        id: 'name',
        header: t.name,
        accessor: (r) => nameOf(r),
        cell: ({ row }) => (
          <span className={styles.starred}>
            <LazyBookmarkToggle
              bookmark={{
                type: 'CONCEPT',
                title: row.concept.name,
                target: { conceptId: row.concept.conceptId },
              }}
            />
            <button
              type="button"
              className={styles.nameButton}
              aria-current={row.concept.conceptId === chosenId ? 'true' : undefined}
              data-result-id={row.concept.conceptId}
              onClick={() => onChoose(row.concept.conceptId)}
            >
              {row.concept.koreanName ? (
                <span lang="ko" className={styles.koreanName}>
                  {row.concept.koreanName}
                </span>
              ) : null}
              <span lang="en" className={row.concept.koreanName ? styles.englishName : styles.koreanName}>
                {row.concept.name}
              </span>
            </button>
          </span>
        ),
        card: 'title',
      },
      // An id, not a quantity: no thousands separators.
      { id: 'conceptId', header: t.conceptId, accessor: (r) => String(r.concept.conceptId), width: '6.5rem' },
      { id: 'domain', header: t.domain, accessor: (r) => r.concept.domainId, width: '6.5rem' },
      {
        id: 'vocabulary',
        header: `${t.vocabulary} · ${t.conceptClass}`,
        accessor: (r) => r.concept.vocabularyId,
        cell: ({ row }) => (
          <span className={styles.lines}>
            <span>{row.concept.vocabularyId}</span>
            <span className={styles.muted}>{row.concept.conceptClassId}</span>
            <span className={styles.muted}>{t.standardOf(row.concept.standard)}</span>
          </span>
        ),
        width: '7.5rem',
      },
      { id: 'score', header: t.score, cell: ({ row }) => <Score score={row.score} />, width: '6rem' },
      { id: 'evidence', header: t.evidence, cell: ({ row }) => <MatchEvidence match={row.match} /> },
      {
        id: 'hospitals',
        header: t.hospitals,
        cell: ({ row }) => <Hospitals hospitals={row.hospitals} />,
        width: '9rem',
      },
      counts !== undefined && {
        id: 'counts',
        header: t.countsColumn,
        cell: ({ row }) => <ResultCounts conceptId={row.concept.conceptId} hospitals={counts} />,
        width: '11rem',
      },
      {
        id: 'actions',
        header: t.actions,
        cell: ({ row }) => (
          <Link
            to={conceptPath(row.concept.conceptId)}
            className={styles.link}
            aria-label={t.openConceptOf(nameOf(row))}
          >
            {t.openConcept}
          </Link>
        ),
        width: '6rem',
        card: 'actions',
      },
    ];
    return all.filter((c): c is DataTableColumn<FoundByFinder> => c !== false);
  }, [chosenId, onChoose, picked, onPick, counts]);

  return (
    <DataTable
      title={t.results}
      titleLevel={2}
      toolbar={toolbar}
      data={results}
      columns={columns}
      getRowId={(r) => String(r.concept.conceptId)}
      selectable
      selectedRowId={chosenId === null ? null : String(chosenId)}
      onSelectedRowChange={(rowId) => onChoose(rowId === null ? null : Number(rowId))}
      loading={loading}
    />
  );
}
