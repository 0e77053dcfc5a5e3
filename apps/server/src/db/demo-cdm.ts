import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvGz } from './csv.js';

/**
 * The demo hospitals' CDMs are the public GiBleed sample split by person (engines.md): persons in
 * person_id order, cut into consecutive runs of these shares, one run per demo hospital in the order
 * of demoOrganizations. The data node splits its copy the same way, so the platform's figures and the
 * data node's answers agree.
 */
export const DEMO_CDM_SHARES = [0.3, 0.22, 0.16, 0.13, 0.11, 0.08] as const;

// src/db and dist/db sit at the same depth, so this holds for sources and builds alike.
const sampleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/omop/gibleed-5.3');

export interface DemoCdmFigures {
  patientCount: number;
  periodStart: string | null;
  periodEnd: string | null;
  version: string;
  vocabularyVersion: string;
}

/** Each demo hospital's figures, read from the sample now: never typed in. */
export function demoCdmFigures(): DemoCdmFigures[] {
  const persons = readCsvGz(path.join(sampleDir, 'person.csv.gz'))
    .map((row) => Number(row.person_id))
    .sort((a, b) => a - b);
  const periods = readCsvGz(path.join(sampleDir, 'observation_period.csv.gz'));
  const [source] = readCsvGz(path.join(sampleDir, 'cdm_source.csv.gz'));
  const version = (source?.cdm_version ?? '').replace(/^v/i, '');
  const vocabularyVersion = source?.vocabulary_version ?? '';

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
    version,
    vocabularyVersion,
  }));
  for (const hospital of hospitalOf.values()) figures[hospital]!.patientCount += 1;
  for (const period of periods) {
    const hospital = hospitalOf.get(Number(period.person_id));
    if (hospital === undefined) continue;
    const f = figures[hospital]!;
    const from = period.observation_period_start_date ?? '';
    const to = period.observation_period_end_date ?? '';
    // ISO dates compare as strings.
    if (from && (f.periodStart === null || from < f.periodStart)) f.periodStart = from;
    if (to && (f.periodEnd === null || to > f.periodEnd)) f.periodEnd = to;
  }
  return figures;
}
