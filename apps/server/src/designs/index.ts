// ATLAS designs imported into an analysis, and the SQL packages they become (engines.md, "Our own data
// node": the designs the platform turns into SQL).
export {
  type CharacterizationDesign,
  type CohortDefinition,
  type CohortDesign,
  type CohortExpression,
  type Design,
  type DesignKind,
  type IncidenceRateDesign,
  designDocument,
} from './design-schema.js';
export { parseDesign, type ParsedDesign } from './parse-design.js';
export { cohortSql, type CohortSqlResult } from './cohort-sql.js';
export { characterizationPackage, cohortPackage } from './characterization-sql.js';
export { incidenceRatePackage } from './incidence-rate-sql.js';
export { designPackage, designToSql } from './design-to-sql.js';
export type { SqlFile, SqlPackageResult } from './sql-package.js';
export { PLACEHOLDER_SCHEMAS, type SqlSchemas } from './sql-text.js';
