import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cdmVersionOf } from '../adapters/connection-checks.js';
import { readCsvGz } from './csv.js';

/**
 * The first six demo hospitals' CDMs are the public GiBleed sample split by person (engines.md):
 * persons in person_id order, cut into consecutive runs of these shares, one run per demo hospital in
 * the order of demoOrganizations. The data node splits its copy the same way, so the platform's figures
 * and the data node's answers agree.
 */
export const DEMO_CDM_SHARES = [0.3, 0.22, 0.16, 0.13, 0.11, 0.08] as const;

// src/db and dist/db sit at the same depth, so this holds for sources and builds alike.
const omopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/omop');
const gibleedDir = path.join(omopDir, 'gibleed-5.3');
/** The seventh hospital's whole CDM: the Synthea27Nj sample (v5.4, its own vocabulary), not a share of GiBleed. */
const syntheaDir = path.join(omopDir, 'synthea27nj-5.4');

export interface DemoCdmFigures {
  patientCount: number;
  periodStart: string | null;
  periodEnd: string | null;
  version: string;
  vocabularyVersion: string;
}

type Row = Record<string, string | undefined>;

/** The versions a CDM reports in its cdm_source. */
function versionsOf(dir: string): Pick<DemoCdmFigures, 'version' | 'vocabularyVersion'> {
  const [source] = readCsvGz(path.join(dir, 'cdm_source.csv.gz'));
  // As the master's connection check will read them from the CDM itself.
  return {
    version: cdmVersionOf(source?.cdm_version),
    vocabularyVersion: source?.vocabulary_version ?? '',
  };
}

/** Widens a hospital's period by one observation period (ISO dates compare as strings). */
function widen(figures: DemoCdmFigures, period: Row) {
  const from = period.observation_period_start_date ?? '';
  const to = period.observation_period_end_date ?? '';
  if (from && (figures.periodStart === null || from < figures.periodStart)) figures.periodStart = from;
  if (to && (figures.periodEnd === null || to > figures.periodEnd)) figures.periodEnd = to;
}

function gibleedFigures(): DemoCdmFigures[] {
  const persons = readCsvGz(path.join(gibleedDir, 'person.csv.gz'))
    .map((row) => Number(row.person_id))
    .sort((a, b) => a - b);
  const periods = readCsvGz(path.join(gibleedDir, 'observation_period.csv.gz'));
  const versions = versionsOf(gibleedDir);

  const hospitalOf = new Map<number, number>();
  let start = 0;
  DEMO_CDM_SHARES.forEach((share, hospital) => {
    const end =
      hospital === DEMO_CDM_SHARES.length - 1 ? persons.length : start + Math.round(share * persons.length);
    for (const id of persons.slice(start, end)) hospitalOf.set(id, hospital);
    start = end;
  });

  const figures: DemoCdmFigures[] = DEMO_CDM_SHARES.map(() => ({
    patientCount: 0,
    periodStart: null,
    periodEnd: null,
    ...versions,
  }));
  for (const hospital of hospitalOf.values()) figures[hospital]!.patientCount += 1;
  for (const period of periods) {
    const hospital = hospitalOf.get(Number(period.person_id));
    if (hospital !== undefined) widen(figures[hospital]!, period);
  }
  return figures;
}

function syntheaFigures(): DemoCdmFigures {
  const figures: DemoCdmFigures = {
    patientCount: readCsvGz(path.join(syntheaDir, 'person.csv.gz')).length,
    periodStart: null,
    periodEnd: null,
    ...versionsOf(syntheaDir),
  };
  for (const period of readCsvGz(path.join(syntheaDir, 'observation_period.csv.gz'))) widen(figures, period);
  return figures;
}

/** Each demo hospital's figures in the order of demoOrganizations, read from the samples now: never typed in. */
export function demoCdmFigures(): DemoCdmFigures[] {
  return [...gibleedFigures(), syntheaFigures()];
}
