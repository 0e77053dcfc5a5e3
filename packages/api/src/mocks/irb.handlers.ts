import type { HttpHandler } from 'msw';
import { irbApi } from '../contract/index.js';
import type { IrbOrgStatus, IrbRequest } from '../contract/irb.js';
import { irbMessages as t } from '../contract/irb.ko.js';
import type { ProjectLogAction } from '../contract/projects.js';
import type { UserInfo } from '../contract/user.js';
import { conflict, notFound, refused, rowsOf, settingsOf, userById } from './admin.fixtures.js';
import { mockFileFor, requireMultipart } from './analyses.files.js';
import type { MockDb } from './db.js';
import type { MockIrbRequest } from './irb.fixtures.js';
import { markNoticesDone, notices, noticeSubjects, notifyUsers } from './notices.js';
import { recordProjectLog } from './projects.handlers.js';
import { mockFor, requireUser } from './session.js';

// IRB approval per project and organisation (domain.md "IRB"), answering as the server's
// services/irb*.ts do: a member with IRB_REQUEST asks one of the project's target organisations, its
// admins (the `orgAdminOf` guard, before the input) approve or reject a PENDING request with a reason.

/** The calendar day in Korea (UTC+9), as `YYYY-MM-DD`: an approval's validity is a span of Korean days. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** What a fixture's document download holds: a one-line PDF stand-in naming the request. */
const standInPdf = (row: MockIrbRequest) =>
  new TextEncoder().encode(`%PDF-1.4\n% CDMNet mock IRB document: ${row.irbNumber}\n%%EOF\n`);

const PDF_SIGNATURE = '%PDF-';

