import type { HttpHandler } from 'msw';
import { resultRequestsApi } from '../contract/index.js';
import type { ReleasedFile, ResultRequest } from '../contract/result-requests.js';
import {
  resultRequestKindLabels as kindLabels,
  resultRequestMessages as t,
} from '../contract/result-requests.ko.js';
import type { UserInfo } from '../contract/user.js';
import { conflict, notFound, notify, userById } from './admin.fixtures.js';
import type { MockDb } from './db.js';
import type { MockResultRequest } from './result-requests.fixtures.js';
import { resultRequestsOf } from './result-requests.fixtures.js';
import { mockFor, requireUser } from './session.js';

// The result permission calls the request tab and the organisation admin use, answering as the
// server's services/result-requests.ts and result-release.ts do: the `orgAdminOf` guard admits only the
// organisation's admins (and platform admins); a decision is taken on a PENDING request only (409
// otherwise); a rejection needs its reason (the contract's schema); approving a DELIVERY request ignores
// `approve_with_delivery`; the preview masks again, as the platform does before anything leaves.

const MIN_CELL_COUNT = 5;
const MASK = `<${MIN_CELL_COUNT}`;

/** The data node's rule for count columns (engines.md), as the server's result-release.ts has it. */
const isCountColumn = (name: string) =>
  /^(persons|person_count|cases|count|subjects|n)$|_count$|^count_|^num_/i.test(name.trim());
const isDerivedColumn = (name: string) => /rate|proportion|percent|ratio/i.test(name);
const isCsv = (name: string) => /\.csv$/i.test(name);
const isText = (name: string) => /\.(csv|tsv|txt|log|json|md)$/i.test(name);

/** A CSV (the fixtures' have no quoted fields) with its small counts masked, and how many this pass masked. */
function maskCsv(text: string): { text: string; masked: number } {
  const [header, ...body] = text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
  if (!header) return { text, masked: 0 };
  let masked = 0;
  for (const row of body) {
    let rowMasked = false;
    row.forEach((cell, i) => {
      if (!isCountColumn(header[i] ?? '')) return;
      const value = Number(cell);
      if (cell.trim() !== '' && Number.isInteger(value) && value > 0 && value < MIN_CELL_COUNT) {
        row[i] = MASK;
        masked += 1;
      }
      if (row[i] === MASK) rowMasked = true;
    });
    // A rate beside a masked count would give the count back: it goes too.
    if (rowMasked) {
      row.forEach((cell, i) => {
        if (isDerivedColumn(header[i] ?? '') && cell !== '') {
          row[i] = '';
          masked += 1;
        }
      });
    }
  }
  if (masked === 0) return { text, masked };
  return { text: [header, ...body].map((row) => row.join(',')).join('\n') + '\n', masked };
}

const projectRequestLink = (projectId: number) => `/project/${projectId}/request`;

