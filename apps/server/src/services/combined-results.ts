import { and, desc, eq } from 'drizzle-orm';
import { resultRequestMessages as t, type CombinedResult } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { analyses, cdmDatabases, executionFiles, executions, files, organizations } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { projectAccessOf } from '../policies/projects.js';
import { resultRightsOf } from '../policies/results.js';
import { isCountColumn, maskCsv, parseCsv } from './result-release.js';

// One result file added up across the hospitals an analysis ran on (domain.md "What leaves a hospital":
// the combined view).

const MASKED = /^<\d+$/;

/**
 * One result file across the hospitals: for each CDM the newest successful execution of the analysis;
 * the caller's visible ones give their rows, keyed by the file's non-count columns, and the counts are
 * summed. A masked cell stays masked and makes its sum a lower bound; nothing is guessed.
 */
export async function combineResults(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
  file: string,
): Promise<CombinedResult> {
  const [analysis] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.projectId, projectId)));
  if (!analysis) throw AppError.notFound(t.notFound);
  const finished = await db
    .select({
      id: executions.id,
      orgId: executions.orgId,
      cdmId: executions.cdmId,
      record: executions.record,
      cdmName: cdmDatabases.name,
      orgName: organizations.name,
      finishedAt: executions.finishedAt,
    })
    .from(executions)
    .leftJoin(cdmDatabases, eq(cdmDatabases.id, executions.cdmId))
    .leftJoin(organizations, eq(organizations.id, executions.orgId))
    .where(and(eq(executions.analysisId, analysisId), eq(executions.status, 'FINISHED_SUCCESSFULLY')))
    .orderBy(desc(executions.finishedAt), desc(executions.id));
  const rights = await resultRightsOf(db, userId, await projectAccessOf(db, projectId, userId), finished);
  const sees = (row: (typeof finished)[number]) => rights.get(row.id)?.view === true;
  // Per CDM, the newest run the caller may see; a CDM with none they may see is listed as hidden.
  const newest = new Map<string, (typeof finished)[number]>();
  for (const row of finished) {
    const key = String(row.cdmId ?? row.record.cdmName);
    const kept = newest.get(key);
    if (!kept || (!sees(kept) && sees(row))) newest.set(key, row);
  }
  const chosen = [...newest.values()].sort((a, b) => (a.orgName ?? '').localeCompare(b.orgName ?? '', 'ko'));
  const visible = chosen.filter(sees);
  const hidden = chosen.filter((row) => !sees(row));

  const texts = new Map<number, string>();
  const names = new Set<string>();
  for (const row of visible) {
    const list = await db
      .select({ name: executionFiles.name, content: files.content })
      .from(executionFiles)
      .innerJoin(files, eq(files.id, executionFiles.fileId))
      .where(eq(executionFiles.executionId, row.id));
    for (const entry of list) {
      if (!/\.csv$/i.test(entry.name)) continue;
      names.add(entry.name);
      // Masked again as on delivery: an engine that masks nothing must not show a small count here.
      if (entry.name === file) texts.set(row.id, maskCsv(entry.content.toString('utf8')).text);
    }
  }
  if (visible.length > 0 && texts.size === 0) throw AppError.notFound(t.fileMissing(file));

  const hospitals = visible.filter((row) => texts.has(row.id));
  const tables = hospitals.map((row) => parseCsv(texts.get(row.id) ?? ''));
  const header = tables[0]?.[0] ?? [];
  const countIndexes = header.flatMap((name, i) => (isCountColumn(name) ? [i] : []));
  const keyIndexes = header.flatMap((name, i) => (isCountColumn(name) ? [] : [i]));
  const rows = new Map<string, { key: string[]; values: (string | null)[][] }>();
  tables.forEach((table, h) => {
    const [own = [], ...body] = table;
    const column = (name: string) => own.indexOf(name);
    for (const line of body) {
      const key = keyIndexes.map((i) => line[column(header[i]!)] ?? '');
      const id = JSON.stringify(key);
      const entry = rows.get(id) ?? { key, values: hospitals.map(() => countIndexes.map(() => null)) };
      entry.values[h] = countIndexes.map((i) => line[column(header[i]!)] ?? null);
      rows.set(id, entry);
    }
  });
  return {
    file,
    files: [...names].sort(),
    keyColumns: keyIndexes.map((i) => header[i]!),
    countColumns: countIndexes.map((i) => header[i]!),
    hospitals: hospitals.map((row) => ({
      executionId: row.id,
      cdmName: row.cdmName ?? row.record.cdmName,
      orgName: row.orgName ?? '',
      finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    })),
    hidden: hidden.map((row) => ({
      executionId: row.id,
      cdmName: row.cdmName ?? row.record.cdmName,
      orgName: row.orgName ?? '',
    })),
    rows: [...rows.values()].map((entry) => ({
      key: entry.key,
      values: entry.values,
      totals: countIndexes.map((_, c) =>
        entry.values.reduce((sum, hospital) => {
          const cell = hospital[c];
          const value = cell === null || cell === undefined || MASKED.test(cell) ? 0 : Number(cell);
          return sum + (Number.isFinite(value) ? value : 0);
        }, 0),
      ),
      totalsMasked: countIndexes.map((_, c) =>
        entry.values.some((hospital) => MASKED.test(hospital[c] ?? '')),
      ),
    })),
  };
}
