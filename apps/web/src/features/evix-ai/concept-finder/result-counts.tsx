import type { FinderRecordsHospital } from '@cdmnet/api';
import { evixAiMessages } from '../messages.ko';
import * as styles from './concept-finder.css';

const t = evixAiMessages.conceptFinder;

/** `한빛대학교병원 CDM`, or the CDM's own name beside its hospital's where the hospital has several. */
function cdmLabel(hospital: FinderRecordsHospital, all: readonly FinderRecordsHospital[]): string {
  const several = all.filter((h) => h.orgId === hospital.orgId).length > 1;
  return several ? `${hospital.orgName} ${hospital.cdmName}` : `${hospital.orgName} CDM`;
}

/** One result's persons in each CDM that answered: a count, or that it is below the minimum and hidden. */
export function ResultCounts({
  conceptId,
  hospitals,
}: {
  conceptId: number;
  hospitals: readonly FinderRecordsHospital[];
}) {
  const answered = hospitals.filter((h) => h.state === 'OK');
  if (answered.length === 0) return <span className={styles.muted}>{t.countsNotAsked}</span>;
  return (
    <ul className={styles.lines}>
      {answered.map((hospital) => {
        const persons = hospital.counts.find((c) => c.conceptId === conceptId)?.persons;
        const label = cdmLabel(hospital, hospitals);
        return (
          <li key={hospital.cdmId}>
            {persons?.hidden
              ? t.hiddenIn(label, hospital.minCellCount)
              : t.personsIn(label, persons?.value ?? 0)}
          </li>
        );
      })}
    </ul>
  );
}

/** The hospitals whose counts could not be read, each once with its reason (not once per result). */
export function UncountedHospitals({ hospitals }: { hospitals: readonly FinderRecordsHospital[] }) {
  const refused = hospitals.filter((h) => h.state !== 'OK');
  if (refused.length === 0) return null;
  // One line per organisation: its CDMs share the reason.
  const byOrg = [...new Map(refused.map((h) => [`${h.orgId}:${h.state}`, h])).values()];
  return (
    <section aria-label={t.countsElsewhere} className={styles.muted}>
      <ul className={styles.lines}>
        {byOrg.map((h) => (
          <li key={`${h.orgId}:${h.state}`}>
            {h.message ?? `${h.orgName}: ${h.state === 'OK' ? '' : t.countStates[h.state]}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
