import type { CharacterizationDesign, CohortDefinition, CohortDesign } from './design-schema.js';
import { designMessages as t } from './messages.ko.js';
import {
  cohortsSql,
  fileHeader,
  sqlFile,
  type DesignLabel,
  type SqlFile,
  type SqlPackageResult,
} from './sql-package.js';
import { PLACEHOLDER_SCHEMAS, type SqlSchemas } from './sql-text.js';

// A characterization as SQL: for each cohort, its persons, gender, age group and year at index, and
// the conditions and drugs most persons had in the year up to index. Each person counts once per
// cohort, at their first entry (the index), so gender and age groups add up to the cohort's persons.
// No column is person-level (the engine refuses those) and every count is named `persons` (the engine
// masks small ones). ATLAS's own feature analyses are not run one by one: this fixed set is what the
// platform computes for any characterization, and the files' comments say so.

/** A person's first entry into each cohort: the index date the features are taken at. */
const indexEvents = `  index_events AS (
    SELECT cohort_id, subject_id, min(cohort_start_date) AS index_date FROM cohorts GROUP BY cohort_id, subject_id
  )`;

type Feature = (schemas: SqlSchemas) => {
  computes: string;
  columns: string[];
  ctes: string[];
  select: string;
};

const persons: Feature = () => ({
  computes: 'Persons in each cohort.',
  columns: ['cohort_id', 'cohort_name', 'persons'],
  ctes: [],
  select: `SELECT n.cohort_id, n.cohort_name, count(i.subject_id) AS persons
FROM cohort_names n
LEFT JOIN index_events i ON i.cohort_id = n.cohort_id
GROUP BY n.cohort_id, n.cohort_name
ORDER BY n.cohort_id`,
});

const gender: Feature = ({ cdm, vocabulary }) => ({
  computes: 'Persons in each cohort by gender.',
  columns: ['cohort_id', 'gender_concept_id', 'gender', 'persons'],
  ctes: [],
  select: `SELECT i.cohort_id, p.gender_concept_id, COALESCE(c.concept_name, 'Unknown') AS gender, count(*) AS persons
FROM index_events i
LEFT JOIN ${cdm}.person p ON p.person_id = i.subject_id
LEFT JOIN ${vocabulary}.concept c ON c.concept_id = p.gender_concept_id
GROUP BY i.cohort_id, p.gender_concept_id, c.concept_name
ORDER BY i.cohort_id, p.gender_concept_id`,
});

// Age at index in years of birth, as OHDSI tools count it; a missing or impossible age is 'unknown'
// rather than dropped, so the groups still add up.
const ageGroups: Feature = ({ cdm }) => ({
  computes: 'Persons in each cohort by age at index, in 10-year groups (0-9 … 80-89, 90+).',
  columns: ['cohort_id', 'age_group', 'persons'],
  ctes: [
    `  ages AS (
    SELECT i.cohort_id, EXTRACT(YEAR FROM i.index_date) - p.year_of_birth AS age
    FROM index_events i
    LEFT JOIN ${cdm}.person p ON p.person_id = i.subject_id
  )`,
    `  bands AS (
    SELECT cohort_id, CASE WHEN age IS NULL OR age < 0 THEN NULL ELSE LEAST(CAST(floor(age / 10) AS integer), 9) END AS band
    FROM ages
  )`,
  ],
  select: `SELECT cohort_id,
  CASE WHEN band IS NULL THEN 'unknown' WHEN band = 9 THEN '90+'
    ELSE CAST(band * 10 AS text) || '-' || CAST(band * 10 + 9 AS text) END AS age_group,
  count(*) AS persons
FROM bands
GROUP BY cohort_id, band
ORDER BY cohort_id, band NULLS LAST`,
});

const indexYear: Feature = () => ({
  computes: 'Persons in each cohort by year of index.',
  columns: ['cohort_id', 'index_year', 'persons'],
  ctes: [],
  select: `SELECT cohort_id, CAST(EXTRACT(YEAR FROM index_date) AS integer) AS index_year, count(*) AS persons
FROM index_events
GROUP BY cohort_id, EXTRACT(YEAR FROM index_date)
ORDER BY cohort_id, index_year`,
});

