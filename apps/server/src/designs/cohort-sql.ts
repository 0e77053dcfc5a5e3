import {
  CRITERIA_TYPES,
  type CohortExpression,
  type ConceptSetItem,
  type Criterion,
  type CriteriaType,
  type LimitType,
} from './design-schema.js';
import { designMessages as t } from './messages.ko.js';
import { PLACEHOLDER_SCHEMAS, plusDays, sqlInteger, sqlName, type SqlSchemas } from './sql-text.js';

// An ATLAS cohort definition as common table expressions, following what Circe (ATLAS's cohort SQL
// generator) does for the same subset, so a hospital gets the counts ATLAS would show: concept sets
// with descendants, exclusions and mapped source concepts; entry events in an observation period with
// the required days before and after; the First/All/Last limits; the cohort ending with the
// observation period; overlapping entries collapsed into eras. Whatever else a definition holds is
// refused by name: a cohort silently built from part of its definition would give wrong counts.

export type CohortSqlResult = { ok: true; sql: string } | { ok: false; message: string };

interface Domain {
  table: string;
  eventId: string;
  conceptId: string;
  startDate: string;
  /** The end date Circe gives an event, over alias `t`. */
  endDate: string;
}

const domains: Record<CriteriaType, Domain> = {
  ConditionOccurrence: {
    table: 'condition_occurrence',
    eventId: 'condition_occurrence_id',
    conceptId: 'condition_concept_id',
    startDate: 'condition_start_date',
    endDate: 'COALESCE(t.condition_end_date, t.condition_start_date + 1)',
  },
  DrugExposure: {
    table: 'drug_exposure',
    eventId: 'drug_exposure_id',
    conceptId: 'drug_concept_id',
    startDate: 'drug_exposure_start_date',
    endDate:
      'COALESCE(t.drug_exposure_end_date, t.drug_exposure_start_date + CAST(t.days_supply AS integer), t.drug_exposure_start_date + 1)',
  },
  ProcedureOccurrence: {
    table: 'procedure_occurrence',
    eventId: 'procedure_occurrence_id',
    conceptId: 'procedure_concept_id',
    startDate: 'procedure_date',
    endDate: 't.procedure_date + 1',
  },
  Measurement: {
    table: 'measurement',
    eventId: 'measurement_id',
    conceptId: 'measurement_concept_id',
    startDate: 'measurement_date',
    endDate: 't.measurement_date + 1',
  },
  Observation: {
    table: 'observation',
    eventId: 'observation_id',
    conceptId: 'observation_concept_id',
    startDate: 'observation_date',
    endDate: 't.observation_date + 1',
  },
};

/** Keys of a cohort expression that change nothing in the cohort's people or dates. */
const harmlessExpressionKeys = new Set(['cdmVersionRange', 'Title']);
const readExpressionKeys = new Set([
  'ConceptSets',
  'PrimaryCriteria',
  'QualifiedLimit',
  'ExpressionLimit',
  'InclusionRules',
  'CensoringCriteria',
  'EndStrategy',
  'AdditionalCriteria',
  'CensorWindow',
  'CollapseSettings',
]);
const readPrimaryKeys = new Set(['CriteriaList', 'ObservationWindow', 'PrimaryCriteriaLimit']);
const readCriterionKeys = new Set(['CodesetId', 'First']);

/**
 * Whether a part of a definition is empty: null, false, an empty list, or an object holding nothing
 * but empty parts and a group `Type` (ATLAS writes an unused criteria group as `{Type:'ALL', …: []}`).
 */
function isUnset(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => key === 'Type' || isUnset(inner));
  }
  return false;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

interface PrimaryEvent {
  type: CriteriaType;
  criterion: Criterion;
}

