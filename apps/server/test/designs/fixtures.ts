// ATLAS-shaped designs for the tests, written as the data node serves them (plain JSON, unparsed).

export const GI_BLEED = 192671;
export const CELECOXIB = 1118084;
export const DICLOFENAC = 1124300;

export interface ItemOptions {
  includeDescendants?: boolean;
  isExcluded?: boolean;
  includeMapped?: boolean;
}

export const item = (conceptId: unknown, options: ItemOptions = { includeDescendants: true }) => ({
  concept: { CONCEPT_ID: conceptId, CONCEPT_NAME: 'from ATLAS', STANDARD_CONCEPT: 'S', VOCABULARY_ID: 'x' },
  isExcluded: options.isExcluded ?? false,
  includeDescendants: options.includeDescendants ?? false,
  includeMapped: options.includeMapped ?? false,
});

/** A cohort expression: one concept set (id 0), entry by `criteria`, the rest as ATLAS writes it empty. */
export function cohortExpression({
  items,
  criteria = 'ConditionOccurrence',
  prior = 0,
  post = 0,
  limit = 'First',
  extra = {},
}: {
  items: unknown[];
  criteria?: string;
  prior?: number;
  post?: number;
  limit?: 'First' | 'All' | 'Last';
  extra?: Record<string, unknown>;
}) {
  return {
    cdmVersionRange: '>=5.0.0',
    ConceptSets: [{ id: 0, name: 'concepts', expression: { items } }],
    PrimaryCriteria: {
      CriteriaList: [{ [criteria]: { CodesetId: 0 } }] as Record<string, unknown>[],
      ObservationWindow: { PriorDays: prior, PostDays: post },
      PrimaryCriteriaLimit: { Type: limit },
    },
    QualifiedLimit: { Type: 'First' },
    ExpressionLimit: { Type: 'First' },
    InclusionRules: [],
    CensoringCriteria: [],
    CollapseSettings: { CollapseType: 'ERA', EraPad: 0 },
    CensorWindow: {},
    ...extra,
  };
}

/** Eunomia's GI bleed cohort: first condition occurrence of 192671 or a descendant, window 0/0. */
export const giBleedExpression = () => cohortExpression({ items: [item(GI_BLEED)] });

/** First exposure to celecoxib or diclofenac (with descendants). */
export const nsaidExpression = () =>
  cohortExpression({ items: [item(CELECOXIB), item(DICLOFENAC)], criteria: 'DrugExposure' });

export const source = { atlasId: 17, designId: 'd-1' };

export const cohortDesign = (expression: unknown, name = 'GI bleed') => ({
  kind: 'COHORT',
  source,
  cohort: { id: 1, name, expression },
});

export const characterizationDesign = (cohorts: { id: number; name: string; expression: unknown }[]) => ({
  kind: 'CHARACTERIZATION',
  source,
  design: {
    name: 'NSAID users and GI bleed',
    cohorts,
    featureAnalyses: [{ id: 1, name: 'Demographics' }],
    parameters: [],
    stratas: [],
  },
});

export const incidenceRateDesign = (timeAtRisk: unknown, extra: Record<string, unknown> = {}) => ({
  kind: 'INCIDENCE_RATE',
  source,
  design: {
    id: 5,
    name: 'GI bleed after NSAIDs',
    description: null,
    // ATLAS stores the IR expression as JSON text.
    expression: JSON.stringify({
      ConceptSets: [],
      targetIds: [2],
      outcomeIds: [1],
      timeAtRisk,
      studyWindow: null,
      strata: [],
      ...extra,
    }),
  },
  cohorts: [
    { id: 1, name: 'GI bleed', expression: JSON.stringify(giBleedExpression()) },
    { id: 2, name: 'NSAID new users', expression: nsaidExpression() },
  ],
});

export const startPlus = (offset: number) => ({ DateField: 'StartDate', Offset: offset });
