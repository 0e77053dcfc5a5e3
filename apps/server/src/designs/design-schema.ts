import { z } from 'zod/mini';
import { designMessages as t } from './messages.ko.js';

// The design document the platform stores after importing from a hospital's ATLAS (the ATLAS subset we
// read). The design is untrusted: every number that reaches SQL text (concept, cohort and concept set
// ids, day counts) is checked to be a safe integer here, and names only ever reach SQL as escaped
// literals. Parts we cannot turn into SQL are kept (loose objects, unknown arrays) so the SQL builders
// can refuse them by name instead of dropping them silently.

/** ATLAS stores some expressions as JSON text and WebAPI exports others as objects: read either. */
function objectOrJsonText<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown, payload) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        payload.issues.push({ code: 'custom', message: t.unreadableJson, input: value });
        return z.NEVER;
      }
    }),
    schema,
  );
}

const id = z.int();
const days = z.int().check(z.nonnegative());
const flag = z.nullish(z.boolean());
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: t.isoDate }),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: t.isoDate }),
);

const conceptSetItem = z.object({
  concept: z.looseObject({ CONCEPT_ID: z.int({ error: t.conceptIdInteger }) }),
  isExcluded: flag,
  includeDescendants: flag,
  includeMapped: flag,
});
export type ConceptSetItem = z.infer<typeof conceptSetItem>;

const conceptSet = z.looseObject({
  id,
  name: z.nullish(z.string()),
  expression: objectOrJsonText(z.looseObject({ items: z.array(conceptSetItem) })),
});
export type ConceptSet = z.infer<typeof conceptSet>;

/** The criteria types cohortSql turns into SQL; any other key of a criteria entry is refused there. */
export const CRITERIA_TYPES = [
  'ConditionOccurrence',
  'DrugExposure',
  'ProcedureOccurrence',
  'Measurement',
  'Observation',
] as const;
export type CriteriaType = (typeof CRITERIA_TYPES)[number];

/** What we read of a criterion; its other attributes (dates, ages, types, …) are refused by name. */
const criterion = z.looseObject({ CodesetId: z.nullish(id), First: flag });
export type Criterion = z.infer<typeof criterion>;

const criteriaEntry = z.looseObject(
  Object.fromEntries(CRITERIA_TYPES.map((type) => [type, z.optional(criterion)])) as Record<
    CriteriaType,
    z.ZodMiniOptional<typeof criterion>
  >,
);
export type CriteriaEntry = z.infer<typeof criteriaEntry>;

const limit = z.nullish(z.object({ Type: z.enum(['First', 'All', 'Last']) }));
export type LimitType = 'First' | 'All' | 'Last';

const cohortExpression = z.looseObject({
  ConceptSets: z.optional(z.array(conceptSet)),
  PrimaryCriteria: z.looseObject({
    CriteriaList: z.array(criteriaEntry),
    ObservationWindow: z.nullish(z.object({ PriorDays: z.optional(days), PostDays: z.optional(days) })),
    PrimaryCriteriaLimit: limit,
  }),
  QualifiedLimit: limit,
  ExpressionLimit: limit,
  InclusionRules: z.nullish(z.array(z.unknown())),
  CensoringCriteria: z.nullish(z.array(z.unknown())),
  EndStrategy: z.nullish(z.unknown()),
  AdditionalCriteria: z.nullish(z.unknown()),
  CensorWindow: z.nullish(z.unknown()),
  CollapseSettings: z.nullish(z.object({ CollapseType: z.optional(z.string()), EraPad: z.optional(days) })),
});
export type CohortExpression = z.infer<typeof cohortExpression>;

const cohortDefinition = z.looseObject({
  id,
  name: z.string(),
  expression: objectOrJsonText(cohortExpression),
});
export type CohortDefinition = z.infer<typeof cohortDefinition>;

const source = z.looseObject({
  atlasId: z.nullish(z.union([id, z.string()])),
  designId: z.union([id, z.string()]),
});
export type DesignSource = z.infer<typeof source>;

const fieldOffset = z.object({ DateField: z.enum(['StartDate', 'EndDate']), Offset: id });
export type FieldOffset = z.infer<typeof fieldOffset>;

const incidenceRateExpression = z.looseObject({
  ConceptSets: z.nullish(z.array(z.unknown())),
  targetIds: z.array(id),
  outcomeIds: z.array(id),
  timeAtRisk: z.object({ start: fieldOffset, end: fieldOffset }),
  studyWindow: z.nullish(z.object({ startDate: z.nullish(isoDate), endDate: z.nullish(isoDate) })),
  strata: z.nullish(z.array(z.unknown())),
});
export type IncidenceRateExpression = z.infer<typeof incidenceRateExpression>;

/** The R study packages' designs are kept as WebAPI exported them: nothing of them becomes SQL. */
const exported = z.record(z.string(), z.unknown());

export const designDocument = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('COHORT'), source, cohort: cohortDefinition }),
  z.object({
    kind: z.literal('CHARACTERIZATION'),
    source,
    design: z.looseObject({
      name: z.string(),
      cohorts: z.array(cohortDefinition),
      featureAnalyses: z.nullish(z.array(z.unknown())),
      parameters: z.nullish(z.array(z.unknown())),
      stratas: z.nullish(z.array(z.unknown())),
    }),
  }),
  z.object({
    kind: z.literal('INCIDENCE_RATE'),
    source,
    design: z.looseObject({
      id: z.nullish(id),
      name: z.string(),
      description: z.nullish(z.string()),
      expression: objectOrJsonText(incidenceRateExpression),
    }),
    cohorts: z.array(cohortDefinition),
  }),
  z.object({ kind: z.literal('ESTIMATION'), source, design: exported }),
  z.object({ kind: z.literal('PREDICTION'), source, design: exported }),
]);

/** An imported design, validated. */
export type Design = z.infer<typeof designDocument>;
export type DesignKind = Design['kind'];
export type CohortDesign = Extract<Design, { kind: 'COHORT' }>;
export type CharacterizationDesign = Extract<Design, { kind: 'CHARACTERIZATION' }>;
export type IncidenceRateDesign = Extract<Design, { kind: 'INCIDENCE_RATE' }>;

export const DESIGN_KINDS: readonly DesignKind[] = [
  'COHORT',
  'CHARACTERIZATION',
  'INCIDENCE_RATE',
  'ESTIMATION',
  'PREDICTION',
];