/** The entry events of the definition, or why they cannot be SQL. */
function primaryEvents(expression: CohortExpression): Checked<PrimaryEvent[]> {
  const primary = expression.PrimaryCriteria;
  for (const [key, value] of Object.entries(primary)) {
    if (!readPrimaryKeys.has(key) && !isUnset(value))
      return refuse(t.unsupportedPart(t.unknownPrimaryPart(key)));
  }
  if (primary.CriteriaList.length === 0) return refuse(t.noPrimaryCriteria);
  const events: PrimaryEvent[] = [];
  for (const [index, entry] of primary.CriteriaList.entries()) {
    const where = `PrimaryCriteria.CriteriaList[${index}]`;
    const keys = Object.keys(entry).filter((key) => entry[key] !== null && entry[key] !== undefined);
    const [type] = keys;
    if (keys.length !== 1 || type === undefined) return refuse(t.criterionShape(where));
    if (!(CRITERIA_TYPES as readonly string[]).includes(type)) return refuse(t.unknownCriterion(type, where));
    const criterion = entry[type as CriteriaType];
    if (!criterion) return refuse(t.criterionShape(where));
    for (const [attribute, value] of Object.entries(criterion)) {
      if (!readCriterionKeys.has(attribute) && !isUnset(value)) {
        return refuse(t.unsupportedPart(t.criterionAttribute(attribute, `${where}.${type}`)));
      }
    }
    const codesetId = criterion.CodesetId;
    if (
      codesetId !== null &&
      codesetId !== undefined &&
      !(expression.ConceptSets ?? []).some((set) => set.id === codesetId)
    ) {
      return refuse(t.missingConceptSet(codesetId, `${where}.${type}.CodesetId`));
    }
    events.push({ type: type as CriteriaType, criterion });
  }
  return { ok: true, value: events };
}

/** Everything outside the entry events that the definition sets and we do not support. */
function unsupportedPart(expression: CohortExpression): string | null {
  if (expression.InclusionRules?.length) return t.inclusionRules(expression.InclusionRules.length);
  if (expression.CensoringCriteria?.length) return t.censoringCriteria(expression.CensoringCriteria.length);
  if (!isUnset(expression.EndStrategy)) return t.endStrategy;
  if (!isUnset(expression.AdditionalCriteria)) return t.additionalCriteria;
  if (!isUnset(expression.CensorWindow)) return t.censorWindow;
  const collapseType = expression.CollapseSettings?.CollapseType;
  if (collapseType !== undefined && collapseType !== 'ERA') return t.collapseType(collapseType);
  for (const [key, value] of Object.entries(expression)) {
    if (!readExpressionKeys.has(key) && !harmlessExpressionKeys.has(key) && !isUnset(value)) {
      return t.unknownExpressionPart(key);
    }
  }
  return null;
}

/** The concepts a list of concept set items stands for (Circe's rules), as one SELECT of concept_id. */
function conceptsOf(items: ConceptSetItem[], vocabulary: string): string | null {
  if (items.length === 0) return null;
  const ids = (list: ConceptSetItem[]) => list.map((item) => sqlInteger(item.concept.CONCEPT_ID)).join(', ');
  const itself = (list: ConceptSetItem[]) =>
    `SELECT concept_id FROM ${vocabulary}.concept WHERE concept_id IN (${ids(list)})`;
  // Descendants count only while valid, as in Circe.
  const descendants = (list: ConceptSetItem[]) =>
    `SELECT ca.descendant_concept_id AS concept_id FROM ${vocabulary}.concept_ancestor ca ` +
    `JOIN ${vocabulary}.concept dc ON dc.concept_id = ca.descendant_concept_id AND dc.invalid_reason IS NULL ` +
    `WHERE ca.ancestor_concept_id IN (${ids(list)})`;
  const withDescendants = (list: ConceptSetItem[]) => {
    const deep = list.filter((item) => item.includeDescendants);
    return deep.length > 0 ? `${itself(list)}\n      UNION ${descendants(deep)}` : itself(list);
  };
  const parts = [withDescendants(items)];
  const mapped = items.filter((item) => item.includeMapped);
  // includeMapped adds the source concepts that map to the set's concepts ('Maps to', read backwards).
  if (mapped.length > 0) {
    parts.push(
      `SELECT cr.concept_id_1 AS concept_id FROM ${vocabulary}.concept_relationship cr ` +
        `WHERE cr.relationship_id = 'Maps to' AND cr.invalid_reason IS NULL AND cr.concept_id_2 IN (\n      ${withDescendants(mapped)})`,
    );
  }
  return parts.join('\n      UNION ');
}

