import { http, HttpResponse, type HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { isTerminalExecutionStatus } from '../contract/executions.js';
import { masterApi } from '../contract/index.js';
import type {
  AnalysisEngine,
  AtlasEntry,
  CdmEntry,
  MasterMember,
  MasterOrganization,
  OrganizationDeletionImpact,
  OrganizationFormValues,
  OrganizationMember,
  OrganizationSwitches,
} from '../contract/master.js';
import { masterMessages as t } from '../contract/master.ko.js';
import { fileMessages, orgUserPrivilegeLabels } from '../contract/messages.ko.js';
import { detectPhotoType, PROFILE_PHOTO_MAX_BYTES, type ProfilePhotoType } from '../contract/profile.js';
import { profileMessages } from '../contract/profile.ko.js';
import type { UserInfo } from '../contract/user.js';
import {
  activeMembersOf,
  conflict,
  createdAtOf,
  findOrg,
  isActive,
  keepsLastAdmin,
  notFound,
  privilegeIn,
  recordEvent,
  refused,
  rowsOf,
  setMembership,
  settingsOf,
  userById,
  type MockAtlas,
  type MockCdm,
  type MockEngine,
} from './admin.fixtures.js';
import type { MockDb } from './db.js';
import { mockFor, requireUser } from './session.js';
import { MockFailure } from './mock.js';
import { markNoticesDone, noticeSubjects, notices, notifyUsers } from './notices.js';
import { inviteCandidatesOf } from './orgs.handlers.js';

// ── The simulated connection checks ─────────────────────────────────────────────────────────────────

type Peer = 'engine' | 'atlas' | 'cdm';
const peerNames: Record<Peer, string> = {
  engine: '분석 엔진',
  atlas: 'ATLAS WebAPI',
  cdm: 'CDM 데이터베이스',
};

/** `host:port` as the server's check messages name it, the scheme's default port spelled out. */
function hostPortOf(address: string, port?: number): string {
  try {
    const url = new URL(/^https?:\/\//i.test(address) ? address : `http://${address}`);
    return `${url.hostname}:${port ?? (url.port || (url.protocol === 'https:' ? '443' : '80'))}`;
  } catch {
    return address;
  }
}

/**
 * What a check finds, deterministically: an address containing `offline` refuses the connection and
 * one containing `unreachable` does not answer in time (the server's texts, adapters/messages.ko.ts);
 * anything else answers. Undefined when it answers, otherwise what failed.
 */
function checkFailure(peer: Peer, address: string, port?: number): string | undefined {
  const where = `${peerNames[peer]} ${hostPortOf(address, port)}에 연결할 수 없습니다.`;
  const lower = address.toLowerCase();
  if (lower.includes('unreachable'))
    return `${where} 5초 안에 응답이 없습니다. 주소와 방화벽 설정을 확인해 주십시오.`;
  if (lower.includes('offline')) {
    return `${where} 연결이 거부되었습니다. 주소와 포트, 서버가 실행 중인지 확인해 주십시오.`;
  }
  return undefined;
}

/** The server's counts (master-organizations.ts) over the mocks' rows, and its one refusal. */
function deletionImpact(db: MockDb, orgId: number): OrganizationDeletionImpact {
  findOrg(db, orgId);
  const runs = db.executions.filter((e) => e.orgId === orgId);
  const cdmIds = new Set(db.cdms.filter((c) => c.orgId === orgId).map((c) => c.id));
  const members = rowsOf(db, orgId).filter((row) => row.privilege !== 'REJECTED').length;
  const activeExecutions = runs.filter((e) => !isTerminalExecutionStatus(e.status)).length;
  return {
    members,
    activeExecutions,
    engines: db.engines.filter((e) => e.orgId === orgId).length,
    atlases: db.atlases.filter((a) => a.orgId === orgId).length,
    cdms: cdmIds.size,
    irbRequests: db.irbRequests.filter((r) => r.orgId === orgId).length,
    projects: new Set(
      db.analyses.filter((a) => a.cdmIds.some((id) => cdmIds.has(id))).map((a) => a.projectId),
    ).size,
    finishedExecutions: runs.length - activeExecutions,
    employees: db.users.filter((u) => u.orgEmployedId === orgId).length,
    refusal:
      [
        activeExecutions > 0 ? t.organizationHasActiveExecutions(activeExecutions) : null,
        members > 0 ? t.organizationHasMembers : null,
      ]
        .filter((cause) => cause !== null)
        .join(' ') || null,
  };
}

/** The host field is a URL-rule address; the server stores the bare host name (service-settings.ts). */
const bareHost = (host: string) => host.replace(/^https?:\/\//i, '').replace(/[:/?#].*$/, '');

const checkFailed = (message: string) => new MockFailure(422, ResultCode.CONNECTION_CHECK_FAILED, message);

/** A failed check before saving: nothing is saved unless the admin chose to save anyway. */
function checkBeforeSave(failure: string | undefined, saveAnyway: boolean) {
  if (failure !== undefined && !saveAnyway) throw checkFailed(t.checkFailed(failure));
}

/** ATLAS WebAPI's version, as the sample ATLAS answers `/info`. */
const ATLAS_VERSION = '2.14.0';

/** The figures the server's sample CDM holds (apps/server/test/cdm-sample): what a first read finds. */
const SAMPLE_FIGURES = {
  patientCount: 28,
  periodStart: '1955-03-07',
  periodEnd: '2022-10-10',
  version: '5.4',
  vocabularyVersion: 'v5.0 09-APR-22',
} as const;

type Figures = Pick<CdmEntry, 'patientCount' | 'periodStart' | 'periodEnd' | 'version' | 'vocabularyVersion'>;

/**
 * A CDM that was read before (it has a version), at the same place, answers with the figures it had
 * (the fixture hospitals keep theirs); a new one, one saved despite a failed check, or one moved
 * elsewhere reads as the sample.
 */
function figuresOf(existing: MockCdm | undefined, host: string, port: number, database: string): Figures {
  const same =
    existing !== undefined &&
    existing.version !== '' &&
    existing.host === host &&
    existing.port === port &&
    existing.database === database;
  if (!same) return { ...SAMPLE_FIGURES };
  const { patientCount, periodStart, periodEnd, version, vocabularyVersion } = existing;
  return { patientCount, periodStart, periodEnd, version, vocabularyVersion };
}

const noFigures: Figures = {
  patientCount: 0,
  periodStart: null,
  periodEnd: null,
  version: '',
  vocabularyVersion: '',
};

// ── Replies ─────────────────────────────────────────────────────────────────────────────────────────

const engineReply = ({ orgId: _o, restartSupported: _r, ...engine }: MockEngine): AnalysisEngine => engine;
const atlasReply = ({ orgId: _o, ...atlas }: MockAtlas): AtlasEntry => atlas;
/** Never the password: only whether one is stored. */
const cdmReply = ({ orgId: _o, password, ...cdm }: MockCdm): CdmEntry => ({
  ...cdm,
  hasPassword: password !== '',
});

const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

function memberReply(db: MockDb, user: UserInfo): MasterMember {
  return {
    id: user.id,
    name: user.name,
    email: user.primaryEmail,
    priv: user.priv,
    researchRoles: [...user.researchRole],
    orgEmployedName:
      user.orgEmployedId === null
        ? null
        : (db.organizations.find((o) => o.id === user.orgEmployedId)?.name ?? null),
    createdAt: createdAtOf(db, user.id),
  };
}

function organizationReply(db: MockDb, orgId: number): MasterOrganization {
  const org = findOrg(db, orgId);
  const settings = settingsOf(db, orgId);
  return {
    id: org.id,
    name: org.name,
    logoImageId: org.logoImageId,
    description: org.description,
    rfzLevel: settings.rfzLevel,
    hideFromExternal: org.hideFromExternal,
    autoRegistration: org.autoRegistration,
    domains: [...org.domains].sort(),
    autoMailing: org.autoMailing,
    memberCount: activeMembersOf(db, orgId).length,
    cdmCount: db.cdms.filter((cdm) => cdm.orgId === orgId).length,
    createdAt: settings.createdAt,
  };
}

function switchesOf(db: MockDb, orgId: number): OrganizationSwitches {
  const { onConceptId, blockingDBAccess, cleanup } = settingsOf(db, orgId);
  return { onConceptId, blockingDBAccess, cleanup };
}

const orgMemberReply = (user: UserInfo, orgId: number): OrganizationMember => ({
  id: user.id,
  name: user.name,
  email: user.primaryEmail,
  orgPriv: privilegeIn(user, orgId) ?? 'PENDING',
});

// ── Handlers ────────────────────────────────────────────────────────────────────────────────────────

/** The platform admin's calls (/master), answering as the server does; every one is MASTER's alone. */
export const masterHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  // Uploaded logos (the server keeps them in its files table), served like GET /api/v1/files/{id}.
  const logos = new Map<number, { type: ProfilePhotoType; bytes: Uint8Array }>();

  const engineIn = (orgId: number, engineId: number) => {
    const engine = db.engines.find((e) => e.orgId === orgId && e.id === engineId);
    if (!engine) throw notFound();
    return engine;
  };
  const atlasIn = (orgId: number, atlasId: number) => {
    const atlas = db.atlases.find((a) => a.orgId === orgId && a.id === atlasId);
    if (!atlas) throw notFound();
    return atlas;
  };
  const cdmIn = (orgId: number, cdmId: number) => {
    const cdm = db.cdms.find((c) => c.orgId === orgId && c.id === cdmId);
    if (!cdm) throw notFound();
    return cdm;
  };
  /** An ATLAS or a CDM names an engine of its own organisation. */
  const requireOwnEngine = (orgId: number, engineId: number) => {
    if (!db.engines.some((e) => e.orgId === orgId && e.id === engineId))
      throw refused(t.engineNotInOrganization);
  };
  const nameTaken = (name: string, exceptId?: number) =>
    db.organizations.some((o) => o.name === name && o.id !== exceptId);
  const applyForm = (orgId: number, form: OrganizationFormValues) => {
    const org = findOrg(db, orgId);
    Object.assign(org, {
      name: form.name,
      logoImageId: form.logoImageId,
      description: form.description,
      hideFromExternal: form.hideFromExternal,
      autoRegistration: form.autoRegistration,
      domains: [...new Set(form.domains)],
      autoMailing: form.autoMailing,
    });
    settingsOf(db, orgId).rfzLevel = form.rfzLevel;
    // The server joins the name in; the mock keeps a copy in each user's orgList.
    for (const user of db.users) {
      for (const membership of user.orgList) if (membership.orgId === orgId) membership.orgName = form.name;
    }
  };
  const setSwitch = (orgId: number, change: Partial<OrganizationSwitches>) => {
    findOrg(db, orgId);
    Object.assign(settingsOf(db, orgId), change);
    return { content: switchesOf(db, orgId), message: t.modified };
  };

  return [
    // ── Members ──
    mock(masterApi.listMasterMembers, () => ({
      content: [...db.users].sort(byId).map((user) => memberReply(db, user)),
    })),

    mock(masterApi.changeMasterPriv, ({ params, body }) => {
      const user = userById(db, params.id);
      if (!user) throw notFound();
      const masters = db.users.filter((u) => u.priv === 'MASTER').length;
      if (user.priv === 'MASTER' && body.priv !== 'MASTER' && masters <= 1) throw conflict(t.lastMaster);
      user.priv = body.priv;
      return { content: memberReply(db, user), message: t.privChanged };
    }),

    mock(masterApi.changeMasterRoles, ({ params, body }) => {
      const user = userById(db, params.id);
      if (!user) throw notFound();
      // Unique and in order, as the server stores them.
      user.researchRole = [...new Set(body.roles)].sort();
      return { content: memberReply(db, user), message: t.rolesChanged };
    }),

    // ── Organisations (static paths first) ──
    mock(masterApi.listMasterOrganizations, () => ({
      content: [...db.organizations]
        .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id)
        .map((org) => organizationReply(db, org.id)),
    })),

    mock(masterApi.createOrganization, ({ body }) => {
      if (nameTaken(body.name)) throw conflict(t.nameTaken);
      const id = nextId(db.organizations);
      db.organizations.push({
        id,
        name: body.name,
        logoImageId: null,
        hideFromExternal: false,
        description: '',
        autoRegistration: false,
        autoMailing: false,
        domains: [],
      });
      settingsOf(db, id).createdAt = new Date().toISOString();
      applyForm(id, body);
      return { content: organizationReply(db, id), message: t.registered };
    }),

    mock(masterApi.uploadOrganizationLogo, async ({ request, files }) => {
      if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
        throw refused(fileMessages.notMultipart);
      }
      const [file] = files;
      if (!file) throw refused(profileMessages.photoMissing);
      if (files.length > 1) throw refused(profileMessages.photoTooMany);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = detectPhotoType(bytes);
      if (!type) throw refused(profileMessages.photoType);
      if (bytes.length > PROFILE_PHOTO_MAX_BYTES) {
        throw refused(profileMessages.photoTooLarge(PROFILE_PHOTO_MAX_BYTES / 1024 / 1024));
      }
      const id = db.nextLogoId++;
      logos.set(id, { type, bytes });
      return { content: { id } };
    }),

    mock(masterApi.setCleanup, ({ body }) => setSwitch(body.orgId, { cleanup: body.cleanup })),

    mock(masterApi.getOrganizationSettings, ({ params }) => {
      const byOrg = <T extends { orgId: number; id: number }>(rows: T[]) =>
        rows.filter((row) => row.orgId === params.id).sort(byId);
      return {
        content: {
          organization: organizationReply(db, params.id),
          engineList: byOrg(db.engines).map(engineReply),
          atlasList: byOrg(db.atlases).map(atlasReply),
          cdmList: byOrg(db.cdms).map(cdmReply),
          ...switchesOf(db, params.id),
        },
      };
    }),

    mock(masterApi.getOrganizationForm, ({ params }) => ({ content: organizationReply(db, params.id) })),

    mock(masterApi.modifyOrganization, ({ params, body }) => {
      findOrg(db, params.id);
      if (nameTaken(body.name, params.id)) throw conflict(t.nameTaken);
      applyForm(params.id, body);
      return { content: organizationReply(db, params.id), message: t.modified };
    }),

    mock(masterApi.getOrganizationDeletionImpact, ({ params }) => ({
      content: deletionImpact(db, params.id),
    })),

    mock(masterApi.deleteOrganization, ({ params }) => {
      const { refusal } = deletionImpact(db, params.id);
      if (refusal) throw conflict(refusal);
      const others = <T extends { orgId: number }>(rows: T[]) =>
        rows.filter((row) => row.orgId !== params.id);
      db.organizations = db.organizations.filter((o) => o.id !== params.id);
      db.orgSettings = others(db.orgSettings);
      db.engines = others(db.engines);
      db.atlases = others(db.atlases);
      db.cdms = others(db.cdms);
      db.membershipDetails = others(db.membershipDetails);
      db.membershipEvents = others(db.membershipEvents);
      for (const user of db.users) {
        user.orgList = user.orgList.filter((m) => m.orgId !== params.id);
        if (user.orgEmployedId === params.id) user.orgEmployedId = null;
      }
      return { content: null, message: t.deleted };
    }),

    mock(masterApi.setDbBlock, ({ params, body }) =>
      setSwitch(params.id, { blockingDBAccess: body.blockingDBAccess }),
    ),
    mock(masterApi.setConceptId, ({ params, body }) =>
      setSwitch(params.id, { onConceptId: body.onConceptId }),
    ),

    // ── Engines ──
    mock(masterApi.createEngine, ({ params, body }) => {
      findOrg(db, params.id);
      const failure = checkFailure('engine', body.engineAddress);
      checkBeforeSave(failure, body.saveAnyway);
      const now = new Date().toISOString();
      const engine: MockEngine = {
        id: nextId(db.engines),
        orgId: params.id,
        name: body.name,
        engineAddress: body.engineAddress,
        status: failure ? 'OFFLINE' : 'ONLINE',
        checkedAt: now,
        createdAt: now,
        restartSupported: true,
      };
      db.engines.push(engine);
      return { content: engineReply(engine), message: t.registered };
    }),

    mock(masterApi.modifyEngine, ({ params, body }) => {
      const engine = engineIn(params.id, params.engineId);
      const failure = checkFailure('engine', body.engineAddress);
      checkBeforeSave(failure, body.saveAnyway);
      Object.assign(engine, {
        name: body.name,
        engineAddress: body.engineAddress,
        status: failure ? 'OFFLINE' : 'ONLINE',
        checkedAt: new Date().toISOString(),
      });
      return { content: engineReply(engine), message: t.modified };
    }),

    mock(masterApi.deleteEngine, ({ params }) => {
      const engine = engineIn(params.id, params.engineId);
      const users = [...db.atlases, ...db.cdms].filter((row) => row.engineId === engine.id);
      if (users.length > 0) throw conflict(t.engineInUse(users.map((row) => row.name).join(', ')));
      db.engines = db.engines.filter((e) => e !== engine);
      return { content: null, message: t.deleted };
    }),

    mock(masterApi.checkEngine, ({ params }) => {
      const engine = engineIn(params.id, params.engineId);
      const failure = checkFailure('engine', engine.engineAddress);
      const checkedAt = new Date().toISOString();
      Object.assign(engine, { status: failure ? 'OFFLINE' : 'ONLINE', checkedAt });
      if (failure) throw checkFailed(failure);
      // The finding is the reply's message too, so the client shows it.
      const message = t.engineOnline(null);
      return { content: { ok: true, message, checkedAt, engine: engineReply(engine) }, message };
    }),

    // ── ATLAS WebAPIs ──
    mock(masterApi.createAtlas, ({ params, body }) => {
      findOrg(db, params.id);
      requireOwnEngine(params.id, body.engineId);
      const failure = checkFailure('atlas', body.atlasAddress);
      checkBeforeSave(failure, body.saveAnyway);
      const now = new Date().toISOString();
      const atlas: MockAtlas = {
        id: nextId(db.atlases),
        orgId: params.id,
        name: body.name,
        atlasAddress: body.atlasAddress,
        atlasHref: body.atlasHref,
        engineId: body.engineId,
        version: failure ? '' : ATLAS_VERSION,
        checkedAt: now,
        createdAt: now,
      };
      db.atlases.push(atlas);
      return { content: atlasReply(atlas), message: t.registered };
    }),

    mock(masterApi.modifyAtlas, ({ params, body }) => {
      const atlas = atlasIn(params.id, params.atlasId);
      requireOwnEngine(params.id, body.engineId);
      const failure = checkFailure('atlas', body.atlasAddress);
      checkBeforeSave(failure, body.saveAnyway);
      Object.assign(atlas, {
        name: body.name,
        atlasAddress: body.atlasAddress,
        atlasHref: body.atlasHref,
        engineId: body.engineId,
        version: failure ? '' : ATLAS_VERSION,
        checkedAt: new Date().toISOString(),
      });
      return { content: atlasReply(atlas), message: t.modified };
    }),

    mock(masterApi.deleteAtlas, ({ params }) => {
      const atlas = atlasIn(params.id, params.atlasId);
      db.atlases = db.atlases.filter((a) => a !== atlas);
      return { content: null, message: t.deleted };
    }),

    mock(masterApi.checkAtlas, ({ params }) => {
      const atlas = atlasIn(params.id, params.atlasId);
      const failure = checkFailure('atlas', atlas.atlasAddress);
      const checkedAt = new Date().toISOString();
      Object.assign(atlas, { checkedAt, ...(failure === undefined && { version: ATLAS_VERSION }) });
      if (failure) throw checkFailed(failure);
      const message = t.atlasVersion(ATLAS_VERSION);
      return { content: { ok: true, message, checkedAt, atlas: atlasReply(atlas) }, message };
    }),

    // ── CDM databases ──
    mock(masterApi.createCdm, ({ params, body }) => {
      findOrg(db, params.id);
      requireOwnEngine(params.id, body.engineId);
      if (body.password === '') throw refused(t.passwordRequired);
      const { saveAnyway, ...connection } = body;
      const host = bareHost(body.host);
      const failure = checkFailure('cdm', host, body.port);
      checkBeforeSave(failure, saveAnyway);
      const now = new Date().toISOString();
      const cdm: MockCdm = {
        id: nextId(db.cdms),
        orgId: params.id,
        ...connection,
        host,
        ...(failure ? noFigures : figuresOf(undefined, host, body.port, body.database)),
        checkedAt: now,
        createdAt: now,
      };
      db.cdms.push(cdm);
      return { content: cdmReply(cdm), message: t.registered };
    }),

    mock(masterApi.modifyCdm, ({ params, body }) => {
      const cdm = cdmIn(params.id, params.cdmId);
      requireOwnEngine(params.id, body.engineId);
      // An empty password keeps the stored one.
      const password = body.password || cdm.password;
      if (password === '') throw refused(t.passwordRequired);
      const { saveAnyway, ...connection } = body;
      const host = bareHost(body.host);
      const failure = checkFailure('cdm', host, body.port);
      checkBeforeSave(failure, saveAnyway);
      // Read before the connection changes: the figures belong to where it was.
      const figures = failure ? undefined : figuresOf(cdm, host, body.port, body.database);
      Object.assign(cdm, { ...connection, host, password, ...figures, checkedAt: new Date().toISOString() });
      return { content: cdmReply(cdm), message: t.modified };
    }),

    mock(masterApi.deleteCdm, ({ params }) => {
      const cdm = cdmIn(params.id, params.cdmId);
      db.cdms = db.cdms.filter((c) => c !== cdm);
      return { content: null, message: t.deleted };
    }),

    mock(masterApi.checkCdm, ({ params }) => {
      const cdm = cdmIn(params.id, params.cdmId);
      const failure = checkFailure('cdm', cdm.host, cdm.port);
      const checkedAt = new Date().toISOString();
      Object.assign(cdm, failure ? {} : figuresOf(cdm, cdm.host, cdm.port, cdm.database), { checkedAt });
      if (failure) throw checkFailed(failure);
      const message = t.cdmFigures(cdm.patientCount, cdm.version);
      return { content: { ok: true, message, checkedAt, cdm: cdmReply(cdm) }, message };
    }),

    mock(masterApi.restartAtlas, ({ params }) => {
      findOrg(db, params.id);
      const target = params.isDqm ? 'dqd' : 'atlas';
      // The engine that serves the organisation's first ATLAS, else its first engine.
      const [firstAtlas] = db.atlases.filter((a) => a.orgId === params.id).sort(byId);
      const [engine] = db.engines
        .filter((e) => e.orgId === params.id && (!firstAtlas?.engineId || e.id === firstAtlas.engineId))
        .sort(byId);
      if (!engine) throw conflict(t.noEngine);
      const unreachable = checkFailure('engine', engine.engineAddress);
      if (unreachable) throw new MockFailure(422, ResultCode.PEER_FAILED, unreachable);
      if (!engine.restartSupported) {
        throw new MockFailure(422, ResultCode.PEER_FAILED, t.restartUnsupported(target));
      }
      return { content: null, message: t.restartRequested(target) };
    }),

    // ── Members of one organisation (invite-search before the generic user paths) ──
    // One search for both: the server answers the master's and the organisation admin's the same.
    mock(masterApi.searchInviteCandidates, ({ params, query }) => ({
      content: inviteCandidatesOf(db, params.id, query.keyword),
    })),

    mock(masterApi.listOrganizationUsers, ({ params }) => {
      findOrg(db, params.id);
      const content = activeMembersOf(db, params.id)
        .map((row) => orgMemberReply(row.user, params.id))
        .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id);
      return { content };
    }),

    mock(masterApi.addOrganizationUser, ({ params, body }) => {
      const master = requireUser(db);
      const org = findOrg(db, params.id);
      const user = userById(db, body.userId);
      if (!user) throw notFound();
      const before = privilegeIn(user, org.id);
      if (isActive(before)) throw conflict(t.alreadyMember);
      setMembership(db, user, org.id, body.priv);
      recordEvent(db, org.id, 'ADDED', user, master, before, body.priv);
      // Adding someone who had asked to join decides their request, as the server does.
      if (before === 'PENDING') markNoticesDone(db, noticeSubjects.membershipRequest(org.id, user.id));
      notifyUsers(db, [user.id], notices.membershipAdmitted(org.name, orgUserPrivilegeLabels[body.priv]));
      return { content: orgMemberReply(user, org.id), message: t.registered };
    }),

    mock(masterApi.changeOrganizationUser, ({ params, body }) => {
      const master = requireUser(db);
      const org = findOrg(db, params.id);
      const user = userById(db, params.userId);
      if (!user) throw notFound();
      const before = privilegeIn(user, org.id);
      if (!isActive(before)) throw notFound(t.notMember);
      if (keepsLastAdmin(db, org.id, user, body.priv)) throw conflict(t.lastOrgAdmin);
      if (before !== body.priv) {
        setMembership(db, user, org.id, body.priv);
        recordEvent(db, org.id, 'PRIVILEGE_CHANGED', user, master, before, body.priv);
        notifyUsers(db, [user.id], notices.orgPrivilegeChanged(org.name, orgUserPrivilegeLabels[body.priv]));
      }
      return { content: orgMemberReply(user, org.id), message: t.privChanged };
    }),

    // Only the logos above; any other file falls through to the handlers that know it.
    http.get('*/api/v1/files/:id', ({ params }) => {
      const logo = logos.get(Number(params.id));
      if (!logo) return undefined;
      return new HttpResponse(logo.bytes, { headers: { 'Content-Type': logo.type } });
    }),
  ];
};
