import { and, asc, eq } from 'drizzle-orm';
import {
  masterMessages as t,
  type AnalysisEngine,
  type AtlasEntry,
  type AtlasForm,
  type CdmEntry,
  type CdmForm,
  type EngineForm,
  type OrganizationSettings,
} from '@cdmnet/api/contract';
import type { z } from 'zod/mini';
import type { atlasForm, cdmForm, engineForm } from '@cdmnet/api/contract';
import * as checks from '../adapters/connection-checks.js';
import type { Database } from '../db/database.js';
import { atlases, cdmDatabases, engines } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';
import { getMasterOrganization, organizationSwitches } from './master-organizations.js';
import type { SecretBox } from './secrets.js';

// An organisation's service settings (domain.md): engines, ATLAS WebAPIs and CDM databases, each
// checked for real when registered, modified or asked to. A failed check saves nothing unless the
// admin, told what failed, saves anyway; the password of a CDM is sealed and never leaves the server.

type Reader = Pick<Database, 'select'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type EngineInput = z.output<typeof engineForm>;
type AtlasInput = z.output<typeof atlasForm>;
type CdmInput = z.output<typeof cdmForm>;
export type { AtlasForm, CdmForm, EngineForm };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type EngineRow = typeof engines.$inferSelect;
type AtlasRow = typeof atlases.$inferSelect;
type CdmRow = typeof cdmDatabases.$inferSelect;

const engineView = (row: EngineRow): AnalysisEngine => ({
  id: row.id,
  name: row.name,
  engineAddress: row.address,
  status: row.status,
  checkedAt: iso(row.checkedAt),
  createdAt: row.createdAt.toISOString(),
});

const atlasView = (row: AtlasRow): AtlasEntry => ({
  id: row.id,
  name: row.name,
  atlasAddress: row.address,
  atlasHref: row.href,
  engineId: row.engineId,
  version: row.version,
  checkedAt: iso(row.checkedAt),
  createdAt: row.createdAt.toISOString(),
});

const cdmView = (row: CdmRow): CdmEntry => ({
  id: row.id,
  name: row.name,
  engineId: row.engineId,
  dialect: 'POSTGRESQL',
  host: row.host,
  port: row.port,
  database: row.databaseName,
  cdmSchema: row.cdmSchema,
  vocabularySchema: row.vocabularySchema,
  resultSchema: row.resultSchema,
  username: row.username,
  hasPassword: row.passwordSealed !== null,
  version: row.version,
  vocabularyVersion: row.vocabularyVersion,
  patientCount: row.patientCount,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  checkedAt: iso(row.checkedAt),
  createdAt: row.createdAt.toISOString(),
});

export async function organizationSettings(db: Reader, orgId: number): Promise<OrganizationSettings> {
  const [organization, switches, engineRows, atlasRows, cdmRows] = await Promise.all([
    getMasterOrganization(db, orgId),
    organizationSwitches(db, orgId),
    db.select().from(engines).where(eq(engines.orgId, orgId)).orderBy(asc(engines.id)),
    db.select().from(atlases).where(eq(atlases.orgId, orgId)).orderBy(asc(atlases.id)),
    db.select().from(cdmDatabases).where(eq(cdmDatabases.orgId, orgId)).orderBy(asc(cdmDatabases.id)),
  ]);
  return {
    organization,
    engineList: engineRows.map(engineView),
    atlasList: atlasRows.map(atlasView),
    cdmList: cdmRows.map(cdmView),
    ...switches,
  };
}

/** A failed check refuses the save unless the admin chose to save anyway. */
function refuseUnlessAnyway(result: { ok: boolean; message?: string }, saveAnyway: boolean) {
  if (!result.ok && !saveAnyway) throw AppError.checkFailed(t.checkFailed(result.message ?? ''));
}

async function engineOf(db: Reader, orgId: number, engineId: number) {
  const [row] = await db
    .select()
    .from(engines)
    .where(and(eq(engines.orgId, orgId), eq(engines.id, engineId)));
  return row;
}

async function requireEngineOf(db: Reader, orgId: number, engineId: number) {
  if (!(await engineOf(db, orgId, engineId))) throw AppError.invalidInput(t.engineNotInOrganization);
}

