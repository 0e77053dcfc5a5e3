import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  atlasCopyDownloadKind,
  atlasCopyStates,
  atlasDesignKindLabels,
  fieldLabels,
  atlasSupporterMessages as t,
  isTerminalAtlasCopyState,
  type AccessibleCdmEngine,
  type AtlasCopyDownload,
  type AtlasCopyGroup,
  type AtlasCopyKind,
  type AtlasCopyState,
  type AtlasGroupResource,
} from '@cdmnet/api/contract';
import { fetchCohortDefinition, fetchDesign, listDesigns } from '../adapters/atlas.js';
import type { Database } from '../db/database.js';
import { atlasCopyGroups, atlasCopyItems, atlases, engines, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';
import { announceCopies, wakeCopyJobs } from './atlas-copy-signals.js';
import { listAccessibleAtlases, listAccessibleCdms } from './network.js';

// The ATLAS supporter's calls (spec §3, §7): who may use them, the accessible tree, a kind's designs on
// an ATLAS, and the copy groups. A group is written whole (every item WAITING, each design exported
// from the source once) and the copy job (jobs/atlas-copies.ts) is woken; cancelling moves waiting and
// copying items to CANCELLED and the job undoes what a copying one made.

type CopyInput = {
  groupName: string;
  designs: { kind: AtlasCopyKind; id: number }[];
  targetAtlasIds: number[];
};

/** Refuses (403, saying who grants it) anyone without the ATLAS_SUPPORTER research role. */
export async function requireSupporter(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ roles: users.researchRoles }).from(users).where(eq(users.id, userId));
  if (!user?.roles.includes('ATLAS_SUPPORTER')) throw AppError.forbidden(t.roleRequired);
}

async function isMaster(db: Database, userId: number) {
  const [user] = await db.select({ priv: users.priv }).from(users).where(eq(users.id, userId));
  return user?.priv === 'MASTER';
}

/** The ATLASes of the organisations the caller may research on (services/network.ts), with addresses. */
async function accessibleAtlases(db: Database, userId: number) {
  const listed = await listAccessibleAtlases(db, userId);
  if (listed.length === 0) return [];
  const rows = await db
    .select({ id: atlases.id, name: atlases.name, address: atlases.address })
    .from(atlases)
    .where(
      inArray(
        atlases.id,
        listed.map((atlas) => atlas.id),
      ),
    );
  return rows;
}

async function accessibleAtlas(db: Database, userId: number, atlasId: number) {
  const atlas = (await accessibleAtlases(db, userId)).find((row) => row.id === atlasId);
  if (!atlas) throw AppError.notFound(t.atlasNotFound);
  return atlas;
}

/** Spec §3 tree: per organisation and engine, its ATLASes and CDMs. */
export async function accessibleTree(db: Database, userId: number): Promise<AccessibleCdmEngine[]> {
  const [atlasList, cdmList] = await Promise.all([
    listAccessibleAtlases(db, userId),
    listAccessibleCdms(db, userId),
  ]);
  const engineIds = [
    ...new Set([...atlasList, ...cdmList].flatMap((row) => (row.engineId === null ? [] : [row.engineId]))),
  ];
  const engineNames = new Map(
    engineIds.length === 0
      ? []
      : (
          await db
            .select({ id: engines.id, name: engines.name })
            .from(engines)
            .where(inArray(engines.id, engineIds))
        ).map((row) => [row.id, row.name]),
  );
  const tree = new Map<string, AccessibleCdmEngine>();
  const nodeOf = (orgId: number, orgName: string, engineId: number | null) => {
    const key = `${orgId}:${engineId ?? ''}`;
    let node = tree.get(key);
    if (!node) {
      node = {
        engineId,
        engineName: engineId === null ? null : (engineNames.get(engineId) ?? null),
        orgId,
        orgName,
        atlases: [],
        cdms: [],
      };
      tree.set(key, node);
    }
    return node;
  };
  for (const atlas of atlasList)
    nodeOf(atlas.orgId, atlas.orgName, atlas.engineId).atlases.push({
      atlasId: atlas.id,
      atlasName: atlas.name,
      version: atlas.version,
    });
  for (const cdm of cdmList)
    nodeOf(cdm.orgId, cdm.orgName, cdm.engineId).cdms.push({ cdmId: cdm.id, cdmName: cdm.name });
  // Organisations by name (the lists' order), their engines by id, an engine-less group last.
  return [...tree.values()].sort(
    (a, b) =>
      a.orgName.localeCompare(b.orgName, 'ko') ||
      (a.engineId ?? Number.MAX_SAFE_INTEGER) - (b.engineId ?? Number.MAX_SAFE_INTEGER),
  );
}