/**
 * The 20 concepts of a domain most persons had from 365 days before index to the index day
 * (FeatureExtraction's long-term window), ties by concept id; concept 0 ("no matching concept") left out.
 */
function topConcepts(what: string, table: string, conceptId: string, startDate: string): Feature {
  return ({ cdm, vocabulary }) => ({
    computes: `The 20 ${what} most persons in each cohort had in the 365 days up to and including index.`,
    columns: ['cohort_id', 'concept_id', 'concept_name', 'persons'],
    ctes: [
      `  had AS (
    SELECT DISTINCT i.cohort_id, i.subject_id, t.${conceptId} AS concept_id
    FROM index_events i
    JOIN ${cdm}.${table} t ON t.person_id = i.subject_id
      AND t.${startDate} BETWEEN i.index_date - 365 AND i.index_date
    WHERE t.${conceptId} <> 0
  )`,
      `  ranked AS (
    SELECT cohort_id, concept_id, count(*) AS persons,
      row_number() OVER (PARTITION BY cohort_id ORDER BY count(*) DESC, concept_id) AS rank
    FROM had
    GROUP BY cohort_id, concept_id
  )`,
    ],
    select: `SELECT r.cohort_id, r.concept_id, c.concept_name, r.persons
FROM ranked r
LEFT JOIN ${vocabulary}.concept c ON c.concept_id = r.concept_id
WHERE r.rank <= 20
ORDER BY r.cohort_id, r.persons DESC, r.concept_id`,
  });
}

const topConditions = topConcepts(
  'conditions',
  'condition_occurrence',
  'condition_concept_id',
  'condition_start_date',
);
const topDrugs = topConcepts('drugs', 'drug_exposure', 'drug_concept_id', 'drug_exposure_start_date');

function featureFiles(
  label: DesignLabel,
  cohorts: CohortDefinition[],
  features: [string, Feature][],
  schemas: SqlSchemas,
  note?: string,
): SqlPackageResult {
  const base = cohortsSql(cohorts, schemas);
  if (!base.ok) return base;
  const files: SqlFile[] = features.map(([name, feature], index) => {
    const built = feature(schemas);
    const header = fileHeader(label, built.computes, built.columns) + (note ? `\n-- ${note}` : '');
    const fileName = `${String(index + 1).padStart(2, '0')}_${name}.sql`;
    return sqlFile(fileName, header, [...base.ctes, indexEvents, ...built.ctes], built.select);
  });
  return { ok: true, files };
}

/** A characterization design as a SQL package (one file per feature, every cohort in each). */
export function characterizationPackage(
  { source, design }: CharacterizationDesign,
  schemas: SqlSchemas = PLACEHOLDER_SCHEMAS,
): SqlPackageResult {
  const stratas = design.stratas ?? [];
  if (stratas.length > 0) return { ok: false, message: t.characterizationStrata(stratas.length) };
  const analyses = design.featureAnalyses?.length ?? 0;
  const note =
    analyses > 0
      ? `The design's ${analyses} ATLAS feature analyses are not run one by one: CDMNet computes this fixed set.`
      : undefined;
  return featureFiles(
    { kind: 'characterization', name: design.name, source },
    design.cohorts,
    [
      ['persons', persons],
      ['gender', gender],
      ['age_groups', ageGroups],
      ['index_year', indexYear],
      ['top_conditions', topConditions],
      ['top_drugs', topDrugs],
    ],
    schemas,
    note,
  );
}

/** A cohort definition run on its own: its persons, and counts by gender and index year. */
export function cohortPackage(
  { source, cohort }: CohortDesign,
  schemas: SqlSchemas = PLACEHOLDER_SCHEMAS,
): SqlPackageResult {
  return featureFiles(
    { kind: 'cohort', name: cohort.name, source },
    [cohort],
    [
      ['persons', persons],
      ['gender', gender],
      ['index_year', indexYear],
    ],
    schemas,
  );
}
