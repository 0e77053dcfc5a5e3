import { http, HttpResponse, sse, type HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { disclosureMessages } from '../contract/disclosure.ko.js';
import type { ProjectPermission } from '../contract/enums.js';
import {
  executionMoves,
  isTerminalExecutionStatus,
  type ExecutionBlock,
  type ExecutionDetail,
  type ExecutionEvent,
  type ExecutionFile,
  type ExecutionRefusal,
  type ExecutionStatus,
  type ExecutionSummary,
  type ExecutionTargetCheck,
} from '../contract/executions.js';
import { executionMessages as t, executionStatusLabels as labels } from '../contract/executions.ko.js';
import { executionsApi } from '../contract/index.js';
import { LIVE_EVENTS_PATH } from '../contract/live-events.js';
import { analysisMessages } from '../contract/analyses.ko.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { UserInfo } from '../contract/user.js';
import { validationMessage } from '../contract/validation-message.js';
import {
  conflict,
  isActive,
  notFound,
  privilegeIn,
  refused,
  settingsOf,
  userById,
} from './admin.fixtures.js';
import { mockFileFor } from './analyses.files.js';
import type { MockDb } from './db.js';
import type { MockExecution, MockExecutionFile } from './executions.fixtures.js';
import { MockFailure } from './mock.js';
import { mockRunRef, notices, notifyUsers } from './notices.js';
import { recordProjectLog } from './projects.handlers.js';
import { membershipOf } from './projects.fixtures.js';
import { deliveryChannelsIn, levelAllows, levelIn, mayDoIn, resultRightsIn } from './result-rights.js';
import { mayCall, mockFor, requireUser } from './session.js';

// An analysis's executions (spec §3/§7 "Execution", domain.md "Executions"), answering as the server's
// services/executions.ts, execution-targets.ts, execution-views.ts and execution-results.ts do: the
// project's members see them; starting needs EXECUTION_CREATE and cancelling EXECUTION_CANCEL (the route
// guard, before the input); a start runs on every target the caller may run on and names each other
// one with its reason and remedy (refused whole, every CDM named, when none may run); results are seen
// by EXECUTION_VIEW holders with a level of V on the organisation (or an approved request) and taken out
// (a download, a zip, Shiny) only with delivery rights; a file held at the hospital or refused is never
// served. Every move goes through `moveMockExecution`, which keeps domain.md's state machine and tells
// the open event streams, as the server's LISTEN/NOTIFY does.

const forbidden = (message: string) => new MockFailure(403, ResultCode.FORBIDDEN, message);

/** A file shown in place is read whole: CSV, text and JSON up to 2 MB (the server's rule). */
const VIEWABLE = new Set(['csv', 'tsv', 'txt', 'log', 'json', 'md']);
const VIEW_MAX_BYTES = 2 * 1024 * 1024;
const extensionOf = (name: string) => /\.([^.\\/]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
/** Whether the file's bytes are here to serve: checked by the node, or released by the hospital. */
const isReadable = (file: MockExecutionFile) => file.status === 'CHECKED' || file.status === 'RELEASED';
const isViewable = (file: MockExecutionFile) =>
  isReadable(file) && VIEWABLE.has(extensionOf(file.name)) && file.bytes.length <= VIEW_MAX_BYTES;

/** Today in Korea, as the server's IRB rules count days. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The event the server publishes for a move. */
const eventOf = (row: MockExecution): ExecutionEvent => ({
  type: 'execution',
  projectId: row.projectId,
  analysisId: row.analysisId,
  executionId: row.id,
  status: row.status,
});

/** Tells every open event stream (a page's `/api/v1/events`) that the execution moved or its log grew. */
export function publishExecutionEvent(db: MockDb, row: MockExecution): void {
  const event = eventOf(row);
  for (const listener of db.executionListeners) listener(event);
}

/**
 * What a story or test makes the engine do: move execution `executionId` to `to` (refused as the
 * server's moveExecution refuses a move the state machine does not allow), optionally with a note (an
 * error's reason) and more log, or only grow its log (`to` its current status). The open pages hear it.
 */
export function moveMockExecution(
  db: MockDb,
  executionId: number,
  to: ExecutionStatus,
  { note = null, log = '' }: { note?: string | null; log?: string } = {},
): MockExecution {
  const row = db.executions.find((e) => e.id === executionId);
  if (!row) throw notFound(t.notFound);
  const now = new Date().toISOString();
  if (row.status !== to) {
    if (!executionMoves[row.status].includes(to))
      throw conflict(t.illegalMove(labels[row.status], labels[to]));
    row.status = to;
    row.history.push({ status: to, at: now, note });
    if (isTerminalExecutionStatus(to)) row.finishedAt = now;
    if (to === 'FINISHED_WITH_ERROR') row.error = note;
    // The one who started it hears how it ended, as services/execution-states.ts tells them.
    if (
      row.startedBy !== null &&
      (to === 'FINISHED_SUCCESSFULLY' || to === 'FINISHED_WITH_ERROR' || to === 'CANCELED')
    ) {
      notifyUsers(db, [row.startedBy], notices.runEnded(mockRunRef(db, row.id), to, note ?? undefined));
    }
  }
  row.log += log;
  row.updatedAt = now;
  publishExecutionEvent(db, row);
  return row;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A zip of `entries` stored uncompressed (the server deflates with fflate; unzipping reads both). */
export function storedZip(entries: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const DOS_DATE_1980_01_01 = 0x21;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const crc = crc32(entry.bytes);
    const size = entry.bytes.length;
    const local = new Uint8Array(30 + name.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(6, 0x0800, true); // names in UTF-8
    l.setUint16(12, DOS_DATE_1980_01_01, true);
    l.setUint32(14, crc, true);
    l.setUint32(18, size, true);
    l.setUint32(22, size, true);
    l.setUint16(26, name.length, true);
    local.set(name, 30);
    const record = new Uint8Array(46 + name.length);
    const c = new DataView(record.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(8, 0x0800, true);
    c.setUint16(14, DOS_DATE_1980_01_01, true);
    c.setUint32(16, crc, true);
    c.setUint32(20, size, true);
    c.setUint32(24, size, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    record.set(name, 46);
    parts.push(local, entry.bytes);
    central.push(record);
    offset += local.length + size;
  }
  const centralSize = central.reduce((sum, r) => sum + r.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, entries.length, true);
  e.setUint16(10, entries.length, true);
  e.setUint32(12, centralSize, true);
  e.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + end.length);
  let at = 0;
  for (const part of [...parts, ...central, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const failure = (status: number, code: number, message: string) =>
  HttpResponse.json({ result: false, code, message, content: null }, { status });

export const executionsHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const mockFile = mockFileFor(db);

  const orgName = (orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';
  const cdmName = (row: MockExecution) => db.cdms.find((c) => c.id === row.cdmId)?.name ?? row.record.cdmName;
  const analysisName = (row: MockExecution) => db.analyses.find((a) => a.id === row.analysisId)?.name ?? '';

  const mayDo = (user: UserInfo, projectId: number, need: ProjectPermission) =>
    mayDoIn(db, user, projectId, need);
  const levelOf = (user: UserInfo, orgId: number) => levelIn(db, user, orgId);

  const summaryOf = (row: MockExecution, user: UserInfo): ExecutionSummary => ({
    id: row.id,
    projectId: row.projectId,
    analysisId: row.analysisId,
    analysisName: analysisName(row),
    version: row.record.packageVersion,
    cdmId: row.cdmId,
    cdmName: cdmName(row),
    orgId: row.orgId,
    orgName: orgName(row.orgId),
    status: row.status,
    error: row.error,
    startedById: row.startedBy,
    startedByName: row.startedBy === null ? null : (userById(db, row.startedBy)?.name ?? null),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
    resultAccess: resultRightsIn(db, user, row).view ? 'VIEW' : 'NONE',
    mayCancel:
      mayDo(user, row.projectId, 'EXECUTION_CANCEL') &&
      !isTerminalExecutionStatus(row.status) &&
      row.status !== 'CANCELLING',
    deliveryChannels: deliveryChannelsIn(db, user, row),
    // Taking files out: seeing them, and the organisation's leave to take them (DELIVERY rights).
    mayDownload: resultRightsIn(db, user, row).view && resultRightsIn(db, user, row).deliver,
  });

  const filesOf = (row: MockExecution) =>
    db.executionFiles
      .filter((f) => f.executionId === row.id)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);

  const detailOf = (row: MockExecution, user: UserInfo): ExecutionDetail => {
    const summary = summaryOf(row, user);
    return {
      ...summary,
      history: row.history.map((step) => ({ ...step })),
      record: { ...row.record },
      // The link is a result: only for whoever may see the results (as the server).
      shinyUrl: summary.resultAccess === 'VIEW' ? row.shinyUrl : null,
      fileCount: filesOf(row).length,
      disclosureRules: row.disclosureRules === null ? null : { ...row.disclosureRules },
    };
  };

  const newestFirst = (a: MockExecution, b: MockExecution) =>
    b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

  const analysisOf = (projectId: number, analysisId: number) => {
    const row = db.analyses.find((a) => a.id === analysisId && a.projectId === projectId);
    if (!row) throw notFound(analysisMessages.notFound);
    return row;
  };

  /** The execution of that project and analysis; any other is as unknown as a missing one (404). */
  const find = (params: { id: number; analysisId: number; executionId: number }) => {
    const row = db.executions.find(
      (e) => e.id === params.executionId && e.projectId === params.id && e.analysisId === params.analysisId,
    );
    if (!row) throw notFound(t.notFound);
    return row;
  };

  /** The execution, for a caller who may see its results (403 with the reason otherwise). */
  const withResults = (params: { id: number; analysisId: number; executionId: number }) => {
    const me = requireUser(db);
    const row = find(params);
    if (summaryOf(row, me).resultAccess !== 'VIEW') throw forbidden(t.resultsHidden);
    return row;
  };

  /** The execution, for a caller who may take its files out (see them, and DELIVERY rights). */
  const withDelivery = (params: { id: number; analysisId: number; executionId: number }) => {
    const row = withResults(params);
    if (!summaryOf(row, requireUser(db)).mayDownload)
      throw forbidden(disclosureMessages.downloadNeedsDelivery);
    return row;
  };

  /** A file whose bytes may be served: one held at the hospital or refused answers why not. */
  const fileOf = (row: MockExecution, fileId: number) => {
    const file = db.executionFiles.find((f) => f.id === fileId && f.executionId === row.id);
    if (!file) throw notFound(t.fileNotFound);
    if (file.status === 'REFUSED') throw forbidden(disclosureMessages.fileRefused(file.name));
    if (file.status === 'HELD') throw forbidden(disclosureMessages.fileHeld(file.name));
    return file;
  };

  /** The project holds an approval of the organisation valid today (in Korea). */
  const hasValidIrb = (projectId: number, orgId: number) => {
    const today = seoulToday();
    return db.irbRequests.some(
      (r) =>
        r.projectId === projectId &&
        r.orgId === orgId &&
        r.state === 'APPROVED' &&
        r.validFrom <= today &&
        today <= r.validUntil,
    );
  };

  /**
   * A level below E (execution-targets.ts's levelBlock): a member asks the admin for a level; anyone
   * else must first join, as a partner researcher unless the organisation employs them.
   */
  const levelBlock = (user: UserInfo, orgId: number): ExecutionBlock => {
    const org = orgName(orgId);
    const privilege = privilegeIn(user, orgId);
    if (isActive(privilege)) return { remedy: 'ASK_LEVEL', reason: t.refusedLevel(org) };
    return {
      remedy: 'APPLY_PARTNER',
      reason:
        privilege === 'PENDING'
          ? t.refusedMembershipPending(org)
          : t.refusedNotMember(org, user.orgEmployedId === orgId),
    };
  };

  /** The first reason this CDM may not run the user's execution now (the server's order), or null. */
  const blockOf = (user: UserInfo, projectId: number, cdmId: number): ExecutionBlock | null => {
    const cdm = db.cdms.find((c) => c.id === cdmId)!;
    const settings = settingsOf(db, cdm.orgId);
    const org = orgName(cdm.orgId);
    if (!levelAllows(levelOf(user, cdm.orgId), 'E')) return levelBlock(user, cdm.orgId);
    if (settings.irbRequired && !hasValidIrb(projectId, cdm.orgId))
      return { remedy: 'REQUEST_IRB', reason: t.refusedIrb(org) };
    if (settings.blockingDBAccess) return { remedy: 'BLOCKED', reason: t.refusedBlocked(org) };
    const engine = db.engines.find((e) => e.id === cdm.engineId);
    if (!engine) return { remedy: 'NO_ENGINE', reason: t.refusedNoEngine(cdm.name) };
    if (engine.status === 'OFFLINE')
      return { remedy: 'ENGINE_OFFLINE', reason: t.refusedEngineOffline(cdm.name) };
    return null;
  };

  const korean = new Intl.Collator('ko');
  /** The analysis's targets (those of `cdmIds`, or all) in the page's order, each checked for the user. */
  const checkedTargets = (user: UserInfo, projectId: number, cdmIds: readonly number[]) =>
    cdmIds
      .map((cdmId) => db.cdms.find((c) => c.id === cdmId)!)
      .map((cdm): ExecutionTargetCheck => ({
        cdmId: cdm.id,
        cdmName: cdm.name,
        orgId: cdm.orgId,
        orgName: orgName(cdm.orgId),
        block: blockOf(user, projectId, cdm.id),
      }))
      .sort((a, b) => korean.compare(a.orgName, b.orgName) || korean.compare(a.cdmName, b.cdmName));

  /** None may run: one refusal naming every CDM, 403 when each is the caller's own level. */
  const noneStarted = (refusals: readonly ExecutionRefusal[]) => {
    const message = t.noneStarted(refusals.map((r) => r.reason));
    return refusals.every((r) => r.remedy === 'APPLY_PARTNER' || r.remedy === 'ASK_LEVEL')
      ? forbidden(message)
      : conflict(message);
  };

  /**
   * Cancels executions of the analysis as the server does: WAITING ends CANCELED at once, one an engine
   * holds becomes CANCELLING (the engine's answer ends it); one asked already is left; one already ended
   * is refused alone and skipped in bulk.
   */
  const cancel = (params: { id: number; analysisId: number }, executionIds: readonly number[]) => {
    const me = requireUser(db);
    const ids = [...new Set(executionIds)];
    const rows = ids.map((executionId) => db.executions.find((e) => e.id === executionId));
    const found = rows.filter(
      (row): row is MockExecution =>
        row !== undefined && row.projectId === params.id && row.analysisId === params.analysisId,
    );
    if (found.length !== ids.length) throw notFound(t.notFound);
    for (const row of found) {
      if (row.status === 'CANCELLING') continue;
      if (isTerminalExecutionStatus(row.status)) {
        if (ids.length === 1) throw conflict(t.notCancellable(labels[row.status]));
        continue;
      }
      moveMockExecution(db, row.id, row.status === 'WAITING' ? 'CANCELED' : 'CANCELLING');
      recordProjectLog(db, row.projectId, 'EXECUTION_CANCELLED', me.id, null, {
        executionId: row.id,
        analysisId: row.analysisId,
        name: analysisName(row),
        cdmName: row.record.cdmName,
        version: row.record.packageVersion,
      });
    }
    return found.map((row) => summaryOf(row, me));
  };

  return [
    mock(executionsApi.listProjectExecutions, ({ params }) => {
      const me = requireUser(db);
      return {
        content: db.executions
          .filter((e) => e.projectId === params.id)
          .sort(newestFirst)
          .map((row) => summaryOf(row, me)),
      };
    }),

    mock(executionsApi.listExecutions, ({ params }) => {
      const me = requireUser(db);
      analysisOf(params.id, params.analysisId);
      return {
        content: db.executions
          .filter((e) => e.projectId === params.id && e.analysisId === params.analysisId)
          .sort(newestFirst)
          .map((row) => summaryOf(row, me)),
      };
    }),

    // Static paths before `…/execution/:executionId…`.
    mock(executionsApi.listExecutionTargets, ({ params }) => {
      const analysis = analysisOf(params.id, params.analysisId);
      return { content: checkedTargets(requireUser(db), params.id, analysis.cdmIds) };
    }),

    mock(executionsApi.cancelExecutions, ({ params, body }) => ({
      content: cancel(params, body.executionIds),
      message: t.cancelRequested,
    })),

    mock(executionsApi.createExecutions, ({ params, body }) => {
      const me = requireUser(db);
      const analysis = analysisOf(params.id, params.analysisId);
      if (analysis.type === 'FL') throw conflict(t.refusedType);
      const versions = db.analysisVersions
        .filter((v) => v.analysisId === analysis.id)
        .sort((a, b) => b.version - a.version);
      const version =
        body.version === undefined ? versions[0] : versions.find((v) => v.version === body.version);
      if (!version) throw body.version === undefined ? conflict(t.noPackage) : refused(t.versionMissing);
      const cdmIds = [...new Set(body.cdmIds)];
      if (cdmIds.some((cdmId) => !analysis.cdmIds.includes(cdmId) || !db.cdms.some((c) => c.id === cdmId)))
        throw refused(t.cdmNotTarget);
      // Each CDM on its own: the run starts wherever it may, and every other CDM is named.
      const checked = checkedTargets(me, params.id, cdmIds);
      const refusals = checked.flatMap(({ block, ...target }) => (block ? [{ ...target, ...block }] : []));
      const allowed = checked.filter((target) => !target.block).map((target) => target.cdmId);
      if (allowed.length === 0) throw noneStarted(refusals);
      const created = allowed.map((cdmId) => {
        const cdm = db.cdms.find((c) => c.id === cdmId)!;
        const engine = db.engines.find((e) => e.id === cdm.engineId)!;
        const now = new Date().toISOString();
        const row: MockExecution = {
          id: Math.max(0, ...db.executions.map((e) => e.id)) + 1,
          projectId: params.id,
          analysisId: analysis.id,
          version: version.version,
          cdmId,
          orgId: cdm.orgId,
          engineId: engine.id,
          status: 'WAITING',
          error: null,
          startedBy: me.id,
          createdAt: now,
          updatedAt: now,
          finishedAt: null,
          shinyUrl: null,
          record: {
            engineName: engine.name,
            engineAddress: engine.engineAddress,
            cdmName: cdm.name,
            cdmVersion: cdm.version,
            vocabularyVersion: cdm.vocabularyVersion,
            packageVersion: version.version,
            packageFileName: version.fileName,
            packageChecksum: version.checksum,
            startedByName: me.name,
            startedAt: now,
          },
          log: '',
          history: [{ status: 'WAITING', at: now, note: null }],
          disclosureRules: null,
        };
        db.executions.push(row);
        recordProjectLog(db, params.id, 'EXECUTION_STARTED', me.id, null, {
          executionId: row.id,
          analysisId: analysis.id,
          name: analysis.name,
          cdmName: cdm.name,
          orgName: orgName(cdm.orgId),
          version: version.version,
        });
        return row;
      });
      for (const row of created) publishExecutionEvent(db, row);
      return {
        content: { started: created.map((row) => summaryOf(row, me)), refused: refusals },
        message: refusals.length === 0 ? t.created : t.startedSome(created.length, refusals.length),
      };
    }),

    mock(executionsApi.getExecution, ({ params }) => ({
      content: detailOf(find(params), requireUser(db)),
    })),

    mock(executionsApi.getExecutionLog, ({ params, query }) => {
      const row = find(params);
      const from = Math.min(query.after ?? 0, row.log.length);
      return {
        content: {
          from,
          next: row.log.length,
          text: row.log.slice(from),
          live: !isTerminalExecutionStatus(row.status),
        },
      };
    }),

    mock(executionsApi.listExecutionFiles, ({ params }) => ({
      content: filesOf(withResults(params)).map((file): ExecutionFile => ({
        id: file.id,
        name: file.name,
        size: file.bytes.length,
        status: file.status,
        format: file.format,
        rows: file.rows,
        columns: [...file.columns],
        findings: file.findings.map((finding) => ({ ...finding })),
        sha256: file.sha256,
        suppressedCells: file.suppressedCells,
        viewable: isViewable(file),
      })),
    })),

    mock(executionsApi.viewExecutionFile, ({ params }) => {
      const file = fileOf(withResults(params), params.fileId);
      if (!isViewable(file)) throw new MockFailure(422, ResultCode.UNVIEWABLE_FILE, t.unviewable);
      return { content: { name: file.name, text: new TextDecoder().decode(file.bytes) } };
    }),

    mockFile(executionsApi.downloadExecutionFile, ({ params }) => {
      const file = fileOf(withDelivery(params), params.fileId);
      return { bytes: file.bytes, name: file.name, type: 'application/octet-stream' };
    }),

    mock(executionsApi.validateExecutionFiles, ({ params, body }) => {
      const row = withDelivery(params);
      const ids = [...new Set(body.fileIds)];
      // Held, refused or unknown files are missing: none of them can be in a zip.
      const found = filesOf(row).filter((f) => ids.includes(f.id) && isReadable(f));
      return {
        content: {
          valid: found.length === ids.length,
          missing: ids.filter((id) => !found.some((f) => f.id === id)),
          totalBytes: found.reduce((sum, f) => sum + f.bytes.length, 0),
        },
      };
    }),

    // A POST whose reply is a file: guarded as `mock`'s are, then the zip or a failed envelope.
    http.post(`*${executionsApi.downloadExecutionFiles.path}`, async ({ params, request }) => {
      try {
        const { 0: _origin, ...pathParams } = params;
        const me = requireUser(db);
        if (!mayCall(db, me, executionsApi.downloadExecutionFiles, pathParams))
          throw forbidden(replyMessages.forbidden);
        const parsedParams = executionsApi.downloadExecutionFiles.params.safeParse(pathParams);
        if (!parsedParams.success) throw refused(validationMessage(parsedParams.error));
        const parsedBody = executionsApi.downloadExecutionFiles.body.safeParse(
          await request.json().catch(() => undefined),
        );
        if (!parsedBody.success) throw refused(validationMessage(parsedBody.error));
        const row = withDelivery(parsedParams.data);
        const ids = [...new Set(parsedBody.data.fileIds)];
        const chosen = ids.map((id) => fileOf(row, id));
        const name = `execution-${row.id}-${cdmName(row)}.zip`;
        return new HttpResponse(storedZip(chosen).slice().buffer, {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
          },
        });
      } catch (error) {
        if (error instanceof MockFailure) return failure(error.status, error.code, error.message);
        throw error;
      }
    }),

    // Shiny is taking results out, and the app at the hospital reads the node's own files: only while
    // none of them is held there.
    mock(executionsApi.getExecutionShiny, ({ params }) => {
      const row = withDelivery(params);
      if (!row.shinyUrl) throw notFound(t.noShiny);
      if (filesOf(row).some((f) => f.status === 'HELD')) throw forbidden(disclosureMessages.shinyHeld);
      return { content: { url: row.shinyUrl } };
    }),

    mock(executionsApi.cancelExecution, ({ params }) => {
      const [summary] = cancel(params, [params.executionId]);
      return { content: summary!, message: t.cancelRequested };
    }),
  ];
};

/**
 * `GET /api/v1/events` (server-sent events): each move of an execution of a project the signed-in user
 * is an accepted member of arrives as an `execution` event, as the server's routes/events.ts sends it.
 * Only where the browser has EventSource (MSW's `sse` needs it): Storybook, not Node.
 */
export const liveEventsHandlers = (db: MockDb): HttpHandler[] =>
  typeof EventSource === 'undefined'
    ? []
    : [
        sse<{ execution: ExecutionEvent }>(`*${LIVE_EVENTS_PATH}`, ({ client, request }) => {
          const userId = db.sessionUserId;
          if (userId === null) return;
          const listener = (event: ExecutionEvent) => {
            if (membershipOf(db, event.projectId, userId)?.state !== 'ACCEPTED') return;
            client.send({ event: 'execution', data: event });
          };
          db.executionListeners.add(listener);
          request.signal.addEventListener('abort', () => db.executionListeners.delete(listener));
        }),
      ];