/** Spec "group resources": the designs of one kind on an accessible ATLAS, asked live. */
export async function groupResources(
  db: Database,
  userId: number,
  atlasId: number,
  kind: AtlasCopyKind,
): Promise<AtlasGroupResource[]> {
  const atlas = await accessibleAtlas(db, userId, atlasId);
  const listed = await listDesigns(atlas.address, kind);
  if (!listed.ok) throw AppError.peerFailed(t.sourceDown(atlas.name, listed.message));
  return listed.designs.map(({ id, name, description, modifiedAt }) => ({
    id,
    name,
    description,
    modifiedAt,
  }));
}

// ── Groups ─────────────────────────────────────────────────────────────────────────────────────────

type Reader = Pick<Database, 'select'>;

const noCounts = () =>
  Object.fromEntries(atlasCopyStates.map((state) => [state, 0])) as Record<AtlasCopyState, number>;

/** The groups as the contract shows them, newest first: the caller's own, or everyone's for a master. */
async function groupViews(db: Reader, where: { groupIds?: number[]; createdBy?: number }) {
  const conditions = [
    ...(where.groupIds ? [inArray(atlasCopyGroups.id, where.groupIds)] : []),
    ...(where.createdBy === undefined ? [] : [eq(atlasCopyGroups.createdBy, where.createdBy)]),
  ];
  const groups = await db
    .select({
      id: atlasCopyGroups.id,
      name: atlasCopyGroups.name,
      createdAt: atlasCopyGroups.createdAt,
      createdBy: atlasCopyGroups.createdBy,
      creatorName: users.name,
      sourceAtlasId: atlasCopyGroups.sourceAtlasId,
      sourceAtlasName: atlasCopyGroups.sourceAtlasName,
    })
    .from(atlasCopyGroups)
    .leftJoin(users, eq(users.id, atlasCopyGroups.createdBy))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(atlasCopyGroups.createdAt), desc(atlasCopyGroups.id));
  if (groups.length === 0) return [];
  const items = await db
    .select({
      id: atlasCopyItems.id,
      groupId: atlasCopyItems.groupId,
      kind: atlasCopyItems.kind,
      sourceDesignId: atlasCopyItems.sourceDesignId,
      sourceName: atlasCopyItems.sourceName,
      targetAtlasId: atlasCopyItems.targetAtlasId,
      targetAtlasName: atlasCopyItems.targetAtlasName,
      state: atlasCopyItems.state,
      message: atlasCopyItems.message,
      updatedAt: atlasCopyItems.updatedAt,
      targetDesignId: atlasCopyItems.targetDesignId,
    })
    .from(atlasCopyItems)
    .where(
      inArray(
        atlasCopyItems.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(atlasCopyItems.id));
  return groups.map((group): AtlasCopyGroup => {
    const own = items.filter((item) => item.groupId === group.id);
    const counts = noCounts();
    for (const item of own) counts[item.state] += 1;
    return {
      groupId: group.id,
      groupName: group.name,
      createdAt: group.createdAt.toISOString(),
      createdBy: { id: group.createdBy, name: group.creatorName ?? '' },
      sourceAtlas: { atlasId: group.sourceAtlasId, atlasName: group.sourceAtlasName },
      counts,
      active: own.some((item) => !isTerminalAtlasCopyState(item.state)),
      groupHistory: own.map((item) => ({
        id: item.id,
        resourceName: item.sourceName,
        kind: item.kind,
        sourceDesignId: item.sourceDesignId,
        targetAtlas: { atlasId: item.targetAtlasId, atlasName: item.targetAtlasName },
        state: item.state,
        message: item.message,
        updatedAt: item.updatedAt.toISOString(),
        targetDesignId: item.targetDesignId,
      })),
    };
  });
}

export async function listGroups(db: Database, userId: number): Promise<AtlasCopyGroup[]> {
  return groupViews(db, (await isMaster(db, userId)) ? {} : { createdBy: userId });
}

