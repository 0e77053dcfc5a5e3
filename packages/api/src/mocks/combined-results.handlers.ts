import type { HttpHandler } from 'msw';
import { combinedResultMessages as c } from '../contract/combined-results.ko.js';
import type { CombinedResult } from '../contract/combined-results.js';
import { combinedTableOf } from '../contract/combined-tables.js';
import { planCombinedView, type CombinedRun } from '../contract/combined-view.js';
import { resultRequestsApi } from '../contract/index.js';
import { resultRequestMessages as t } from '../contract/result-requests.ko.js';
import { notFound } from './admin.fixtures.js';
import type { MockDb } from './db.js';
import type { MockExecution } from './executions.fixtures.js';
import { parseCsv } from '../contract/csv.js';
import { resultRightsIn } from './result-rights.js';
import { mockFor, requireUser } from './session.js';

// The combined view (domain.md "What leaves a hospital"), answering as the server's
// services/combined-results.ts: the same plan (contract/combined-view.ts: one version, every target
// hospital with its state) and the same tables (contract/combined-tables.ts), over the fixtures' runs
// and the files the caller may read (CHECKED or RELEASED), as they are.

const READABLE = new Set(['CHECKED', 'RELEASED']);

export const combinedResultsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const orgName = (orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';
  const decoder = new TextDecoder();

  return [
    mock(resultRequestsApi.combinedResults, ({ params, query }): { content: CombinedResult } => {
      const me = requireUser(db);
      const analysis = db.analyses.find((a) => a.id === params.analysisId && a.projectId === params.id);
      if (!analysis) throw notFound(t.notFound);
      const targets = analysis.cdmIds.flatMap((cdmId) => {
        const cdm = db.cdms.find((x) => x.id === cdmId);
        return cdm ? [{ cdmId, cdmName: cdm.name, orgName: orgName(cdm.orgId) }] : [];
      });
      const runs: CombinedRun[] = db.executions
        .filter((e) => e.analysisId === analysis.id)
        .map((e: MockExecution) => ({
          id: e.id,
          cdmId: e.cdmId,
          cdmName: db.cdms.find((x) => x.id === e.cdmId)?.name ?? e.record.cdmName,
          orgName: orgName(e.orgId),
          version: e.version,
          status: e.status,
          finishedAt: e.finishedAt,
          viewable: resultRightsIn(db, me, e).view,
          files: db.executionFiles
            .filter((f) => f.executionId === e.id)
            .map((f) => ({ name: f.name, readable: READABLE.has(f.status) })),
        }));
      const versions = db.analysisVersions.filter((v) => v.analysisId === analysis.id).map((v) => v.version);
      const plan = planCombinedView(versions, targets, runs, query);
      if ('error' in plan)
        throw notFound(
          plan.error === 'VERSION' ? c.versionMissing(plan.version) : c.fileMissing(plan.file, plan.version),
        );
      const tables = plan.sources.map((id) => {
        const copy = db.executionFiles.find(
          (f) => f.executionId === id && f.name === plan.file && READABLE.has(f.status),
        );
        return parseCsv(copy ? decoder.decode(copy.bytes) : '');
      });
      return {
        content: {
          analysisName: analysis.name,
          ...plan,
          table: tables.length === 0 ? null : combinedTableOf(tables),
        },
      };
    }),
  ];
};
