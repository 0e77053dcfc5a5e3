import type { DesignToSql } from '../services/execution-packages.js';
import { characterizationPackage, cohortPackage } from './characterization-sql.js';
import type { Design } from './design-schema.js';
import { incidenceRatePackage } from './incidence-rate-sql.js';
import { designMessages as t } from './messages.ko.js';
import { parseDesign } from './parse-design.js';
import type { SqlPackageResult } from './sql-package.js';
import { PLACEHOLDER_SCHEMAS, type SqlSchemas } from './sql-text.js';

// Which package a design becomes when its analysis is executed. Estimation and prediction designs are
// R study packages (ATLAS generates them): they need an engine with R, and we never pretend otherwise.

/** A validated design as a SQL package, or the Korean reason it cannot be one. */
export function designPackage(design: Design, schemas: SqlSchemas = PLACEHOLDER_SCHEMAS): SqlPackageResult {
  switch (design.kind) {
    case 'COHORT':
      return cohortPackage(design, schemas);
    case 'CHARACTERIZATION':
      return characterizationPackage(design, schemas);
    case 'INCIDENCE_RATE':
      return incidenceRatePackage(design, schemas);
    case 'ESTIMATION':
    case 'PREDICTION':
      return { ok: false, message: t.rStudyPackage(design.kind) };
  }
}

const utf8 = new TextEncoder();

/** A stored design document (parsed JSON) as the files an engine receives. */
export const designToSql: DesignToSql = (json) => {
  const parsed = parseDesign(json);
  if (!parsed.ok) return parsed;
  const built = designPackage(parsed.design);
  if (!built.ok) return built;
  return { ok: true, files: built.files.map((file) => ({ name: file.name, bytes: utf8.encode(file.text) })) };
};