/** A group the caller may see (their own, or any for a master); 404 otherwise, as if there were none. */
async function groupFor(db: Reader, userId: number, groupId: number, master: boolean) {
  const [group] = await groupViews(db, { groupIds: [groupId], ...(master ? {} : { createdBy: userId }) });
  if (!group) throw AppError.notFound(t.groupNotFound);
  return group;
}

/** What a copy needs of one source design, exported once when the group is made (and downloaded). */
export interface ExportedDesign {
  /** The export as WebAPI gave it. */
  export: Record<string, unknown>;
  /** For an incidence rate: the cohort definitions its expression names by id. */
  cohorts?: Record<string, unknown>[];
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];

/** WebAPI sends an incidence rate's expression as JSON text. */
function parsedObject(value: unknown): Record<string, unknown> | null {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function exportDesign(
  atlas: { name: string; address: string },
  kind: AtlasCopyKind,
  id: number,
): Promise<ExportedDesign> {
  const refuse = (reply: { reason: string; message: string }) =>
    reply.reason === 'notFound'
      ? AppError.invalidInput(`${fieldLabels.designs}: ${t.designMissing(atlasDesignKindLabels[kind], id)}`)
      : AppError.peerFailed(t.sourceDown(atlas.name, reply.message));
  const reply = await fetchDesign(atlas.address, kind, id);
  if (!reply.ok) throw refuse(reply);
  const exported = parsedObject(reply.json);
  if (!exported) throw AppError.peerFailed(t.sourceDown(atlas.name, t.unreadable));
  if (kind !== 'INCIDENCE_RATE') return { export: exported };
  const expression = parsedObject(exported.expression);
  const cohorts = [];
  for (const cohortId of new Set([...ids(expression?.targetIds), ...ids(expression?.outcomeIds)])) {
    const cohort = await fetchCohortDefinition(atlas.address, cohortId);
    if (!cohort.ok) throw refuse(cohort);
    const parsed = parsedObject(cohort.json);
    if (!parsed) throw AppError.peerFailed(t.sourceDown(atlas.name, t.unreadable));
    cohorts.push(parsed);
  }
  return { export: exported, cohorts };
}

const repeated = <T>(values: readonly T[], key: (value: T) => string) =>
  new Set(values.map(key)).size !== values.length;

/** Spec `POST /atlas-supporter/{id}`: the group, its items WAITING, and the job woken. */
export async function createGroup(
  db: Database,
  userId: number,
  sourceAtlasId: number,
  form: CopyInput,
): Promise<AtlasCopyGroup> {
  if (repeated(form.designs, (d) => `${d.kind}:${d.id}`))
    throw AppError.invalidInput(`${fieldLabels.designs}: ${t.designsRepeated}`);
  if (repeated(form.targetAtlasIds, String))
    throw AppError.invalidInput(`${fieldLabels.targetAtlasIds}: ${t.targetsRepeated}`);
  if (form.targetAtlasIds.includes(sourceAtlasId))
    throw AppError.invalidInput(`${fieldLabels.targetAtlasIds}: ${t.targetIsSource}`);
  const reachable = await accessibleAtlases(db, userId);
  const source = reachable.find((atlas) => atlas.id === sourceAtlasId);
  if (!source) throw AppError.notFound(t.atlasNotFound);
  const targets = form.targetAtlasIds.map((id) => reachable.find((atlas) => atlas.id === id));
  if (targets.some((target) => !target))
    throw AppError.invalidInput(`${fieldLabels.targetAtlasIds}: ${t.atlasNotFound}`);

  // Exported before anything is written: a source that is down or lacks a design refuses the group whole.
  const exported: { kind: AtlasCopyKind; id: number; document: ExportedDesign }[] = [];
  for (const design of form.designs)
    exported.push({ ...design, document: await exportDesign(source, design.kind, design.id) });

  const groupId = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(atlasCopyGroups)
      .values({
        name: form.groupName,
        createdBy: userId,
        sourceAtlasId: source.id,
        sourceAtlasName: source.name,
      })
      .returning({ id: atlasCopyGroups.id });
    if (!group) throw new Error('the copy group was not inserted');
    await tx.insert(atlasCopyItems).values(
      exported.flatMap((design) =>
        targets.map((target, index) => ({
          groupId: group.id,
          kind: design.kind,
          sourceDesignId: design.id,
          sourceName:
            typeof design.document.export.name === 'string' && design.document.export.name.trim() !== ''
              ? design.document.export.name
              : `${atlasDesignKindLabels[design.kind]} ${design.id}`,
          targetAtlasId: target!.id,
          targetAtlasName: target!.name,
          // Kept once per design (on its first target's item): the download and every copy read it there.
          design: index === 0 ? design.document : null,
        })),
      ),
    );
    await recordAudit(tx, {
      actorId: userId,
      action: 'ATLAS_COPY_STARTED',
      targetType: 'atlas_copy_group',
      targetId: group.id,
      detail: {
        sourceAtlasId: source.id,
        designs: form.designs,
        targetAtlasIds: form.targetAtlasIds,
      },
    });
    await announceCopies(tx, userId);
    await wakeCopyJobs(tx);
    return group.id;
  });
  return groupFor(db, userId, groupId, false);
}