/**
 * The write shared by engines, ATLAS WebAPIs and CDMs once their check is done: register (`id` null)
 * or modify, and the audit row saying which, in one transaction.
 */
function saveEntry<Row extends { id: number }>(
  db: Database,
  kind: 'engine' | 'atlas' | 'cdm',
  id: number | null,
  write: {
    insert: (tx: Transaction) => Promise<Row[]>;
    update: (tx: Transaction, id: number) => Promise<Row[]>;
  },
  audit: { actorId: number; detail: (row: Row) => Record<string, unknown> },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = id === null ? await write.insert(tx) : await write.update(tx, id);
    if (!row) throw AppError.notFound();
    await recordAudit(tx, {
      actorId: audit.actorId,
      action: `${kind}.${id === null ? 'created' : 'modified'}`,
      targetType: kind,
      targetId: row.id,
      detail: audit.detail(row),
    });
    return row;
  });
}

// ── Engines ───────────────────────────────────────────────────────────────────────────────────────

export async function saveEngine(
  db: Database,
  actorId: number,
  orgId: number,
  engineId: number | null,
  input: EngineInput,
): Promise<AnalysisEngine> {
  await getMasterOrganization(db, orgId);
  if (engineId !== null && !(await engineOf(db, orgId, engineId))) throw AppError.notFound();
  // Checked outside the transaction: a peer may take seconds to answer.
  const check = await checks.checkEngine(input.engineAddress);
  refuseUnlessAnyway(check, input.saveAnyway);
  const values = {
    name: input.name,
    address: input.engineAddress,
    status: check.ok ? ('ONLINE' as const) : ('OFFLINE' as const),
    checkedAt: new Date(),
  };
  const row = await saveEntry(
    db,
    'engine',
    engineId,
    {
      insert: (tx) =>
        tx
          .insert(engines)
          .values({ orgId, ...values })
          .returning(),
      update: (tx, id) => tx.update(engines).set(values).where(eq(engines.id, id)).returning(),
    },
    { actorId, detail: (saved) => ({ orgId, address: saved.address, online: check.ok }) },
  );
  return engineView(row);
}

export async function deleteEngine(db: Database, actorId: number, orgId: number, engineId: number) {
  await db.transaction(async (tx) => {
    const engine = await engineOf(tx, orgId, engineId);
    if (!engine) throw AppError.notFound();
    const users = [
      ...(await tx.select({ name: atlases.name }).from(atlases).where(eq(atlases.engineId, engineId))),
      ...(await tx
        .select({ name: cdmDatabases.name })
        .from(cdmDatabases)
        .where(eq(cdmDatabases.engineId, engineId))),
    ];
    if (users.length > 0) throw AppError.conflict(t.engineInUse(users.map((u) => u.name).join(', ')));
    await tx.delete(engines).where(eq(engines.id, engineId));
    await recordAudit(tx, {
      actorId,
      action: 'engine.deleted',
      targetType: 'engine',
      targetId: engineId,
      detail: { orgId, name: engine.name },
    });
  });
}

/** 연결 확인: the status is stored either way; a failure answers what failed. */
export async function checkEngineNow(db: Database, orgId: number, engineId: number) {
  const engine = await engineOf(db, orgId, engineId);
  if (!engine) throw AppError.notFound();
  const check = await checks.checkEngine(engine.address);
  const [row] = await db
    .update(engines)
    .set({ status: check.ok ? 'ONLINE' : 'OFFLINE', checkedAt: new Date() })
    .where(eq(engines.id, engineId))
    .returning();
  if (!check.ok) throw AppError.checkFailed(check.message);
  const view = engineView(row ?? engine);
  return {
    ok: true,
    message: t.engineOnline(check.busy),
    checkedAt: view.checkedAt ?? new Date().toISOString(),
    engine: view,
  };
}

// ── ATLAS WebAPIs ─────────────────────────────────────────────────────────────────────────────────

async function atlasOf(db: Reader, orgId: number, atlasId: number) {
  const [row] = await db
    .select()
    .from(atlases)
    .where(and(eq(atlases.orgId, orgId), eq(atlases.id, atlasId)));
  return row;
}

