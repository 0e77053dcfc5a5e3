import { eq } from 'drizzle-orm';
import { isHiddenEstimate, summarisedRows, type SummarisedRow } from '@cdmnet/api/contract';
import { parseCsv } from '../db/csv.js';
import { executions, organizations } from '../db/schema.js';
import { mayDo, projectAccessOf } from '../policies/projects.js';
import { getExecution } from '../services/execution-views.js';
import { readableFiles, resultFileRows } from '../services/result-files.js';
import {
  citationLabels,
  refusals,
  resultNotes as n,
  toolDescriptions as d,
  toolLabels,
  toolSummaries as s,
} from './messages.ko.js';
import { executionPath } from './project-tools.js';
import { idArgument, refusedOutcome, type AssistantTool } from './tool-types.js';

// One execution's results as the caller may see them (domain.md "What leaves a hospital"). The same
// gates as the execution page: an accepted member of its project (services/execution-views.ts decides
// result access from the project's permission and the organisation's level or an approved request),
// and only the bytes `readableFiles` yields (checked by the node or released by the hospital's admin).
// A held or refused file is named with its state, never read. Values the node hid stay hidden ("숨김"),
// and a count below the minimum cell count that reached us anyway is hidden here too, with the
// percentages beside it: the model must never read one.

/** Rows sent per file and in all: enough for a characterization, bounded for the model's context. */
const MAX_ROWS_PER_FILE = 150;
const MAX_ROWS = 400;
/** The platform's default minimum cell count, when neither the run nor its organisation names one. */
const DEFAULT_MIN_CELL_COUNT = 5;

const isCount = (row: SummarisedRow) =>
  /count/i.test(row.estimate_name) || row.estimate_type.trim().toLowerCase() === 'integer';
const isPercentage = (row: SummarisedRow) =>
  row.estimate_type.trim().toLowerCase() === 'percentage' || /percent/i.test(row.estimate_name);
/** Rows that describe the same thing: a count and its percentage share this. */
const subjectOf = (row: SummarisedRow) =>
  [
    row.result_id,
    row.cdm_name,
    row.group_name,
    row.group_level,
    row.strata_name,
    row.strata_level,
    row.variable_name,
    row.variable_level,
    row.additional_name,
    row.additional_level,
  ].join('\u0000');

/** A count from 1 to the minimum − 1, or a value the node already hid. */
function hiddenCount(row: SummarisedRow, minCellCount: number): boolean {
  if (isHiddenEstimate(row.estimate_value)) return true;
  if (!isCount(row)) return false;
  const value = Number(row.estimate_value.trim());
  return Number.isFinite(value) && value >= 1 && value < minCellCount;
}

/** The rows as the model reads them: hidden values (and their percentages) replaced by "숨김". */
export function maskedRows(rows: readonly SummarisedRow[], minCellCount: number) {
  const hiddenSubjects = new Set(rows.filter((row) => hiddenCount(row, minCellCount)).map(subjectOf));
  return rows.map((row) => {
    const hidden =
      hiddenCount(row, minCellCount) ||
      isHiddenEstimate(row.estimate_value) ||
      (isPercentage(row) && hiddenSubjects.has(subjectOf(row)));
    return {
      cdm: row.cdm_name,
      group: `${row.group_name}=${row.group_level}`,
      strata: `${row.strata_name}=${row.strata_level}`,
      variable: row.variable_level ? `${row.variable_name}: ${row.variable_level}` : row.variable_name,
      estimate: row.estimate_name,
      value: hidden ? n.hidden : row.estimate_value,
      ...(row.additional_name && row.additional_name !== 'overall'
        ? { additional: `${row.additional_name}=${row.additional_level}` }
        : {}),
    };
  });
}

export const getResultsTool: AssistantTool = {
  definition: {
    name: 'get_results',
    description: d.getResults,
    parameters: {
      type: 'object',
      properties: { executionId: { type: 'integer', description: d.executionId } },
      required: ['executionId'],
      additionalProperties: false,
    },
  },
  async run({ db, userId }, args) {
    const executionId = idArgument(args, 'executionId');
    const label = toolLabels.get_results!;
    if (executionId === undefined) return refusedOutcome(refusals.badArguments, s.invalid(label));
    const object = { type: 'execution', id: executionId };
    // Only where it is, to ask the project's rule; nothing of it is read before the rule admits.
    const [where] = await db
      .select({ projectId: executions.projectId, analysisId: executions.analysisId, orgId: executions.orgId })
      .from(executions)
      .where(eq(executions.id, executionId));
    // One answer for "no such run" and "not yours": a caller outside the project learns nothing of it.
    if (!where || !mayDo(await projectAccessOf(db, where.projectId, userId)))
      return refusedOutcome(refusals.noExecution, s.refused(label), [object]);
    const execution = await getExecution(db, userId, where.projectId, where.analysisId, executionId);
    if (execution.resultAccess !== 'VIEW')
      return refusedOutcome(refusals.resultsHidden, s.refused(label), [object]);

    const [org] =
      where.orgId === null
        ? []
        : await db
            .select({ minCellCount: organizations.minCellCount })
            .from(organizations)
            .where(eq(organizations.id, where.orgId));
    // The stricter of the rule the node applied and the organisation's present one.
    const minCellCount = Math.max(
      execution.disclosureRules?.minCellCount ?? DEFAULT_MIN_CELL_COUNT,
      org?.minCellCount ?? DEFAULT_MIN_CELL_COUNT,
    );
    const listed = await resultFileRows(db, executionId);
    const readable = new Map((await readableFiles(db, executionId)).map((file) => [file.id, file]));
    let budget = MAX_ROWS;
    const filesOut = listed.map((file) => {
      const bytes = readable.get(file.id);
      if (!bytes)
        return {
          name: file.name,
          status: file.status,
          note: file.status === 'REFUSED' ? n.refused : n.awaitingRelease,
        };
      const rows = summarisedRows(parseCsv(bytes.bytes.toString('utf8')));
      if (rows === null)
        return { name: file.name, status: file.status, rows: file.rows, note: n.notSummarised };
      const shown = Math.max(0, Math.min(rows.length, MAX_ROWS_PER_FILE, budget));
      budget -= shown;
      return {
        name: file.name,
        status: file.status,
        suppressedCells: file.suppressedCells,
        estimates: maskedRows(rows, minCellCount).slice(0, shown),
        ...(shown < rows.length ? { note: n.truncated(shown, rows.length) } : {}),
      };
    });
    return {
      result: {
        execution: {
          id: execution.id,
          analysis: execution.analysisName,
          version: execution.version,
          hospital: execution.orgName,
          cdm: execution.cdmName,
          status: execution.status,
          finishedAt: execution.finishedAt,
          minCellCount,
        },
        files: filesOut,
        ...(listed.length === 0 && execution.finishedAt === null ? { note: n.notFinished } : {}),
      },
      summary: s.results(listed.length, readable.size),
      objects: [object, ...[...readable.keys()].map((id) => ({ type: 'execution_file', id }))],
      citations: [
        {
          label: citationLabels.execution(execution.analysisName, execution.orgName || execution.cdmName),
          href: executionPath(execution.projectId, execution.analysisId, execution.id),
        },
      ],
      refused: false,
    };
  },
};
