import type { HttpHandler } from 'msw';
import type { CombinedResult } from '../contract/combined-results.js';
import { resultRequestMessages as t } from '../contract/result-requests.ko.js';
import { resultRequestsApi } from '../contract/index.js';
import { notFound } from './admin.fixtures.js';
import type { MockDb } from './db.js';
import type { MockExecution } from './executions.fixtures.js';
import { isCountColumn, isCsv, maskedRows } from './result-csv.js';
import { resultRightsIn } from './result-rights.js';
import { mockFor, requireUser } from './session.js';

// The combined view of an analysis's results (issue 12 "Results across hospitals"), answering as the
// server's services/result-delivery.ts `combineResults` does: per CDM the newest successful execution
// the caller may see (or, when they may see none, the newest, listed as hidden); the visible ones'
// CSVs, masked again as on delivery, give their rows keyed by the file's non-count columns; the counts
// are summed, a masked cell stays masked and makes its sum a lower bound. A file none of the visible
// executions has is the server's 404; with nothing visible the answer is empty, with the hidden list.

const MASKED = /^<\d+$/;

/** Newest finished first, as the server orders them (finishedAt, then id, descending). */
const newestFinishedFirst = (a: MockExecution, b: MockExecution) =>
  (b.finishedAt ?? '').localeCompare(a.finishedAt ?? '') || b.id - a.id;

export const combinedResultsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const orgName = (row: MockExecution) => db.organizations.find((o) => o.id === row.orgId)?.name ?? '';
  const cdmName = (row: MockExecution) => db.cdms.find((c) => c.id === row.cdmId)?.name ?? row.record.cdmName;
  const decoder = new TextDecoder();

  return [
    mock(resultRequestsApi.combinedResults, ({ params, query }): { content: CombinedResult } => {
      const me = requireUser(db);
      const { file } = query;
      if (!db.analyses.some((a) => a.id === params.analysisId && a.projectId === params.id))
        throw notFound(t.notFound);
      const finished = db.executions
        .filter((e) => e.analysisId === params.analysisId && e.status === 'FINISHED_SUCCESSFULLY')
        .sort(newestFinishedFirst);
      const sees = (row: MockExecution) => resultRightsIn(db, me, row).view;
      // Per CDM, the newest run the caller may see; a CDM with none they may see is listed as hidden.
      const newest = new Map<string, MockExecution>();
      for (const row of finished) {
        const key = String(row.cdmId);
        const kept = newest.get(key);
        if (!kept || (!sees(kept) && sees(row))) newest.set(key, row);
      }
      const chosen = [...newest.values()].sort((a, b) => orgName(a).localeCompare(orgName(b), 'ko'));
      const visible = chosen.filter(sees);
      const hidden = chosen.filter((row) => !sees(row));

      const tables = new Map<number, string[][]>();
      const names = new Set<string>();
      for (const row of visible) {
        for (const entry of db.executionFiles.filter((f) => f.executionId === row.id)) {
          if (!isCsv(entry.name)) continue;
          names.add(entry.name);
          if (entry.name === file) tables.set(row.id, maskedRows(decoder.decode(entry.bytes)));
        }
      }
      if (visible.length > 0 && tables.size === 0) throw notFound(t.fileMissing(file));

      const hospitals = visible.filter((row) => tables.has(row.id));
      const read = hospitals.map((row) => tables.get(row.id) ?? []);
      const header = read[0]?.[0] ?? [];
      const countIndexes = header.flatMap((name, i) => (isCountColumn(name) ? [i] : []));
      const keyIndexes = header.flatMap((name, i) => (isCountColumn(name) ? [] : [i]));
      const rows = new Map<string, { key: string[]; values: (string | null)[][] }>();
      read.forEach((table, h) => {
        const [own = [], ...body] = table;
        const column = (i: number) => own.indexOf(header[i]!);
        for (const line of body) {
          const key = keyIndexes.map((i) => line[column(i)] ?? '');
          const id = JSON.stringify(key);
          const entry = rows.get(id) ?? { key, values: hospitals.map(() => countIndexes.map(() => null)) };
          entry.values[h] = countIndexes.map((i) => line[column(i)] ?? null);
          rows.set(id, entry);
        }
      });
      const known = (cell: string | null | undefined) => {
        const value = cell === null || cell === undefined || MASKED.test(cell) ? 0 : Number(cell);
        return Number.isFinite(value) ? value : 0;
      };
      return {
        content: {
          file,
          files: [...names].sort(),
          keyColumns: keyIndexes.map((i) => header[i]!),
          countColumns: countIndexes.map((i) => header[i]!),
          hospitals: hospitals.map((row) => ({
            executionId: row.id,
            cdmName: cdmName(row),
            orgName: orgName(row),
            finishedAt: row.finishedAt,
          })),
          hidden: hidden.map((row) => ({
            executionId: row.id,
            cdmName: cdmName(row),
            orgName: orgName(row),
          })),
          rows: [...rows.values()].map((entry) => ({
            key: entry.key,
            values: entry.values,
            totals: countIndexes.map((_, c) => entry.values.reduce((sum, cells) => sum + known(cells[c]), 0)),
            totalsMasked: countIndexes.map((_, c) =>
              entry.values.some((cells) => MASKED.test(cells[c] ?? '')),
            ),
          })),
        },
      };
    }),
  ];
};