export async function saveAtlas(
  db: Database,
  actorId: number,
  orgId: number,
  atlasId: number | null,
  input: AtlasInput,
): Promise<AtlasEntry> {
  await getMasterOrganization(db, orgId);
  if (atlasId !== null && !(await atlasOf(db, orgId, atlasId))) throw AppError.notFound();
  await requireEngineOf(db, orgId, input.engineId);
  const check = await checks.checkAtlas(input.atlasAddress);
  refuseUnlessAnyway(check, input.saveAnyway);
  const values = {
    name: input.name,
    address: input.atlasAddress,
    href: input.atlasHref,
    engineId: input.engineId,
    version: check.ok ? check.version : '',
    checkedAt: new Date(),
  };
  const row = await saveEntry(
    db,
    'atlas',
    atlasId,
    {
      insert: (tx) =>
        tx
          .insert(atlases)
          .values({ orgId, ...values })
          .returning(),
      update: (tx, id) => tx.update(atlases).set(values).where(eq(atlases.id, id)).returning(),
    },
    { actorId, detail: (saved) => ({ orgId, address: saved.address, version: saved.version }) },
  );
  return atlasView(row);
}

export async function deleteAtlas(db: Database, actorId: number, orgId: number, atlasId: number) {
  await db.transaction(async (tx) => {
    const atlas = await atlasOf(tx, orgId, atlasId);
    if (!atlas) throw AppError.notFound();
    await tx.delete(atlases).where(eq(atlases.id, atlasId));
    await recordAudit(tx, {
      actorId,
      action: 'atlas.deleted',
      targetType: 'atlas',
      targetId: atlasId,
      detail: { orgId, name: atlas.name },
    });
  });
}

export async function checkAtlasNow(db: Database, orgId: number, atlasId: number) {
  const atlas = await atlasOf(db, orgId, atlasId);
  if (!atlas) throw AppError.notFound();
  const check = await checks.checkAtlas(atlas.address);
  const [row] = await db
    .update(atlases)
    .set({ checkedAt: new Date(), ...(check.ok && { version: check.version }) })
    .where(eq(atlases.id, atlasId))
    .returning();
  if (!check.ok) throw AppError.checkFailed(check.message);
  const view = atlasView(row ?? atlas);
  return {
    ok: true,
    message: t.atlasVersion(check.version),
    checkedAt: view.checkedAt ?? new Date().toISOString(),
    atlas: view,
  };
}

// ── CDM databases ─────────────────────────────────────────────────────────────────────────────────

async function cdmOf(db: Reader, orgId: number, cdmId: number) {
  const [row] = await db
    .select()
    .from(cdmDatabases)
    .where(and(eq(cdmDatabases.orgId, orgId), eq(cdmDatabases.id, cdmId)));
  return row;
}

/**
 * The stored password, or null when it cannot be opened (the server's secret key changed since it
 * was sealed): the admin is asked to enter it again rather than shown a failure of ours.
 */
function storedPassword(secrets: SecretBox, sealed: string | null | undefined): string | null {
  if (!sealed) return '';
  try {
    return secrets.open(sealed);
  } catch {
    return null;
  }
}