/** One concept set as rows (codeset_id, concept_id): its concepts less its excluded concepts. */
function codesetQuery(id: number, items: ConceptSetItem[], vocabulary: string): string {
  const included = conceptsOf(
    items.filter((item) => !item.isExcluded),
    vocabulary,
  );
  const excluded = conceptsOf(
    items.filter((item) => item.isExcluded),
    vocabulary,
  );
  if (!included)
    return `SELECT ${sqlInteger(id)} AS codeset_id, concept_id FROM ${vocabulary}.concept WHERE false`;
  const concepts = excluded ? `(${included})\n    EXCEPT (${excluded})` : included;
  return `SELECT ${sqlInteger(id)} AS codeset_id, concept_id FROM (\n      ${concepts}\n    ) s`;
}

/** One entry criterion's events: (person_id, event_id, start_date, end_date). */
function criterionQuery(event: PrimaryEvent, codesets: string, cdm: string): string {
  const domain = domains[event.type];
  const codesetId = event.criterion.CodesetId;
  const filter =
    codesetId === null || codesetId === undefined
      ? ''
      : `\n      WHERE t.${domain.conceptId} IN (SELECT concept_id FROM ${codesets} WHERE codeset_id = ${sqlInteger(codesetId)})`;
  const columns = `t.person_id, t.${domain.eventId} AS event_id, t.${domain.startDate} AS start_date, ${domain.endDate} AS end_date`;
  if (!event.criterion.First) return `SELECT ${columns}\n      FROM ${cdm}.${domain.table} t${filter}`;
  // `First` on a criterion: the person's first such event ever, before any other rule.
  return (
    `SELECT person_id, event_id, start_date, end_date FROM (\n` +
    `      SELECT ${columns},\n` +
    `        row_number() OVER (PARTITION BY t.person_id ORDER BY t.${domain.startDate}, t.${domain.eventId}) AS ordinal\n` +
    `      FROM ${cdm}.${domain.table} t${filter}\n` +
    `    ) f WHERE f.ordinal = 1`
  );
}

const limitOf = (limit: { Type: LimitType } | null | undefined): LimitType => limit?.Type ?? 'All';

/**
 * A cohort definition as common table expressions, to follow `WITH` (several cohorts' fragments can
 * be joined with commas). The last one is named `name` and selects
 * `(subject_id, cohort_start_date, cohort_end_date)`; the others are named `name_…`. Schemas default
 * to the SqlRender placeholders the engine replaces. Refuses, in Korean and naming the part, any
 * part of the definition it does not turn into SQL.
 */
