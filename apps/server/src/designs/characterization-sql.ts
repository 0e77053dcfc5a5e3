import type { CharacterizationDesign, CohortDefinition, CohortDesign } from './design-schema.js';
import { designMessages as t } from './messages.ko.js';
import { cohortsSql, fileHeader, sqlFile, type DesignLabel, type SqlPackageResult } from './sql-package.js';
import { PLACEHOLDER_SCHEMAS, sqlInteger, sqlText, type SqlSchemas } from './sql-text.js';
import {
  OVERALL,
  ageGroupColumns,
  cdmNameCte,
  estimateSelect,
  percentage,
  sexColumns,
  summarisedSelect,
} from './summarised-sql.js';

// A characterization as one summarised_result file: for each cohort (the group `cohort_name`), its
// number of subjects and records, then sex, age group and year at index, and the conditions and drugs
// most subjects had in the year up to index, each as a count and a percentage of the cohort's subjects.
// Each person counts once per cohort, at their first entry (the index), so sex, age groups and index
// years add up to the number of subjects. ATLAS's own feature analyses are not run one by one: this
// fixed set is what the platform computes for any characterization, and the file's comment says so.

/** A person's first entry into each cohort: the index date the features are taken at. */
const indexEvents = `  index_events AS (
    SELECT cohort_id, subject_id, min(cohort_start_date) AS index_date FROM cohorts GROUP BY cohort_id, subject_id
  )`;

/**
 * One variable of the characterization: CTEs of its own (named after it) and a SELECT of
 * `(cohort_id, variable_level, level_order, additional_name, additional_level, subjects)`, levels and
 * additional levels as text.
 */
interface Feature {
  variable: string;
  computes: string;
  ctes: (schemas: SqlSchemas) => string[];
  select: (schemas: SqlSchemas) => string;
}

const sex: Feature = {
  variable: 'sex',
  computes: 'sex',
  ctes: ({ cdm }) => [
    `  sexes AS (
    SELECT i.cohort_id, ${sexColumns('p.gender_concept_id', 'sex')}
    FROM index_events i
    LEFT JOIN ${cdm}.person p ON p.person_id = i.subject_id
  )`,
  ],
  select: () =>
    `SELECT cohort_id, sex, sex_order, 'overall', 'overall', count(*) FROM sexes GROUP BY cohort_id, sex, sex_order`,
};

const ageGroup: Feature = {
  variable: 'age group',
  computes: 'age group at index (10 years)',
  ctes: ({ cdm }) => [
    `  ages AS (
    SELECT i.cohort_id, EXTRACT(YEAR FROM i.index_date) - p.year_of_birth AS age
    FROM index_events i
    LEFT JOIN ${cdm}.person p ON p.person_id = i.subject_id
  )`,
    `  age_groups AS (
    SELECT cohort_id, ${ageGroupColumns('age', 'age')} FROM ages
  )`,
  ],
  select: () =>
    `SELECT cohort_id, age_group, age_order, 'overall', 'overall', count(*) FROM age_groups GROUP BY cohort_id, age_group, age_order`,
};

const indexYear: Feature = {
  variable: 'index year',
  computes: 'year of index',
  ctes: () => [
    `  index_years AS (
    SELECT cohort_id, CAST(EXTRACT(YEAR FROM index_date) AS integer) AS index_year FROM index_events
  )`,
  ],
  select: () =>
    `SELECT cohort_id, CAST(index_year AS text), index_year, 'overall', 'overall', count(*) FROM index_years GROUP BY cohort_id, index_year`,
};

/**
 * The 20 concepts of a domain most subjects had from 365 days before index to the index day
 * (FeatureExtraction's long-term window), ties by concept id; concept 0 ("no matching concept") left
 * out. The level is the concept's name; its id is the additional level.
 */
function topConcepts(variable: string, prefix: string, table: string, conceptId: string, startDate: string) {
  return {
    variable,
    computes: `the 20 ${variable.replace(' before index', 's')} most subjects had in the 365 days up to and including index`,
    ctes: ({ cdm }: SqlSchemas) => [
      `  ${prefix}_had AS (
    SELECT DISTINCT i.cohort_id, i.subject_id, t.${conceptId} AS concept_id
    FROM index_events i
    JOIN ${cdm}.${table} t ON t.person_id = i.subject_id
      AND t.${startDate} BETWEEN i.index_date - 365 AND i.index_date
    WHERE t.${conceptId} <> 0
  )`,
      `  ${prefix}_ranked AS (
    SELECT cohort_id, concept_id, count(*) AS subjects,
      row_number() OVER (PARTITION BY cohort_id ORDER BY count(*) DESC, concept_id) AS rank
    FROM ${prefix}_had
    GROUP BY cohort_id, concept_id
  )`,
    ],
    select: ({
      vocabulary,
    }: SqlSchemas) => `SELECT r.cohort_id, COALESCE(c.concept_name, 'concept ' || CAST(r.concept_id AS text)),
      r.rank, 'concept_id', CAST(r.concept_id AS text), r.subjects
    FROM ${prefix}_ranked r
    LEFT JOIN ${vocabulary}.concept c ON c.concept_id = r.concept_id
    WHERE r.rank <= 20`,
  } satisfies Feature;
}

