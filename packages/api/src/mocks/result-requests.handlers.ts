import type { HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import type { DisclosureFindingCode } from '../contract/disclosure.js';
import { disclosureFindingLabels, disclosureMessages as d } from '../contract/disclosure.ko.js';
import { resultRequestsApi } from '../contract/index.js';
import type { ProjectLogAction } from '../contract/projects.js';
import type {
  DeliveryChannel,
  ReleasedFile,
  ResultRequest,
  ResultRequestKind,
} from '../contract/result-requests.js';
import {
  deliveryChannelLabels,
  resultRequestKindLabels as kindLabels,
  resultRequestMessages as t,
} from '../contract/result-requests.ko.js';
import type { UserInfo } from '../contract/user.js';
import { activeMembersOf, conflict, notFound, refused, settingsOf, userById } from './admin.fixtures.js';
import { mockFileFor } from './analyses.files.js';
import type { MockDb } from './db.js';
import type { MockExecution, MockExecutionFile } from './executions.fixtures.js';
import { storedZip } from './executions.handlers.js';
import { MockFailure } from './mock.js';
import { markNoticesDone, mockRunRef, notices, noticeSubjects, notifyUsers } from './notices.js';
import { recordProjectLog } from './projects.handlers.js';
import type { MockResultRequest } from './result-requests.fixtures.js';
import { resultRequestsOf } from './result-requests.fixtures.js';
import { mayDoIn, resultRightsIn } from './result-rights.js';
import { mockFor, requireUser } from './session.js';

// The result permission calls the request tab and the organisation admin use, answering as the
// server's services/result-requests.ts and result-release.ts do: the `orgAdminOf` guard admits only the
// organisation's admins (and platform admins); a decision is taken on a PENDING request only (409
// otherwise); a rejection needs its reason (the contract's schema); approving a DELIVERY request ignores
// `approve_with_delivery`. The review shows every file with its status and findings and the exact text
// that leaves or would leave: checked and released files as stored, held files as the hospital's node
// keeps them (a file's `bytes` stand for the node's copy), or why the node could not be reached. An
// approval may release held files, each finding acknowledged, when the organisation allows it.

const isText = (name: string) => /\.(csv|tsv|txt|log|json|md)$/i.test(name);

/** Whether the file's bytes are on the platform: checked by the node, or released by the hospital. */
const isReadable = (file: MockExecutionFile) => file.status === 'CHECKED' || file.status === 'RELEASED';

/** Why the node could not give a held file, as the server's adapters/messages.ko.ts says it. */
const nodeMessages = {
  unreachable: (name: string) =>
    `병원의 데이터 노드에 연결하지 못해 ${name} 파일을 가져오지 못했습니다. 분석 엔진이 켜져 있는지 확인한 뒤 다시 검토해 주십시오.`,
  releaseForbidden: (name: string) =>
    `병원의 데이터 노드가 검사하지 않은 파일의 반출을 허용하지 않아 ${name} 파일을 가져올 수 없습니다. 데이터 노드의 설정을 확인해 주십시오.`,
} as const;

const forbidden = (message: string) => new MockFailure(403, ResultCode.FORBIDDEN, message);

interface Ask {
  kind: ResultRequestKind;
  channel?: DeliveryChannel | undefined;
  note: string;
}

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

  /**
   * A decision marks the admins' notices of the request done, and the project's accepted members hear
   * it (a PROJECT notification opening the execution), as services/result-requests.ts tells them.
   */
  const tellDecision = (
    row: MockResultRequest,
    decision: { approve: true } | { approve: false; reason: string },
  ) => {
    markNoticesDone(db, noticeSubjects.resultRequest(row.id));
    const projectId = projectIdOf(row);
    const members = db.projectMembers
      .filter((m) => m.projectId === projectId && m.state === 'ACCEPTED')
      .map((m) => m.userId);
    notifyUsers(
      db,
      members,
      notices.resultDecided(mockRunRef(db, row.executionId), kindLabels[row.kind], decision),
    );
  };

  const decide = (row: MockResultRequest, me: UserInfo, change: Partial<MockResultRequest>) => {
    Object.assign(row, change, { decidedBy: me.id, decidedAt: new Date().toISOString() });
  };

  /**
   * A held file's bytes as the node gives them, or why it does not: it cannot be reached (the engine is
   * offline), or the execution's rules do not let unchecked files out.
   */
  const fetchHeld = (execution: MockExecution, file: MockExecutionFile) => {
    const engine = db.engines.find((e) => e.id === execution.engineId);
    if (!engine || engine.status === 'OFFLINE')
      return { ok: false as const, status: 503, message: nodeMessages.unreachable(file.name) };
    if (execution.disclosureRules?.releaseUnchecked === false)
      return { ok: false as const, status: 422, message: nodeMessages.releaseForbidden(file.name) };
    return { ok: true as const, bytes: file.bytes };
  };

  const filesOf = (executionId: number) =>
    db.executionFiles
      .filter((f) => f.executionId === executionId)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  /** Each result file as the admin reviews it, with the exact text that leaves or would leave. */
  const reviewFiles = (execution: MockExecution): ReleasedFile[] =>
    filesOf(execution.id).map((file) => {
      const { bytes, executionId: _executionId, ...facts } = file;
      const row = { ...facts, size: bytes.length };
      const textOf = (b: Uint8Array) => (isText(file.name) ? new TextDecoder().decode(b) : null);
      if (isReadable(file)) return { ...row, text: textOf(bytes), fetchError: null };
      if (file.status !== 'HELD') return { ...row, text: null, fetchError: null };
      const fetched = fetchHeld(execution, file);
      return fetched.ok
        ? { ...row, text: textOf(fetched.bytes), fetchError: null }
        : { ...row, text: null, fetchError: fetched.message };
    });

  /**
   * The held files an approval releases, checked as the server's takeHeldFiles checks them before
   * anything changes: the organisation lets unchecked files out (409), each is a held file of this
   * execution (400, 409) with every finding acknowledged (400 naming the file and what is left), and
   * the node gives it (503 when it cannot be reached).
   */
  const toRelease = (
    execution: MockExecution,
    release: readonly { fileId: number; acknowledged: readonly DisclosureFindingCode[] }[],
  ) => {
    if (release.length === 0) return [];
    if (!settingsOf(db, execution.orgId).releaseUnchecked) throw conflict(d.releaseNotAllowed);
    const chosen = [...new Map(release.map((choice) => [choice.fileId, choice])).values()];
    const files = chosen.map((choice) => {
      const file = db.executionFiles.find((f) => f.id === choice.fileId && f.executionId === execution.id);
      if (!file) throw refused(d.releaseFileNotHere(choice.fileId));
      if (file.status !== 'HELD') throw conflict(d.releaseNotHeld(file.name));
      const unacknowledged = [...new Set(file.findings.map((finding) => finding.code))].filter(
        (code) => !choice.acknowledged.includes(code),
      );
      if (unacknowledged.length > 0) {
        const labels = unacknowledged.map((code) => `${disclosureFindingLabels[code]}(${code})`).join(', ');
        throw refused(d.releaseUnacknowledged(file.name, labels));
      }
      return file;
    });
    for (const file of files) {
      const fetched = fetchHeld(execution, file);
      if (!fetched.ok) throw new MockFailure(fetched.status, ResultCode.PEER_FAILED, fetched.message);
    }
    return files;
  };

  const requestedOrder = (a: MockResultRequest, b: MockResultRequest) =>
    a.requestedAt.localeCompare(b.requestedAt) || a.id - b.id;

  /** The execution of this project and analysis, or 404. */
  const executionIn = (params: { id: number; analysisId: number; executionId: number }) => {
    const row = db.executions.find(
      (e) => e.id === params.executionId && e.projectId === params.id && e.analysisId === params.analysisId,
    );
    if (!row) throw notFound(t.notFound);
    return row;
  };

  /** The project log's record of a result request, with the names as they are now (as the server). */
  const log = (row: MockResultRequest, action: ProjectLogAction, actorId: number, more = {}) => {
    const execution = executionOf(row);
    if (!execution) return;
    recordProjectLog(db, execution.projectId, action, actorId, null, {
      executionId: execution.id,
      kind: row.kind,
      channel: row.channel,
      cdmName: db.cdms.find((c) => c.id === execution.cdmId)?.name ?? execution.record.cdmName,
      orgName: db.organizations.find((o) => o.id === execution.orgId)?.name ?? '',
      ...more,
    });
  };

  /** The server's askOne: refusals in its order, then the request, its log entry and the admins told. */
  const askOne = (me: UserInfo, execution: MockExecution, ask: Ask) => {
    const kind = kindLabels[ask.kind];
    if (execution.status !== 'FINISHED_SUCCESSFULLY') throw conflict(t.notFinished);
    const rights = resultRightsIn(db, me, execution);
    if (ask.kind === 'VIEW' ? rights.view : rights.deliver) throw conflict(t.alreadyAllowed(kind));
    const channel = ask.kind === 'DELIVERY' ? (ask.channel ?? 'FNET') : null;
    const needed = channel === 'FNET' ? 'DELIVERY_FNET' : 'DELIVERY_SHINY';
    if (channel && !mayDoIn(db, me, execution.projectId, needed))
      throw forbidden(t.channelNeedsPermission(deliveryChannelLabels[channel]));
    if (channel === 'SHINY' && !execution.shinyUrl) throw conflict(t.noShiny);
    const waiting = rows().some(
      (r) =>
        r.executionId === execution.id &&
        r.kind === ask.kind &&
        r.requestedBy === me.id &&
        r.state === 'PENDING',
    );
    if (waiting) throw conflict(t.alreadyPending(kind));
    const row: MockResultRequest = {
      id: Math.max(0, ...rows().map((r) => r.id)) + 1,
      executionId: execution.id,
      kind: ask.kind,
      state: 'PENDING',
      channel,
      withDelivery: false,
      note: ask.note,
      reason: null,
      requestedBy: me.id,
      requestedAt: new Date().toISOString(),
      decidedBy: null,
      decidedAt: null,
    };
    rows().push(row);
    log(row, 'RESULT_REQUESTED', me.id);
    const admins = activeMembersOf(db, execution.orgId).filter((m) => m.privilege === 'ORG_ADMIN');
    notifyUsers(
      db,
      admins.map((m) => m.user.id),
      notices.resultAsked(row.id, mockRunRef(db, execution.id), kind, me.name, ask.note),
    );
    return row;
  };

  const mockFile = mockFileFor(db);

  return [
    mock(resultRequestsApi.requestResults, ({ params, body }) => {
      const me = requireUser(db);
      return { content: one(askOne(me, executionIn(params), body)), message: t.requested };
    }),

    mock(resultRequestsApi.requestResultsInBulk, ({ params, body }) => {
      const me = requireUser(db);
      const created: MockResultRequest[] = [];
      for (const executionId of new Set(body.executionIds)) {
        const execution = executionIn({ ...params, executionId });
        try {
          created.push(askOne(me, execution, body));
        } catch (error) {
          // As the server: an execution that needs no request (or is not ready) is skipped.
          if (!(error instanceof MockFailure) || error.status === 403 || error.status === 404) throw error;
        }
      }
      return { content: created.flatMap(viewOf), message: t.requested };
    }),

    mock(resultRequestsApi.updateResultRequest, ({ params, body }) => {
      const me = requireUser(db);
      const row = rows().find((r) => {
        const execution = executionOf(r);
        return (
          r.id === params.permId &&
          execution?.projectId === params.id &&
          execution.analysisId === params.analysisId
        );
      });
      if (!row) throw notFound(t.notFound);
      if (row.requestedBy !== me.id) throw forbidden(t.notRequester);
      if (row.state !== 'PENDING') throw conflict(t.notPending);
      row.note = body.note;
      if (row.kind === 'DELIVERY' && body.channel) row.channel = body.channel;
      return { content: one(row), message: t.updated };
    }),

    mock(resultRequestsApi.existingResultRequest, ({ params, query }) => {
      const me = requireUser(db);
      const execution = executionIn(params);
      const [newest] = rows()
        .filter((r) => r.executionId === execution.id && r.kind === query.type && r.requestedBy === me.id)
        .sort((a, b) => -requestedOrder(a, b));
      return { content: { exists: newest !== undefined, request: newest ? one(newest) : null } };
    }),

    mockFile(resultRequestsApi.downloadFnetPackage, ({ params }) => {
      const me = requireUser(db);
      const execution = executionIn(params);
      if (!mayDoIn(db, me, execution.projectId, 'DELIVERY_FNET'))
        throw forbidden(t.channelNeedsPermission(deliveryChannelLabels.FNET));
      if (!resultRightsIn(db, me, execution).deliver) throw forbidden(t.deliveryHidden);
      if (execution.status !== 'FINISHED_SUCCESSFULLY') throw conflict(t.notFinished);
      const encoder = new TextEncoder();
      const org = db.organizations.find((o) => o.id === execution.orgId)?.name ?? '';
      const record = { ...execution.record, executionId: execution.id, orgName: org };
      recordProjectLog(db, execution.projectId, 'RESULT_DELIVERED', me.id, null, {
        channel: 'FNET',
        executionId: execution.id,
        cdmName: execution.record.cdmName,
        orgName: org,
      });
      return {
        // The files whose bytes are here, exactly as every other path serves them.
        bytes: storedZip([
          ...filesOf(execution.id)
            .filter(isReadable)
            .map((file) => ({ name: `results/${file.name}`, bytes: file.bytes })),
          { name: 'reproducibility.json', bytes: encoder.encode(JSON.stringify(record, null, 2)) },
        ]),
        name: `fnet-execution-${execution.id}-${execution.record.cdmName}.zip`,
        type: 'application/zip',
      };
    }),

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
          files: reviewFiles(executionOf(row)!),
          shinyUrl: executionOf(row)?.shinyUrl ?? null,
        },
      };
    }),

    mock(resultRequestsApi.approveResultRequest, ({ params, query, body }) => {
      const me = requireUser(db);
      const row = pending(inOrg(params.id, params.permId));
      const released = toRelease(executionOf(row)!, body?.release ?? []);
      decide(row, me, {
        state: 'APPROVED',
        withDelivery: row.kind === 'VIEW' && (query.approve_with_delivery ?? false),
      });
      for (const file of released) file.status = 'RELEASED';
      log(row, 'RESULT_APPROVED', me.id, {
        withDelivery: row.withDelivery,
        ...(released.length > 0
          ? { released: released.map((file) => ({ name: file.name, sha256: file.sha256 })) }
          : {}),
      });
      tellDecision(row, { approve: true });
      return { content: one(row), message: t.approved };
    }),

    mock(resultRequestsApi.rejectResultRequest, ({ params, body }) => {
      const me = requireUser(db);
      const row = pending(inOrg(params.id, params.permId));
      decide(row, me, { state: 'REJECTED', reason: body.reason });
      log(row, 'RESULT_REJECTED', me.id, { reason: body.reason });
      tellDecision(row, { approve: false, reason: body.reason });
      return { content: one(row), message: t.rejected };
    }),
  ];
};