export function cohortSql(
  expression: CohortExpression,
  name: string,
  schemas: SqlSchemas = PLACEHOLDER_SCHEMAS,
): CohortSqlResult {
  const cte = sqlName(name);
  const part = unsupportedPart(expression);
  if (part) return refuse(t.unsupportedPart(part));
  const events = primaryEvents(expression);
  if (!events.ok) return events;

  const conceptSets = expression.ConceptSets ?? [];
  const seen = new Set<number>();
  for (const set of conceptSets) {
    if (seen.has(set.id)) return refuse(t.duplicateConceptSet(set.id));
    seen.add(set.id);
  }

  const { cdm, vocabulary } = schemas;
  const ctes: string[] = [];
  // Only the concept sets the entry events use are computed.
  const used = new Set(
    events.value.map((event) => event.criterion.CodesetId).filter((id) => typeof id === 'number'),
  );
  const codesets = `${cte}_codesets`;
  if (used.size > 0) {
    const queries = conceptSets
      .filter((set) => used.has(set.id))
      .map((set) => codesetQuery(set.id, set.expression.items, vocabulary));
    ctes.push(`${codesets} (codeset_id, concept_id) AS (\n    ${queries.join('\n    UNION ALL\n    ')}\n  )`);
  }
  ctes.push(
    `${cte}_events AS (\n    ${events.value
      .map((event) => criterionQuery(event, codesets, cdm))
      .join('\n    UNION ALL\n    ')}\n  )`,
  );

  // Entry events inside an observation period with PriorDays before and PostDays after them; the
  // primary limit picks among those (Circe numbers the events after the window check).
  const window = expression.PrimaryCriteria.ObservationWindow;
  const primaryLimit = limitOf(expression.PrimaryCriteria.PrimaryCriteriaLimit);
  const order = primaryLimit === 'Last' ? 'e.start_date DESC, e.event_id' : 'e.start_date, e.event_id';
  ctes.push(
    `${cte}_primary AS (\n` +
      `    SELECT p.person_id, p.event_id, p.start_date, p.op_end_date FROM (\n` +
      `      SELECT e.person_id, e.start_date, op.observation_period_end_date AS op_end_date,\n` +
      `        row_number() OVER (PARTITION BY e.person_id ORDER BY ${order}) AS event_id\n` +
      `      FROM ${cte}_events e\n` +
      `      JOIN ${cdm}.observation_period op ON op.person_id = e.person_id\n` +
      `        AND e.start_date BETWEEN op.observation_period_start_date AND op.observation_period_end_date\n` +
      `      WHERE ${plusDays('op.observation_period_start_date', window?.PriorDays ?? 0)} <= e.start_date\n` +
      `        AND ${plusDays('e.start_date', window?.PostDays ?? 0)} <= op.observation_period_end_date\n` +
      `    ) p${primaryLimit === 'All' ? '' : ' WHERE p.event_id = 1'}\n  )`,
  );

  // With no inclusion rules, qualified events are the entry events and included events the qualified
  // ones; each limit keeps a person's first or last of them.
  let chosen = `${cte}_primary`;
  for (const [step, limit] of [
    ['qualified', limitOf(expression.QualifiedLimit)],
    ['included', limitOf(expression.ExpressionLimit)],
  ] as const) {
    if (limit === 'All') continue;
    const ranking = limit === 'Last' ? 'start_date DESC, event_id' : 'start_date, event_id';
    ctes.push(
      `${cte}_${step} AS (\n` +
        `    SELECT person_id, event_id, start_date, op_end_date FROM (\n` +
        `      SELECT person_id, event_id, start_date, op_end_date,\n` +
        `        row_number() OVER (PARTITION BY person_id ORDER BY ${ranking}) AS ordinal\n` +
        `      FROM ${chosen}\n` +
        `    ) q WHERE q.ordinal = 1\n  )`,
    );
    chosen = `${cte}_${step}`;
  }

  // Each included event lasts to the end of its observation period (no end strategy); entries
  // overlapping or within EraPad days of each other become one era (Circe's collapse).
  const pad = expression.CollapseSettings?.EraPad ?? 0;
  ctes.push(
    `${cte}_rows AS (\n    SELECT person_id, start_date, ${plusDays('op_end_date', pad)} AS end_date FROM ${chosen}\n  )`,
    `${cte}_starts AS (\n` +
      `    SELECT person_id, start_date, end_date,\n` +
      `      CASE WHEN max(end_date) OVER (PARTITION BY person_id ORDER BY start_date, end_date\n` +
      `        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) >= start_date THEN 0 ELSE 1 END AS is_start\n` +
      `    FROM ${cte}_rows\n  )`,
    `${cte}_eras AS (\n` +
      `    SELECT person_id, start_date, end_date,\n` +
      `      sum(is_start) OVER (PARTITION BY person_id ORDER BY start_date, end_date, is_start DESC\n` +
      `        ROWS UNBOUNDED PRECEDING) AS era\n` +
      `    FROM ${cte}_starts\n  )`,
    `${cte} AS (\n` +
      `    SELECT person_id AS subject_id, min(start_date) AS cohort_start_date,\n` +
      `      ${plusDays('max(end_date)', -pad)} AS cohort_end_date\n` +
      `    FROM ${cte}_eras GROUP BY person_id, era\n  )`,
  );
  return { ok: true, sql: ctes.map((text) => `  ${text}`).join(',\n') };
}