const conditions = topConcepts(
  'condition before index',
  'conditions',
  'condition_occurrence',
  'condition_concept_id',
  'condition_start_date',
);
const drugs = topConcepts(
  'drug before index',
  'drugs',
  'drug_exposure',
  'drug_concept_id',
  'drug_exposure_start_date',
);

/** The number of subjects and records of each cohort, then each feature's count and percentage. */
function estimatesCte(features: Feature[], schemas: SqlSchemas): string[] {
  // Subjects and records are variables 0 and 1; the features follow in their order.
  const parts = features.map(
    (feature, index) =>
      `    SELECT f.cohort_id, ${sqlInteger(index + 2)}, ${sqlText(feature.variable)}, f.variable_level, f.level_order,
      f.additional_name, f.additional_level, f.subjects
    FROM (${feature.select(schemas)}) f (cohort_id, variable_level, level_order, additional_name, additional_level, subjects)`,
  );
  const sizes = (variable: string, order: number, column: string) =>
    estimateSelect(
      {
        ...OVERALL,
        group_order: 'g.cohort_id',
        group_level: 'g.cohort_name',
        variable_order: String(order),
        variable_name: sqlText(variable),
        variable_level: 'NULL',
        level_order: '0',
        estimate_order: '0',
        estimate_name: "'count'",
        estimate_type: "'integer'",
        estimate_value: `g.${column}`,
      },
      'group_sizes g',
    );
  const feature = (estimate: 'count' | 'percentage') =>
    estimateSelect(
      {
        ...OVERALL,
        group_order: 'g.cohort_id',
        group_level: 'g.cohort_name',
        variable_order: 'f.variable_order',
        variable_name: 'f.variable_name',
        variable_level: 'f.variable_level',
        level_order: 'f.level_order',
        estimate_order: estimate === 'count' ? '0' : '1',
        estimate_name: sqlText(estimate),
        estimate_type: estimate === 'count' ? "'integer'" : "'percentage'",
        estimate_value: estimate === 'count' ? 'f.subjects' : percentage('f.subjects', 'g.subjects'),
        additional_name: 'f.additional_name',
        additional_level: 'f.additional_level',
      },
      'features f JOIN group_sizes g ON g.cohort_id = f.cohort_id',
    );
  return [
    `  group_sizes AS (
    SELECT n.cohort_id, n.cohort_name, count(i.subject_id) AS subjects,
      (SELECT count(*) FROM cohorts c WHERE c.cohort_id = n.cohort_id) AS records
    FROM cohort_names n
    LEFT JOIN index_events i ON i.cohort_id = n.cohort_id
    GROUP BY n.cohort_id, n.cohort_name
  )`,
    `  features (cohort_id, variable_order, variable_name, variable_level, level_order, additional_name, additional_level, subjects) AS (\n${parts.join('\n    UNION ALL\n')}\n  )`,
    `  estimates AS (
    ${[sizes('number subjects', 0, 'subjects'), sizes('number records', 1, 'records'), feature('count'), feature('percentage')].join('\n    UNION ALL\n    ')}
  )`,
  ];
}

/** The file of a set of cohorts and features. */
function summaryPackage(
  fileName: string,
  label: DesignLabel,
  cohorts: CohortDefinition[],
  features: Feature[],
  schemas: SqlSchemas,
  note?: string,
): SqlPackageResult {
  const base = cohortsSql(cohorts, schemas);
  if (!base.ok) return base;
  const computes =
    'For each cohort (group cohort_name): number subjects and records, and the number and percentage of ' +
    `subjects by ${features.map((feature) => feature.computes).join('; ')}.`;
  const header = fileHeader(label, computes) + (note ? `\n-- ${note}` : '');
  const ctes = [
    ...base.ctes,
    indexEvents,
    ...features.flatMap((feature) => feature.ctes(schemas)),
    ...estimatesCte(features, schemas),
    cdmNameCte(schemas),
  ];
  return {
    ok: true,
    files: [sqlFile(fileName, header, ctes, summarisedSelect('cohort_name'))],
  };
}

/** A characterization design as a SQL package: one summarised_result file over all its cohorts. */
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
  return summaryPackage(
    'characterization.sql',
    { kind: 'characterization', name: design.name, source },
    design.cohorts,
    [sex, ageGroup, indexYear, conditions, drugs],
    schemas,
    note,
  );
}

/** A cohort definition run on its own: its subjects and records, by sex and by index year. */
export function cohortPackage(
  { source, cohort }: CohortDesign,
  schemas: SqlSchemas = PLACEHOLDER_SCHEMAS,
): SqlPackageResult {
  return summaryPackage(
    'cohort_summary.sql',
    { kind: 'cohort', name: cohort.name, source },
    [cohort],
    [sex, indexYear],
    schemas,
  );
}
