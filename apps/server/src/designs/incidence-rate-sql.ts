import type { CohortDefinition, FieldOffset, IncidenceRateDesign } from './design-schema.js';
import { designMessages as t } from './messages.ko.js';
import { cohortsSql, fileHeader, sqlFile, type SqlPackageResult } from './sql-package.js';
import { PLACEHOLDER_SCHEMAS, plusDays, sqlInteger, sqlText, type SqlSchemas } from './sql-text.js';
import {
  OVERALL,
  ageGroupColumns,
  cdmNameCte,
  estimateSelect,
  sexColumns,
  summarisedSelect,
} from './summarised-sql.js';

// An ATLAS incidence rate analysis as one summarised_result file, with ATLAS's rules (WebAPI's IR
// analysis):
// - each person's first entry into the target cohort, in the observation period containing it;
// - time at risk from start to end (each the cohort start or end date plus an offset), kept only when
//   it starts inside that observation period and ends after it starts;
// - persons whose first outcome is on or before the time at risk's start are left out altogether;
// - follow-up ends at the first of: the observation period's end, the time at risk's end, the study
//   window's end, and the first outcome (which makes the person a case);
// - person-years are follow-up days / 365.25; the rate is cases per 1,000 person-years.
// Each target × outcome is a group (`target_cohort_name &&& outcome_cohort_name`), overall and by sex
// and age group at target entry (as DARWIN EU's IncidencePrevalence stratifies the denominator); each
// carries its persons at risk as `number subjects`, its cases and rate under the variable `outcome`
// (so a hidden count hides its rate), and its person-years.

const GROUP_NAME = 'target_cohort_name &&& outcome_cohort_name';

const personYears = 'CAST(days AS numeric) / 365.25';

/** Each total's rows: its persons at risk, cases and rate (the variable `outcome`), person-years. */
const estimateRows = (
  [
    ['number subjects', 0, 'count', 'integer', 'persons'],
    ['outcome', 1, 'count', 'integer', 'cases'],
    // No rate without person-time: the row is left out rather than given no value.
    [
      'outcome',
      1,
      'incidence_1000_pys',
      'numeric',
      `round(1000 * CAST(cases AS numeric) / (${personYears}), 2)`,
    ],
    ['person years', 2, 'person_years', 'numeric', `round(${personYears}, 2)`],
  ] as const
).map(([variable, order, estimate, type, value], index) =>
  estimateSelect(
    {
      ...OVERALL,
      group_order: 'combo_order',
      group_level: 'group_level',
      strata_order: 'strata_order',
      strata_name: 'strata_name',
      strata_level: 'strata_level',
      variable_order: String(order),
      variable_name: sqlText(variable),
      variable_level: 'NULL',
      level_order: '0',
      estimate_order: String(index),
      estimate_name: sqlText(estimate),
      estimate_type: sqlText(type),
      estimate_value: value,
    },
    estimate === 'incidence_1000_pys' ? 'totals WHERE days > 0' : 'totals',
  ),
);

const anchor = (offset: FieldOffset) =>
  plusDays(offset.DateField === 'StartDate' ? 'f.cohort_start_date' : 'f.cohort_end_date', offset.Offset);

const dateLiteral = (date: string) => `DATE ${sqlText(date)}`;

