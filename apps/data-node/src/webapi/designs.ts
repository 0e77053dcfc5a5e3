import { readFileSync } from 'node:fs';

// The stored designs every site's WebAPI serves (designs/*.json, data rather than code), and the
// shapes WebAPI gives them. The design files hold cohorts by id where WebAPI's tables do; the exports
// embed the cohort definitions as WebAPI's export endpoints do.

/** The ATLAS cohort expression subset the platform's SQL generator reads (see README.md). */
export interface CohortExpression {
  ConceptSets: {
    id: number;
    name: string;
    expression: {
      items: {
        concept: Record<string, string | number>;
        includeDescendants: boolean;
        isExcluded: boolean;
        includeMapped: boolean;
      }[];
    };
  }[];
  PrimaryCriteria: Record<string, unknown>;
  [key: string]: unknown;
}

interface Stored {
  id: number;
  name: string;
  description: string;
  createdDate: string;
  modifiedDate: string;
}

export interface CohortDefinition extends Stored {
  expression: CohortExpression;
}

export interface Characterization extends Stored {
  cohortIds: number[];
  featureAnalyses: { id: number; name: string; type: string; domain: string; description: string }[];
}

export interface IncidenceRate extends Stored {
  expression: Record<string, unknown>;
}

/** Estimation and prediction specifications: ATLAS's own fields, cohorts by id in `cohortIds`. */
export interface Specification extends Stored {
  cohortIds: number[];
  [key: string]: unknown;
}

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`./designs/${file}`, import.meta.url), 'utf8')) as T;

export interface Designs {
  cohorts: CohortDefinition[];
  characterizations: Characterization[];
  incidenceRates: IncidenceRate[];
  estimations: Specification[];
  predictions: Specification[];
}

export function loadDesigns(): Designs {
  return {
    cohorts: read('cohort-definitions.json'),
    characterizations: read('cohort-characterizations.json'),
    incidenceRates: read('incidence-rates.json'),
    estimations: read('estimations.json'),
    predictions: read('predictions.json'),
  };
}

/** WebAPI's JSON dates (java.util.Date through Jackson): epoch milliseconds. */
export const epochMs = (iso: string) => Date.parse(iso);

/** CommonEntityDTO's audit fields: nobody signed in here, everyone may read. */
const audit = (design: Stored) => ({
  createdBy: null,
  createdDate: epochMs(design.createdDate),
  modifiedBy: null,
  modifiedDate: epochMs(design.modifiedDate),
  hasWriteAccess: false,
  hasReadAccess: true,
});

/** `GET /cohortdefinition/`: CohortMetadataDTO, no expression. */
export const cohortListItem = (cohort: CohortDefinition) => ({
  id: cohort.id,
  name: cohort.name,
  description: cohort.description,
  ...audit(cohort),
  tags: [],
});

/** `GET /cohortdefinition/{id}`: CohortRawDTO, whose expression is the stored JSON text. */
export const cohortDetail = (cohort: CohortDefinition) => ({
  ...cohortListItem(cohort),
  expressionType: 'SIMPLE_EXPRESSION',
  expression: JSON.stringify(cohort.expression),
});

/** A cohort embedded in an export (AnalysisCohortDefinition): the expression as an object. */
const embeddedCohort = (cohort: CohortDefinition) => ({
  id: cohort.id,
  name: cohort.name,
  description: cohort.description,
  expressionType: 'SIMPLE_EXPRESSION',
  expression: cohort.expression,
});

function cohortsById(designs: Designs, ids: number[]) {
  return ids
    .map((id) => designs.cohorts.find((cohort) => cohort.id === id))
    .filter((cohort): cohort is CohortDefinition => cohort !== undefined);
}

/** CcShortDTO, for the paged list. */
export const characterizationListItem = (cc: Characterization) => ({
  id: cc.id,
  name: cc.name,
  description: cc.description,
  hashCode: null,
  ...audit(cc),
  tags: [],
});

/** `GET /cohort-characterization/{id}/export`: CohortCharacterizationImpl as WebAPI serializes it. */
export const characterizationExport = (designs: Designs, cc: Characterization) => ({
  name: cc.name,
  cohorts: cohortsById(designs, cc.cohortIds).map((cohort) => ({
    id: cohort.id,
    name: cohort.name,
    expression: cohort.expression,
  })),
  featureAnalyses: cc.featureAnalyses,
  parameters: [],
  stratas: [],
  strataOnly: false,
  strataConceptSets: [],
});

/** IRAnalysisShortDTO. */
export const incidenceRateListItem = (ir: IncidenceRate) => ({
  id: ir.id,
  name: ir.name,
  description: ir.description,
  ...audit(ir),
  tags: [],
});

/** `GET /ir/{id}/design`: IRAnalysisDTO, whose expression is JSON text as WebAPI stores it. */
export const incidenceRateDesign = (ir: IncidenceRate) => ({
  id: ir.id,
  name: ir.name,
  description: ir.description,
  expression: JSON.stringify(ir.expression),
});

/** EstimationShortDTO / CommonAnalysisDTO. */
export const analysisListItem = (spec: Specification, type?: string) => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  ...(type ? { type } : {}),
  ...audit(spec),
});

/**
 * `GET /estimation/{id}/export` and `/prediction/{id}/export`: the specification with its cohorts
 * filled in (EstimationAnalysisImpl, PatientLevelPredictionAnalysisImpl), audit fields cleared as
 * WebAPI's ExportUtil does.
 */
export function specificationExport(designs: Designs, spec: Specification) {
  const { cohortIds, createdDate: _created, modifiedDate: _modified, ...fields } = spec;
  return {
    ...fields,
    organizationName: 'CDMNet',
    createdBy: null,
    createdDate: null,
    modifiedBy: null,
    modifiedDate: null,
    cohortDefinitions: cohortsById(designs, cohortIds).map(embeddedCohort),
  };
}
