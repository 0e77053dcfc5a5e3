import { createHash } from 'node:crypto';
import { toCsv } from '../engine/csv.js';
import type { RequestDisclosure } from '../engine/request.js';
import { findingMessages as fm } from '../messages.ko.js';
import type { CdmLookup } from './cdm-lookup.js';
import type { ResultSet } from './database.js';
import { checkContent, FINDING_CODES, type Finding, type FindingCode, type ValueColumn } from './findings.js';
import { isSummarisedResult, SUMMARISED_COLUMNS, suppressSummarised } from './summarised-result.js';

// Disclosure control: what may leave the node, decided for each result file by its content (domain.md
// "What leaves a hospital"). The rules live here and in the modules this one calls, nowhere else.
//
// - A file in the `summarised_result` format (summarised-result.ts) is suppressed here and leaves as
//   CHECKED, unless its labels or non-count estimates show person ids, source values or per-row dates,
//   or a group has no size: then it is HELD (suppressed all the same) with those findings.
// - Any other file is HELD with the findings of its content (findings.ts): it stays at the node until
//   the hospital's admin releases it, and only its name, size, shape and findings travel.
// - A file of person-level rows is REFUSED: neither kept nor sent.

export const RULES_VERSION = 'cdmnet-disclosure/1';

export interface DisclosureRules {
  version: typeof RULES_VERSION;
  minCellCount: number;
  rounding: 5 | null;
  releaseUnchecked: boolean;
}

/** The stricter of the node's configuration and the organisation's settings the request carries. */
export function effectiveRules(
  node: { minCellCount: number; rounding: 5 | null; releaseUnchecked: boolean },
  request: RequestDisclosure | null | undefined,
): DisclosureRules {
  return {
    version: RULES_VERSION,
    minCellCount: Math.max(node.minCellCount, request?.minCellCount ?? 0),
    rounding: node.rounding ?? request?.rounding ?? null,
    releaseUnchecked: node.releaseUnchecked && request?.releaseUnchecked !== false,
  };
}

export type FileStatus = 'CHECKED' | 'HELD' | 'REFUSED';

export interface FileCheck {
  name: string;
  status: FileStatus;
  format: 'SUMMARISED_RESULT' | 'OTHER';
  size: number;
  rows: number;
  columns: string[];
  findings: Finding[];
  suppressedCells: number;
  /** The bytes that leave or wait for release; null when refused. */
  bytes: Uint8Array | null;
  sha256: string | null;
  /** Why it was refused (for the log), or null. */
  refusal: string | null;
}

/** Type ids PostgreSQL prints as numbers, dates, booleans: everything else is text to look up. */
const NOT_TEXT = new Set([16, 20, 21, 23, 26, 700, 701, 1082, 1083, 1114, 1184, 1186, 1700]);

const SUMMARISED_CODES: ReadonlySet<FindingCode> = new Set([
  'PERSON_ID',
  'IDENTIFIER',
  'SOURCE_VALUE',
  'EVENT_DATE',
]);
const ALL_CODES: ReadonlySet<FindingCode> = new Set(FINDING_CODES);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const te = new TextEncoder();

/**
 * One result file's status, findings and the bytes that leave or wait. A file the node could not check
 * (its CDM did not answer) is refused: what was not checked is neither sent nor kept.
 */
export async function checkResultFile(
  name: string,
  result: ResultSet,
  rules: DisclosureRules,
  lookup: CdmLookup,
): Promise<FileCheck> {
  try {
    return await check(name, result, rules, lookup);
  } catch {
    const columns = result.fields.map((f) => f.name);
    return {
      name,
      status: 'REFUSED',
      format: isSummarisedResult(columns) ? 'SUMMARISED_RESULT' : 'OTHER',
      size: 0,
      rows: result.rows.length,
      columns,
      findings: [],
      suppressedCells: 0,
      bytes: null,
      sha256: null,
      refusal: fm.checkFailed,
    };
  }
}

async function check(
  name: string,
  result: ResultSet,
  rules: DisclosureRules,
  lookup: CdmLookup,
): Promise<FileCheck> {
  const columns = result.fields.map((f) => f.name);
  const summarised = isSummarisedResult(columns);
  let rows = result.rows;
  let suppressedCells = 0;
  let findings: Finding[];
  let refusal: string | null;
  if (summarised) {
    const suppressed = suppressSummarised(result, rules);
    rows = suppressed.rows;
    suppressedCells = suppressed.suppressedCells;
    const content = await checkContent(
      suppressed.checkColumns,
      {
        minCellCount: rules.minCellCount,
        codes: SUMMARISED_CODES,
        manyPersonIdsOnly: true,
        valueLists: true,
      },
      lookup,
    );
    findings = [
      ...content.findings,
      ...suppressed.groupsWithoutSize.map((g): Finding => ({
        code: 'SMALL_COUNT',
        column: 'estimate_value',
        rows: g.rows,
        message: fm.missingGroupSize(g.rows),
      })),
    ];
    // Its rows are estimates, not persons: whatever its labels show, it is held, never refused.
    refusal = null;
  } else {
    const valueColumns: ValueColumn[] = result.fields.map((field, i) => ({
      name: field.name,
      values: result.rows.map((row) => row[i] ?? null),
      textual: !NOT_TEXT.has(field.typeId),
    }));
    const content = await checkContent(
      valueColumns,
      { minCellCount: rules.minCellCount, codes: ALL_CODES },
      lookup,
    );
    findings = content.findings;
    refusal = content.personLevel;
  }
  const bytes = te.encode(toCsv(result.fields, rows));
  const status: FileStatus = refusal ? 'REFUSED' : summarised && findings.length === 0 ? 'CHECKED' : 'HELD';
  return {
    name,
    status,
    format: summarised ? 'SUMMARISED_RESULT' : 'OTHER',
    size: bytes.length,
    rows: rows.length,
    columns,
    findings,
    suppressedCells,
    bytes: status === 'REFUSED' ? null : bytes,
    sha256: status === 'REFUSED' ? null : sha256(bytes),
    refusal,
  };
}

/**
 * Checks a one-group summarised_result once when a site starts, so that the first execution does not
 * pay for compiling the checks, the CDM's person-id density and the format's usual labels (measured:
 * 0.1–0.3 s on a site's first execution without it, a few milliseconds after).
 */
export async function warmUp(lookup: CdmLookup): Promise<void> {
  const row = ['1', 'warm-up', 'overall', 'overall', 'overall', 'overall', 'number subjects', 'overall'];
  await checkResultFile(
    'warm-up.csv',
    {
      fields: SUMMARISED_COLUMNS.map((name) => ({ name, typeId: 25 })),
      rows: [[...row, 'count', 'integer', '10', 'overall', 'overall']],
    },
    effectiveRules({ minCellCount: 5, rounding: null, releaseUnchecked: true }, null),
    lookup,
  );
}