export const irbHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const mockFile = mockFileFor(db);
  const now = () => new Date().toISOString();

  const orgOf = (orgId: number) => db.organizations.find((o) => o.id === orgId);
  const nameOf = (userId: number | null) => (userId === null ? null : (userById(db, userId)?.name ?? null));

  /** The request as both sides see it; a request whose project or organisation is gone is not shown. */
  const viewOf = (row: MockIrbRequest): IrbRequest[] => {
    const project = db.projects.find((p) => p.id === row.projectId);
    const org = orgOf(row.orgId);
    if (!project || !org) return [];
    return [
      {
        id: row.id,
        project: { id: project.id, name: project.name, color: project.color },
        orgId: org.id,
        orgName: org.name,
        irbNumber: row.irbNumber,
        institution: row.institution,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        documentName: row.documentName,
        state: row.state,
        reason: row.reason,
        requestedByName: nameOf(row.requestedBy),
        requestedAt: row.requestedAt,
        decidedByName: nameOf(row.decidedBy),
        decidedAt: row.decidedAt,
        history: row.history.map((e) => ({
          state: e.state,
          at: e.at,
          byName: nameOf(e.by),
          reason: e.reason,
        })),
      },
    ];
  };
  const one = (row: MockIrbRequest) => {
    const [view] = viewOf(row);
    if (!view) throw notFound(t.notFound);
    return view;
  };

  const newestFirst = (a: MockIrbRequest, b: MockIrbRequest) =>
    b.requestedAt.localeCompare(a.requestedAt) || b.id - a.id;

  /** One request, only where the project (or the organisation) holds it: 404 otherwise. */
  const inProject = (projectId: number, irbId: number) => {
    const row = db.irbRequests.find((r) => r.id === irbId && r.projectId === projectId);
    if (!row) throw notFound(t.notFound);
    return row;
  };
  const inOrg = (orgId: number, irbId: number) => {
    const row = db.irbRequests.find((r) => r.id === irbId && r.orgId === orgId);
    if (!row) throw notFound(t.notFound);
    return row;
  };
  const pending = (row: MockIrbRequest) => {
    if (row.state !== 'PENDING') throw conflict(t.notPending);
    return row;
  };

  /** The organisations of the CDMs the project's analyses target, by name. */
  const targetOrgs = (projectId: number) => {
    const orgIds = new Set(
      db.analyses
        .filter((a) => a.projectId === projectId)
        .flatMap((a) => a.cdmIds.map((cdmId) => db.cdms.find((c) => c.id === cdmId)?.orgId)),
    );
    return db.organizations
      .filter((o) => orgIds.has(o.id))
      .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id);
  };

  const record = (row: MockIrbRequest, action: ProjectLogAction, actorId: number | null, more = {}) =>
    recordProjectLog(db, row.projectId, action, actorId, null, {
      irbId: row.id,
      orgId: row.orgId,
      orgName: orgOf(row.orgId)?.name ?? '',
      irbNumber: row.irbNumber,
      ...more,
    });

  const projectName = (row: MockIrbRequest) => db.projects.find((p) => p.id === row.projectId)?.name ?? '';

  /**
   * Decides the request: the admins' notices of it are done, and the project's accepted members are told
   * of the decision (a PROJECT notification), as services/irb-decisions.ts does.
   */
  const decide = (
    row: MockIrbRequest,
    me: UserInfo,
    state: 'APPROVED' | 'REJECTED',
    reason: string | null,
  ) => {
    const at = now();
    Object.assign(row, { state, reason, decidedBy: me.id, decidedAt: at });
    row.history.push({ state, at, by: me.id, reason });
    markNoticesDone(db, noticeSubjects.irbRequest(row.id));
    const members = db.projectMembers
      .filter((m) => m.projectId === row.projectId && m.state === 'ACCEPTED')
      .map((m) => m.userId);
    const org = orgOf(row.orgId)?.name ?? '';
    notifyUsers(
      db,
      members,
      state === 'APPROVED'
        ? notices.irbApproved(row.projectId, projectName(row), org, row.validUntil)
        : notices.irbRejected(row.projectId, projectName(row), org, reason ?? ''),
    );
  };

  const documentOf = (row: MockIrbRequest) => ({
    bytes: row.documentBytes ?? standInPdf(row),
    name: row.documentName,
    type: 'application/pdf',
  });

  return [
    // `…/irb/orgs` before `…/irb/:irbId`, which would take it for an id.
    mock(irbApi.listIrbOrgs, ({ params }) => {
      const requests = db.irbRequests
        .filter((r) => r.projectId === params.id)
        .sort((a, b) => -newestFirst(a, b));
      // Oldest first, so the last one kept per organisation is its newest.
      const newest = new Map(requests.map((r) => [r.orgId, r]));
      return {
        content: targetOrgs(params.id).map((org): IrbOrgStatus => {
          const request = newest.get(org.id);
          const approval = request?.state === 'APPROVED' || request?.state === 'EXPIRED';
          return {
            orgId: org.id,
            orgName: org.name,
            required: settingsOf(db, org.id).irbRequired,
            state: request?.state ?? 'NONE',
            validUntil: approval ? request.validUntil : null,
            irbId: request?.id ?? null,
          };
        }),
      };
    }),

    mock(irbApi.listProjectIrbRequests, ({ params }) => ({
      content: db.irbRequests
        .filter((r) => r.projectId === params.id)
        .sort(newestFirst)
        .flatMap(viewOf),
    })),

    mock(irbApi.requestIrb, async ({ params, body, request, files }) => {
      const me = requireUser(db);
      if (body.validUntil < seoulToday()) throw refused(t.periodOver);
      requireMultipart(request);
      const [document] = files;
      if (!document || files.length > 1) throw refused(t.documentRequired);
      // The bytes, not the type the browser claims: a renamed file is no PDF.
      const bytes = new Uint8Array(await document.arrayBuffer());
      if (new TextDecoder().decode(bytes.subarray(0, PDF_SIGNATURE.length)) !== PDF_SIGNATURE) {
        throw refused(t.documentType);
      }
      const org = targetOrgs(params.id).find((o) => o.id === body.orgId);
      if (!org) throw refused(t.orgNotTarget);
      const waiting = db.irbRequests.some(
        (r) => r.projectId === params.id && r.orgId === org.id && r.state === 'PENDING',
      );
      if (waiting) throw conflict(t.alreadyPending);
      const requestedAt = now();
      const row: MockIrbRequest = {
        id: Math.max(0, ...db.irbRequests.map((r) => r.id)) + 1,
        projectId: params.id,
        orgId: org.id,
        irbNumber: body.irbNumber,
        institution: body.institution,
        validFrom: body.validFrom,
        validUntil: body.validUntil,
        documentName: document.name,
        documentBytes: bytes,
        state: 'PENDING',
        reason: null,
        requestedBy: me.id,
        requestedAt,
        decidedBy: null,
        decidedAt: null,
        history: [{ state: 'PENDING', at: requestedAt, by: me.id, reason: null }],
      };
      db.irbRequests.push(row);
      record(row, 'IRB_REQUESTED', me.id);
      const admins = rowsOf(db, org.id).filter((m) => m.privilege === 'ORG_ADMIN');
      notifyUsers(
        db,
        admins.map((m) => m.user.id),
        notices.irbRequested(row.id, projectName(row), org.id, org.name, me.name),
      );
      return { content: one(row), message: t.requested };
    }),

    mock(irbApi.getProjectIrbRequest, ({ params }) => ({ content: one(inProject(params.id, params.irbId)) })),

    mockFile(irbApi.downloadProjectIrbDocument, ({ params }) =>
      documentOf(inProject(params.id, params.irbId)),
    ),

    mock(irbApi.listOrgIrbRequests, ({ params }) => ({
      content: db.irbRequests
        .filter((r) => r.orgId === params.id && r.state === 'PENDING')
        .sort((a, b) => -newestFirst(a, b))
        .flatMap(viewOf),
    })),

    // Newest decision first (an expired approval stays one), optionally one outcome.
    mock(irbApi.listOrgIrbHistory, ({ params, query }) => ({
      content: db.irbRequests
        .filter((r) => r.orgId === params.id && r.state !== 'PENDING')
        .filter((r) => !query.state || r.state === query.state)
        .sort((a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '') || b.id - a.id)
        .flatMap(viewOf),
    })),

    mock(irbApi.approveIrb, ({ params }) => {
      const me = requireUser(db);
      const row = pending(inOrg(params.id, params.irbId));
      decide(row, me, 'APPROVED', null);
      record(row, 'IRB_APPROVED', me.id, { validUntil: row.validUntil });
      return { content: one(row), message: t.approved };
    }),

    mock(irbApi.rejectIrb, ({ params, body }) => {
      const me = requireUser(db);
      const row = pending(inOrg(params.id, params.irbId));
      decide(row, me, 'REJECTED', body.reason);
      record(row, 'IRB_REJECTED', me.id, { reason: body.reason });
      return { content: one(row), message: t.rejected };
    }),

    mockFile(irbApi.downloadOrgIrbDocument, ({ params }) => documentOf(inOrg(params.id, params.irbId))),
  ];
};