export const resultRequestsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const rows = () => resultRequestsOf(db);
  const nameOf = (userId: number | null) => (userId === null ? null : (userById(db, userId)?.name ?? null));
  const executionOf = (row: MockResultRequest) => db.executions.find((e) => e.id === row.executionId);

  /** The request as both sides see it; one whose execution or project is gone is not shown. */
  const viewOf = (row: MockResultRequest): ResultRequest[] => {
    const execution = executionOf(row);
    const project = execution && db.projects.find((p) => p.id === execution.projectId);
    if (!execution || !project) return [];
    const analysis = db.analyses.find((a) => a.id === execution.analysisId);
    const cdm = db.cdms.find((c) => c.id === execution.cdmId);
    const org = db.organizations.find((o) => o.id === execution.orgId);
    return [
      {
        id: row.id,
        kind: row.kind,
        state: row.state,
        channel: row.channel,
        withDelivery: row.withDelivery,
        note: row.note,
        reason: row.reason,
        project: { id: project.id, name: project.name, color: project.color },
        analysisId: execution.analysisId,
        analysisName: analysis?.name ?? '',
        executionId: execution.id,
        cdmName: cdm?.name ?? execution.record.cdmName,
        orgId: org?.id ?? null,
        orgName: org?.name ?? '',
        requestedByName: nameOf(row.requestedBy),
        requestedAt: row.requestedAt,
        decidedByName: nameOf(row.decidedBy),
        decidedAt: row.decidedAt,
      },
    ];
  };
  const one = (row: MockResultRequest) => {
    const [view] = viewOf(row);
    if (!view) throw notFound(t.notFound);
    return view;
  };

  const projectIdOf = (row: MockResultRequest) => executionOf(row)?.projectId;
  const orgIdOf = (row: MockResultRequest) => executionOf(row)?.orgId;

  /** One request of an execution at the organisation: 404 otherwise (another organisation's too). */
  const inOrg = (orgId: number, permId: number) => {
    const row = rows().find((r) => r.id === permId && orgIdOf(r) === orgId);
    if (!row) throw notFound(t.notFound);
    return row;
  };
  const pending = (row: MockResultRequest) => {
    if (row.state !== 'PENDING') throw conflict(t.notPending);
    return row;
  };

  /** The project's accepted members hear of a decision (a PROJECT notification), as the server tells them. */
  const tellProject = (row: MockResultRequest, title: string, message: string) => {
    const projectId = projectIdOf(row);
    if (projectId === undefined) return;
    for (const member of db.projectMembers) {
      if (member.projectId !== projectId || member.state !== 'ACCEPTED') continue;
      notify(db, member.userId, title, message, projectRequestLink(projectId), 'PROJECT');
    }
  };

  const decide = (row: MockResultRequest, me: UserInfo, change: Partial<MockResultRequest>) => {
    Object.assign(row, change, { decidedBy: me.id, decidedAt: new Date().toISOString() });
  };

  const orgName = (row: MockResultRequest) => db.organizations.find((o) => o.id === orgIdOf(row))?.name ?? '';

  /** Each result file as it would leave: CSVs masked again, text shown where the file reads as text. */
  const releasedFiles = (executionId: number): ReleasedFile[] =>
    db.executionFiles
      .filter((f) => f.executionId === executionId)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((file) => {
        const raw = new TextDecoder().decode(file.bytes);
        const { text, masked } = isCsv(file.name) ? maskCsv(raw) : { text: raw, masked: 0 };
        const size = isCsv(file.name) ? new TextEncoder().encode(text).length : file.bytes.length;
        return { name: file.name, size, text: isText(file.name) ? text : null, maskedCells: masked };
      });

  const requestedOrder = (a: MockResultRequest, b: MockResultRequest) =>
    a.requestedAt.localeCompare(b.requestedAt) || a.id - b.id;

  return [
    mock(resultRequestsApi.listProjectResultRequests, ({ params }) => ({
      content: rows()
        .filter((r) => projectIdOf(r) === params.id)
        .sort((a, b) => -requestedOrder(a, b))
        .flatMap(viewOf),
    })),

    // `…/results/history` before `…/results/:permId/…` (no clash today, but kept in that order).
    mock(resultRequestsApi.listOrgResultHistory, ({ params, query }) => ({
      content: rows()
        .filter((r) => orgIdOf(r) === params.id && r.state !== 'PENDING')
        .filter((r) => !query.state || r.state === query.state)
        .sort((a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '') || b.id - a.id)
        .flatMap(viewOf),
    })),

    mock(resultRequestsApi.listOrgResultRequests, ({ params }) => ({
      content: rows()
        .filter((r) => orgIdOf(r) === params.id && r.state === 'PENDING')
        .sort(requestedOrder)
        .flatMap(viewOf),
    })),

    mock(resultRequestsApi.previewRelease, ({ params }) => {
      const row = inOrg(params.id, params.permId);
      return {
        content: {
          request: one(row),
          files: releasedFiles(row.executionId),
          shinyUrl: executionOf(row)?.shinyUrl ?? null,
        },
      };
    }),

    mock(resultRequestsApi.approveResultRequest, ({ params, query }) => {
      const me = requireUser(db);
      const row = pending(inOrg(params.id, params.permId));
      decide(row, me, {
        state: 'APPROVED',
        withDelivery: row.kind === 'VIEW' && (query.approve_with_delivery ?? false),
      });
      tellProject(row, t.notify.approved(orgName(row), kindLabels[row.kind]), '');
      return { content: one(row), message: t.approved };
    }),

    mock(resultRequestsApi.rejectResultRequest, ({ params, body }) => {
      const me = requireUser(db);
      const row = pending(inOrg(params.id, params.permId));
      decide(row, me, { state: 'REJECTED', reason: body.reason });
      tellProject(row, t.notify.rejected(orgName(row), kindLabels[row.kind]), body.reason);
      return { content: one(row), message: t.rejected };
    }),
  ];
};
