import { useId } from 'react';
import { Link } from 'react-router-dom';
import { combinedHospitalStateLabels, type CombinedHospital, type CombinedHospitalState } from '@cdmnet/api';
import { Badge, LinkButton, type BadgeTone } from '@cdmnet/ui';
import { executionPath } from '../combined-results-path';
import { combinedResultsCopy as t } from '../messages.ko';
import * as styles from '../combined-results.css';

/** A tone per state, always beside its words: the colour is never the only signal. */
const tones: Record<CombinedHospitalState, BadgeTone> = {
  INCLUDED: 'success',
  NOT_VIEWABLE: 'warning',
  FAILED: 'danger',
  RUNNING: 'info',
  OTHER_VERSION: 'neutral',
  NO_RUN: 'neutral',
};

/** Why a hospital is (or is not) in the sum, in a sentence; null when its badge says it all. */
function noteOf(hospital: CombinedHospital): string | null {
  switch (hospital.state) {
    case 'INCLUDED':
      if (hospital.file === 'MISSING') return t.fileMissing;
      if (hospital.file === 'HELD') return t.fileHeld;
      return hospital.endedWithError ? t.endedWithError : null;
    case 'NOT_VIEWABLE':
      return t.notViewableHelp;
    case 'FAILED':
      return t.failedHelp;
    case 'RUNNING':
      return t.runningHelp;
    case 'OTHER_VERSION':
      return t.otherVersionHelp(hospital.otherVersions);
    case 'NO_RUN':
      return t.noRunHelp;
  }
}

export interface HospitalStatesProps {
  projectId: number;
  analysisId: number;
  hospitals: readonly CombinedHospital[];
  /** Shows another version (a hospital that ran only that one offers it). */
  onShowVersion: (version: number) => void;
}

/**
 * Every target hospital of the analysis and its part in this version's sum: 합산함 with its run, or why
 * not (no run, results kept from the caller, failed, still running, another version), each with the
 * way on: its execution's page (to ask for results there), or the version it ran.
 */
export function HospitalStates({ projectId, analysisId, hospitals, onShowVersion }: HospitalStatesProps) {
  const titleId = useId();
  return (
    <section className={styles.hospitals} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t.hospitals}
      </h3>
      <p className={styles.muted}>{t.hospitalsHelp}</p>
      <ul className={styles.hospitalList}>
        {hospitals.map((hospital) => {
          const note = noteOf(hospital);
          const other = hospital.state === 'OTHER_VERSION' ? hospital.otherVersions[0] : undefined;
          return (
            <li key={`${hospital.cdmId ?? hospital.cdmName}`} className={styles.hospital}>
              <span className={styles.hospitalName}>
                <span>{hospital.orgName}</span> <span className={styles.groupCdm}>{hospital.cdmName}</span>
              </span>
              <Badge tone={tones[hospital.state]}>{combinedHospitalStateLabels[hospital.state]}</Badge>
              {hospital.executionId !== null && hospital.state !== 'OTHER_VERSION' ? (
                <Link
                  to={executionPath(projectId, analysisId, hospital.executionId)}
                  className={styles.link}
                  aria-label={t.runLinkOf(hospital.orgName, hospital.executionId)}
                >
                  {t.runOf(hospital.executionId)}
                </Link>
              ) : null}
              {note ? <span className={styles.hospitalNote}>{note}</span> : null}
              {other !== undefined ? (
                <LinkButton type="button" onClick={() => onShowVersion(other)}>
                  {t.showVersion(other)}
                </LinkButton>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