/** An incidence rate design as a SQL package: one summarised_result file, a group per target × outcome. */
export function incidenceRatePackage(
  { source, design, cohorts }: IncidenceRateDesign,
  schemas: SqlSchemas = PLACEHOLDER_SCHEMAS,
): SqlPackageResult {
  const { targetIds, outcomeIds, timeAtRisk, studyWindow, strata } = design.expression;
  if (strata && strata.length > 0) return { ok: false, message: t.incidenceStrata(strata.length) };
  if (targetIds.length === 0) return { ok: false, message: t.noTargets };
  if (outcomeIds.length === 0) return { ok: false, message: t.noOutcomes };
  const byId = new Map(cohorts.map((cohort) => [cohort.id, cohort]));
  for (const [role, ids] of [
    ['대상', targetIds],
    ['결과', outcomeIds],
  ] as const) {
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) return { ok: false, message: t.missingIrCohort(role, missing) };
  }
  const studyStart = studyWindow?.startDate ?? null;
  const studyEnd = studyWindow?.endDate ?? null;
  if (studyStart && studyEnd && studyStart > studyEnd) return { ok: false, message: t.studyWindowOrder };

  // Only the cohorts the analysis uses are built, each once even when both target and outcome.
  const used = [...new Set([...targetIds, ...outcomeIds])].map((id) => byId.get(id) as CohortDefinition);
  const base = cohortsSql(used, schemas);
  if (!base.ok) return base;

  const uniqueTargets = [...new Set(targetIds)];
  const uniqueOutcomes = [...new Set(outcomeIds)];
  const combos = uniqueTargets
    .flatMap((target) => uniqueOutcomes.map((outcome) => [target, outcome] as const))
    .map(
      ([target, outcome], index) =>
        `(CAST(${sqlInteger(index + 1)} AS bigint), CAST(${sqlInteger(target)} AS bigint), ` +
        `CAST(${sqlInteger(outcome)} AS bigint), ` +
        `CAST(${sqlText(`${byId.get(target)?.name ?? ''} &&& ${byId.get(outcome)?.name ?? ''}`)} AS text))`,
    )
    .join(',\n    ');
  const windowFilter = [
    studyStart ? `\n      AND f.cohort_start_date >= ${dateLiteral(studyStart)}` : '',
    studyEnd ? `\n      AND f.cohort_start_date <= ${dateLiteral(studyEnd)}` : '',
  ].join('');
  const endCandidates = ['t.op_end_date', 't.tar_end', ...(studyEnd ? [dateLiteral(studyEnd)] : [])].join(
    ', ',
  );
  const { cdm } = schemas;
  const strataColumns = 'c.combo_order, c.group_level';

  const ctes = [
    ...base.ctes,
    `  combos (combo_order, target_id, outcome_id, group_level) AS (\n    VALUES ${combos}\n  )`,
    `  targets AS (
    SELECT f.cohort_id AS target_id, f.subject_id, op.observation_period_start_date AS op_start_date,
      op.observation_period_end_date AS op_end_date, ${anchor(timeAtRisk.start)} AS tar_start, ${anchor(timeAtRisk.end)} AS tar_end,
      p.gender_concept_id, EXTRACT(YEAR FROM f.cohort_start_date) - p.year_of_birth AS age
    FROM (
      SELECT cohort_id, subject_id, cohort_start_date, cohort_end_date,
        row_number() OVER (PARTITION BY cohort_id, subject_id ORDER BY cohort_start_date) AS ordinal
      FROM cohorts
    ) f
    JOIN ${cdm}.observation_period op ON op.person_id = f.subject_id
      AND f.cohort_start_date BETWEEN op.observation_period_start_date AND op.observation_period_end_date
    LEFT JOIN ${cdm}.person p ON p.person_id = f.subject_id
    WHERE f.ordinal = 1${windowFilter}
  )`,
    `  first_outcomes AS (
    SELECT cohort_id AS outcome_id, subject_id, min(cohort_start_date) AS outcome_date
    FROM cohorts GROUP BY cohort_id, subject_id
  )`,
    `  at_risk AS (
    SELECT c.target_id, c.outcome_id, t.subject_id, t.tar_start,
      ${sexColumns('t.gender_concept_id', 'sex')},
      ${ageGroupColumns('t.age', 'age')},
      LEAST(${endCandidates}, o.outcome_date) AS followup_end,
      CASE WHEN o.outcome_date <= LEAST(${endCandidates}) THEN 1 ELSE 0 END AS is_case
    FROM combos c
    JOIN targets t ON t.target_id = c.target_id
    LEFT JOIN first_outcomes o ON o.outcome_id = c.outcome_id AND o.subject_id = t.subject_id
    WHERE (o.outcome_date IS NULL OR o.outcome_date > t.tar_start)
      AND t.tar_start < t.tar_end
      AND t.tar_start BETWEEN t.op_start_date AND t.op_end_date
  )`,
    // Overall, by sex and by age group; a group with no one at risk still has its overall row, and
    // no sex or age group that no one at risk has.
    `  totals AS (
    SELECT c.combo_order, c.group_level,
      CASE WHEN GROUPING(a.sex) = 0 THEN 100 + a.sex_order WHEN GROUPING(a.age_group) = 0 THEN 200 + a.age_order ELSE 0 END AS strata_order,
      CASE WHEN GROUPING(a.sex) = 0 THEN 'sex' WHEN GROUPING(a.age_group) = 0 THEN 'age_group' ELSE 'overall' END AS strata_name,
      COALESCE(a.sex, a.age_group, 'overall') AS strata_level,
      count(a.subject_id) AS persons, COALESCE(sum(a.is_case), 0) AS cases,
      COALESCE(sum(a.followup_end - a.tar_start), 0) AS days
    FROM combos c
    LEFT JOIN at_risk a ON a.target_id = c.target_id AND a.outcome_id = c.outcome_id
    GROUP BY GROUPING SETS (
      (${strataColumns}),
      (${strataColumns}, a.sex, a.sex_order),
      (${strataColumns}, a.age_group, a.age_order)
    )
    HAVING (GROUPING(a.sex) = 1 OR a.sex IS NOT NULL) AND (GROUPING(a.age_group) = 1 OR a.age_group IS NOT NULL)
  )`,
    `  estimates AS (
    ${estimateRows.join('\n    UNION ALL\n    ')}
  )`,
    cdmNameCte(schemas),
  ];

  const computes =
    'Incidence of each outcome cohort in each target cohort (group target_cohort_name &&& outcome_cohort_name), ' +
    'overall, by sex and by age group at target entry: number subjects at risk, outcome count, person years, ' +
    `incidence per 1,000 person-years; time at risk from ${timeAtRisk.start.DateField}${signed(timeAtRisk.start.Offset)} ` +
    `to ${timeAtRisk.end.DateField}${signed(timeAtRisk.end.Offset)} days` +
    (studyStart || studyEnd ? `, study window ${studyStart ?? '…'} to ${studyEnd ?? '…'}.` : '.');
  const header = fileHeader({ kind: 'incidence rate', name: design.name, source }, computes);
  return { ok: true, files: [sqlFile('incidence_rate.sql', header, ctes, summarisedSelect(GROUP_NAME))] };
}

const signed = (days: number) => (days < 0 ? ` - ${-days}` : ` + ${days}`);