/** Moves waiting and copying items to CANCELLED; the job undoes what a copying one made. */
async function cancelItems(db: Database, userId: number, groupId: number, itemIds: number[] | null) {
  const master = await isMaster(db, userId);
  const group = await groupFor(db, userId, groupId, master);
  const cancellable = group.groupHistory.filter(
    (item) => !isTerminalAtlasCopyState(item.state) && (itemIds === null || itemIds.includes(item.id)),
  );
  if (cancellable.length === 0) throw AppError.conflict(t.nothingToCancel);
  await db.transaction(async (tx) => {
    if (itemIds === null)
      await tx
        .update(atlasCopyGroups)
        .set({ cancelledAt: new Date() })
        .where(eq(atlasCopyGroups.id, groupId));
    await tx
      .update(atlasCopyItems)
      .set({ state: 'CANCELLED', message: t.cancelled, updatedAt: new Date(), finishedAt: new Date() })
      .where(
        and(
          inArray(
            atlasCopyItems.id,
            cancellable.map((item) => item.id),
          ),
          inArray(atlasCopyItems.state, ['WAITING', 'COPYING']),
        ),
      );
    await recordAudit(tx, {
      actorId: userId,
      action: 'ATLAS_COPY_CANCELLED',
      targetType: itemIds === null ? 'atlas_copy_group' : 'atlas_copy_item',
      targetId: itemIds === null ? groupId : itemIds.join(','),
      detail: { groupId, itemIds: cancellable.map((item) => item.id) },
    });
    if (group.createdBy.id !== null) await announceCopies(tx, group.createdBy.id);
    await wakeCopyJobs(tx);
  });
  return groupFor(db, userId, groupId, master);
}

export const cancelGroup = (db: Database, userId: number, groupId: number) =>
  cancelItems(db, userId, groupId, null);

export async function cancelItem(db: Database, userId: number, itemId: number) {
  const [item] = await db
    .select({ groupId: atlasCopyItems.groupId })
    .from(atlasCopyItems)
    .where(eq(atlasCopyItems.id, itemId));
  if (!item) throw AppError.notFound(t.itemNotFound);
  return cancelItems(db, userId, item.groupId, [itemId]);
}

/** The group's designs of one kind as exported from the source, for the JSON download. */
export async function groupDownload(
  db: Database,
  userId: number,
  resource: AtlasCopyDownload,
  groupId: number,
): Promise<{ name: string; json: string }> {
  const group = await groupFor(db, userId, groupId, await isMaster(db, userId));
  const kind = atlasCopyDownloadKind[resource];
  const rows = await db
    .select({
      sourceDesignId: atlasCopyItems.sourceDesignId,
      name: atlasCopyItems.sourceName,
      design: atlasCopyItems.design,
    })
    .from(atlasCopyItems)
    .where(
      and(
        eq(atlasCopyItems.groupId, groupId),
        eq(atlasCopyItems.kind, kind),
        isNotNull(atlasCopyItems.design),
        sql`${atlasCopyItems.design} <> 'null'::jsonb`,
      ),
    )
    .orderBy(asc(atlasCopyItems.id));
  if (rows.length === 0) throw AppError.notFound(t.nothingToDownload);
  const designs = rows.map((row) => {
    const document = row.design as ExportedDesign;
    return {
      kind,
      sourceAtlas: group.sourceAtlas,
      id: row.sourceDesignId,
      name: row.name,
      export: document.export,
      ...(document.cohorts && { cohorts: document.cohorts }),
    };
  });
  return {
    name: `atlas-copy-${groupId}-${resource}.json`,
    json: JSON.stringify({ groupId, groupName: group.groupName, designs }, null, 2),
  };
}