/** The host field is a URL-rule address; the database wants the bare host name. */
const bareHost = (host: string) => host.replace(/^https?:\/\//i, '').replace(/[:/?#].*$/, '');

export async function saveCdm(
  db: Database,
  secrets: SecretBox,
  actorId: number,
  orgId: number,
  cdmId: number | null,
  input: CdmInput,
): Promise<CdmEntry> {
  await getMasterOrganization(db, orgId);
  const existing = cdmId === null ? undefined : await cdmOf(db, orgId, cdmId);
  if (cdmId !== null && !existing) throw AppError.notFound();
  await requireEngineOf(db, orgId, input.engineId);
  const password = input.password !== '' ? input.password : storedPassword(secrets, existing?.passwordSealed);
  if (password === null) throw AppError.invalidInput(t.passwordUnreadable);
  if (password === '') throw AppError.invalidInput(t.passwordRequired);

  const host = bareHost(input.host);
  const check = await checks.checkCdm({ ...input, host, password });
  refuseUnlessAnyway(check, input.saveAnyway);
  const values = {
    name: input.name,
    engineId: input.engineId,
    dialect: input.dialect,
    host,
    port: input.port,
    databaseName: input.database,
    cdmSchema: input.cdmSchema,
    vocabularySchema: input.vocabularySchema,
    resultSchema: input.resultSchema,
    username: input.username,
    passwordSealed: secrets.seal(password),
    ...(check.ok
      ? {
          checkedAt: new Date(),
          version: check.cdmVersion,
          vocabularyVersion: check.vocabularyVersion,
          patientCount: check.patientCount,
          periodStart: check.periodStart,
          periodEnd: check.periodEnd,
        }
      : { version: existing?.version ?? '' }),
  };
  // The password is never part of the audit row (nor of any log).
  const row = await saveEntry(
    db,
    'cdm',
    cdmId,
    {
      insert: (tx) =>
        tx
          .insert(cdmDatabases)
          .values({ orgId, ...values })
          .returning(),
      update: (tx, id) => tx.update(cdmDatabases).set(values).where(eq(cdmDatabases.id, id)).returning(),
    },
    {
      actorId,
      detail: (saved) => ({
        orgId,
        host: saved.host,
        database: saved.databaseName,
        connected: check.ok,
        passwordChanged: input.password !== '',
      }),
    },
  );
  return cdmView(row);
}

export async function deleteCdm(db: Database, actorId: number, orgId: number, cdmId: number) {
  await db.transaction(async (tx) => {
    const cdm = await cdmOf(tx, orgId, cdmId);
    if (!cdm) throw AppError.notFound();
    await tx.delete(cdmDatabases).where(eq(cdmDatabases.id, cdmId));
    await recordAudit(tx, {
      actorId,
      action: 'cdm.deleted',
      targetType: 'cdm',
      targetId: cdmId,
      detail: { orgId, name: cdm.name },
    });
  });
}

export async function checkCdmNow(db: Database, secrets: SecretBox, orgId: number, cdmId: number) {
  const cdm = await cdmOf(db, orgId, cdmId);
  if (!cdm) throw AppError.notFound();
  const password = storedPassword(secrets, cdm.passwordSealed);
  if (password === null) throw AppError.checkFailed(t.passwordUnreadable);
  const check = await checks.checkCdm({
    dialect: cdm.dialect,
    host: cdm.host,
    port: cdm.port,
    database: cdm.databaseName,
    cdmSchema: cdm.cdmSchema,
    vocabularySchema: cdm.vocabularySchema,
    username: cdm.username,
    password,
  });
  // A failed check keeps the last figures that were read, and their time.
  if (!check.ok) throw AppError.checkFailed(check.message);
  const [row] = await db
    .update(cdmDatabases)
    .set({
      checkedAt: new Date(),
      version: check.cdmVersion,
      vocabularyVersion: check.vocabularyVersion,
      patientCount: check.patientCount,
      periodStart: check.periodStart,
      periodEnd: check.periodEnd,
    })
    .where(eq(cdmDatabases.id, cdmId))
    .returning();
  const view = cdmView(row ?? cdm);
  return {
    ok: true,
    message: t.cdmFigures(check.patientCount, check.cdmVersion),
    checkedAt: view.checkedAt ?? new Date().toISOString(),
    cdm: view,
  };
}

// ── Restarting ATLAS ──────────────────────────────────────────────────────────────────────────────

/** Asks the engine that serves the organisation's first ATLAS (or its first engine) to restart it. */
export async function restartAtlas(db: Database, actorId: number, orgId: number, dqd: boolean) {
  await getMasterOrganization(db, orgId);
  const [viaAtlas] = await db
    .select({ engineId: atlases.engineId })
    .from(atlases)
    .where(eq(atlases.orgId, orgId))
    .orderBy(asc(atlases.id))
    .limit(1);
  const [served] = await db
    .select({ address: engines.address, id: engines.id })
    .from(engines)
    .where(and(eq(engines.orgId, orgId), viaAtlas?.engineId ? eq(engines.id, viaAtlas.engineId) : undefined))
    .orderBy(asc(engines.id))
    .limit(1);
  if (!served) throw AppError.conflict(t.noEngine);
  const result = await checks.restartAtlas(served.address, dqd ? 'dqd' : 'atlas');
  await recordAudit(db, {
    actorId,
    action: dqd ? 'engine.restart.dqd' : 'engine.restart.atlas',
    targetType: 'engine',
    targetId: served.id,
    detail: { orgId, done: result.ok },
  });
  if (!result.ok) throw AppError.peerFailed(result.message);
}
