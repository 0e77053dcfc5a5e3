import { and, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { atlasSupporterMessages as t, type AtlasCopyKind, type AtlasCopyState } from '@cdmnet/api/contract';
import { fetchCohortDefinition, listDesigns, type ListedDesign } from '../adapters/atlas.js';
import {
  deleteDesign,
  importDesign,
  isDown,
  knownConcepts,
  vocabularySourceKey,
} from '../adapters/atlas-import.js';
import type { CheckFailure } from '../adapters/connection-checks.js';
import type { Database } from '../db/database.js';
import { atlasCopyGroups, atlasCopyItems, atlases, auditLog, type AtlasCopyCreated } from '../db/schema.js';
import type { ExportedDesign } from './atlas-copies.js';
import { announceCopies } from './atlas-copy-signals.js';
import { recordAudit } from './audit.js';

// One copy (a design to one target ATLAS), run by the copy job (jobs/atlas-copies.ts), and the
// recovery of copies a stopped server left behind.
//
// Restart safety: before each import the item records what it is about to make (kind and name, id
// null), and the id as soon as the target answers (`created_ids`). An item that does not end COPIED
// has all of it deleted again (undo), so no design is left half-copied: after a crash, the recovery
// finds the item still COPYING, deletes what it lists (by id, or by name for an import whose reply
// never came back) and starts the copy again, up to MAX_TRIES times in all.

/** Copies a server restart interrupted before the item ends FAILED (counting the first). */
export const MAX_TRIES = 3;

export interface CopyWorkOptions {
  /** Tries on a target that does not answer before TARGET_DOWN. */
  targetTries: number;
  /** The wait before try `n + 1` (n from 1) on a target that did not answer. */
  retryDelayMs: (tries: number) => number;
}

export const defaultCopyWork: CopyWorkOptions = {
  targetTries: 3,
  retryDelayMs: (tries) => 2_000 * 2 ** (tries - 1),
};

type Outcome =
  | { state: 'COPIED'; targetDesignId: number; message: string }
  | { state: Exclude<AtlasCopyState, 'COPIED' | 'WAITING' | 'COPYING' | 'CANCELLED'>; message: string }
  | { down: CheckFailure };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** WebAPI sends some expressions as JSON text, others as objects. */
function asObject(value: unknown): Record<string, unknown> | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Every concept id a design names (circe's `CONCEPT_ID`, in expressions given as objects or JSON text). */
export function conceptIdsOf(document: unknown): number[] {
  const found = new Set<number>();
  const walk = (value: unknown, key: string | undefined) => {
    if (key === 'CONCEPT_ID' && typeof value === 'number' && Number.isInteger(value) && value > 0)
      found.add(value);
    else if (typeof value === 'string' && key === 'expression') walk(asObject(value), undefined);
    else if (Array.isArray(value)) for (const inner of value) walk(inner, undefined);
    else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
  };
  walk(document, undefined);
  return [...found].sort((a, b) => a - b);
}

/** JSON with keys sorted: two expressions are the same design when these are equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const maxId = (designs: ListedDesign[]) => designs.reduce((max, design) => Math.max(max, design.id), 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The copy of one item in the making: what it made so far is written before anything else is done. */
class CopyRun {
  readonly created: AtlasCopyCreated[] = [];

  constructor(
    private readonly db: Database,
    readonly itemId: number,
    readonly address: string,
  ) {}

  /** Writes what was made (and that this run is alive); the undo after a crash reads it. */
  async save() {
    await this.db
      .update(atlasCopyItems)
      .set({ createdIds: [...this.created], updatedAt: new Date() })
      .where(eq(atlasCopyItems.id, this.itemId));
  }

  /** Imports with the intent recorded first, then the id; a failure records nothing made. */
  async make(kind: AtlasCopyKind, name: string, body: unknown, extra: Partial<AtlasCopyCreated> = {}) {
    const entry: AtlasCopyCreated = { kind, id: null, name, ...extra };
    this.created.push(entry);
    await this.save();
    const reply = await importDesign(this.address, kind, body);
    if (!reply.ok) {
      // Said no (or did not answer): nothing to undo for this one but what a lost reply may hide, which
      // the name still finds.
      if (!isDown(reply)) this.created.pop();
      await this.save();
      return reply;
    }
    entry.id = reply.value.id;
    await this.save();
    return reply;
  }
}

/** Deletes what `created` lists on the target, newest first; answers what could not be deleted. */
export async function undoCreated(address: string, created: readonly AtlasCopyCreated[]) {
  const left: AtlasCopyCreated[] = [];
  let why = '';
  for (const entry of [...created].reverse()) {
    const ids = await idsOf(address, entry);
    if (!ids.ok) {
      left.unshift(entry);
      why = ids.message;
      continue;
    }
    let failed = false;
    for (const { kind, id } of ids.value) {
      const reply = await deleteDesign(address, kind, id);
      if (!reply.ok) {
        failed = true;
        why = reply.message;
      }
    }
    if (failed) left.unshift(entry);
  }
  return { left, why };
}

/**
 * The designs an entry stands for: its id, or, when the reply never came, the designs of its name
 * made after the copy began (ids above what the target had), with a characterization's cohorts.
 */
async function idsOf(
  address: string,
  entry: AtlasCopyCreated,
): Promise<{ ok: true; value: { kind: AtlasCopyKind; id: number }[] } | CheckFailure> {
  if (entry.id !== null) return { ok: true, value: [{ kind: entry.kind, id: entry.id }] };
  const listed = await listDesigns(address, entry.kind);
  if (!listed.ok) return listed;
  const value = listed.designs
    .filter((design) => design.id > (entry.above ?? 0) && sameName(design.name, entry.name))
    .map((design) => ({ kind: entry.kind, id: design.id }));
  if (entry.kind === 'CHARACTERIZATION' && entry.cohortNames && entry.cohortNames.length > 0) {
    const cohorts = await listDesigns(address, 'COHORT');
    if (!cohorts.ok) return cohorts;
    for (const cohort of cohorts.designs)
      if (
        cohort.id > (entry.cohortsAbove ?? 0) &&
        entry.cohortNames.some((name) => sameName(name, cohort.name))
      )
        value.push({ kind: 'COHORT', id: cohort.id });
  }
  return { ok: true, value };
}

/** One try of the copy on the target. Anything made is listed in `run.created` (undone unless COPIED). */
async function tryCopy(
  run: CopyRun,
  kind: AtlasCopyKind,
  name: string,
  design: ExportedDesign,
): Promise<Outcome> {
  const problem = (failure: CheckFailure): Outcome =>
    isDown(failure) ? { down: failure } : { state: 'FAILED', message: t.refused(failure.message) };

  const listed = await listDesigns(run.address, kind);
  if (!listed.ok) return problem(listed);
  const clash = listed.designs.find((existing) => sameName(existing.name, name));
  if (clash) return { state: 'NAME_CLASH', message: t.nameClash(clash.name) };

  const sourceKey = await vocabularySourceKey(run.address);
  if (!sourceKey.ok) return problem(sourceKey);
  if (sourceKey.value === null) return { state: 'FAILED', message: t.noSource };
  const wanted = conceptIdsOf(design);
  const known = await knownConcepts(run.address, sourceKey.value, wanted);
  if (!known.ok) return problem(known);
  const missing = wanted.filter((id) => !known.value.has(id));
  if (missing.length > 0) return { state: 'MISSING_CONCEPTS', message: t.missingConcepts(missing) };

  const made = await importOf(run, kind, name, design, listed.designs);
  if ('down' in made || 'state' in made) return made;
  return { state: 'COPIED', targetDesignId: made.id, message: t.copied(made.id) };
}

/** The import of each kind (protocol.md "Designs"). */
async function importOf(
  run: CopyRun,
  kind: AtlasCopyKind,
  name: string,
  design: ExportedDesign,
  existing: ListedDesign[],
): Promise<{ id: number } | Outcome> {
  const problem = (failure: CheckFailure): Outcome =>
    isDown(failure) ? { down: failure } : { state: 'FAILED', message: t.refused(failure.message) };
  const exported = design.export;
  const description = text(exported.description);
  switch (kind) {
    case 'COHORT': {
      const reply = await run.make(
        kind,
        name,
        { name, description, expressionType: 'SIMPLE_EXPRESSION', expression: asObject(exported.expression) },
        { above: maxId(existing) },
      );
      return reply.ok ? { id: reply.value.id } : problem(reply);
    }
    case 'CHARACTERIZATION': {
      const cohorts = await listDesigns(run.address, 'COHORT');
      if (!cohorts.ok) return problem(cohorts);
      const cohortsAbove = maxId(cohorts.designs);
      const cohortNames = (Array.isArray(exported.cohorts) ? exported.cohorts : []).map((c) =>
        text((c as Record<string, unknown> | null)?.name),
      );
      const reply = await run.make(kind, name, exported, {
        above: maxId(existing),
        cohortsAbove,
        cohortNames,
      });
      if (!reply.ok) return problem(reply);
      // The cohorts the import made (a WebAPI may reuse one it already had: those stay).
      for (const id of reply.value.cohortIds.filter((id) => id > cohortsAbove))
        run.created.push({ kind: 'COHORT', id, name: '' });
      await run.save();
      return { id: reply.value.id };
    }
    case 'INCIDENCE_RATE': {
      const expression = asObject(exported.expression);
      if (!expression) return { state: 'FAILED', message: t.unreadable };
      const targetCohorts = await listDesigns(run.address, 'COHORT');
      if (!targetCohorts.ok) return problem(targetCohorts);
      // Each cohort the rate names: the target's own when it has the same one, else a copy.
      const newIds = new Map<number, number>();
      for (const cohort of design.cohorts ?? []) {
        const sourceId = Number(cohort.id);
        const cohortName = text(cohort.name);
        const cohortExpression = asObject(cohort.expression);
        const same = targetCohorts.designs.find((c) => sameName(c.name, cohortName));
        if (same) {
          const theirs = await fetchCohortDefinition(run.address, same.id);
          if (!theirs.ok) return problem(theirs);
          const theirExpression = asObject((theirs.json as Record<string, unknown> | null)?.expression);
          if (canonical(theirExpression) !== canonical(cohortExpression))
            return { state: 'NAME_CLASH', message: t.cohortNameClash(same.name) };
          newIds.set(sourceId, same.id);
          continue;
        }
        const reply = await run.make(
          'COHORT',
          cohortName,
          {
            name: cohortName,
            description: text(cohort.description),
            expressionType: 'SIMPLE_EXPRESSION',
            expression: cohortExpression,
          },
          { above: maxId(targetCohorts.designs) },
        );
        if (!reply.ok) return problem(reply);
        newIds.set(sourceId, reply.value.id);
      }
      const renamed = (value: unknown) =>
        Array.isArray(value)
          ? (value as unknown[]).map((id) => (typeof id === 'number' ? (newIds.get(id) ?? id) : id))
          : value;
      const rewritten = {
        ...expression,
        targetIds: renamed(expression.targetIds),
        outcomeIds: renamed(expression.outcomeIds),
      };
      const reply = await run.make(
        kind,
        name,
        { name, description, expression: JSON.stringify(rewritten) },
        { above: maxId(existing) },
      );
      return reply.ok ? { id: reply.value.id } : problem(reply);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves an item on, telling its group's creator, when it is still in `from`; answers whether it moved. */
async function move(
  db: Database,
  itemId: number,
  from: AtlasCopyState,
  to: Partial<typeof atlasCopyItems.$inferInsert>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(atlasCopyItems)
      .set({ ...to, updatedAt: new Date() })
      .where(and(eq(atlasCopyItems.id, itemId), eq(atlasCopyItems.state, from)))
      .returning({ groupId: atlasCopyItems.groupId });
    const [row] = moved;
    if (!row) return false;
    const [group] = await tx
      .select({ createdBy: atlasCopyGroups.createdBy })
      .from(atlasCopyGroups)
      .where(eq(atlasCopyGroups.id, row.groupId));
    await announceCopies(tx, group?.createdBy ?? null);
    return true;
  });
}

async function stateOf(db: Database, itemId: number) {
  const [row] = await db
    .select({ state: atlasCopyItems.state })
    .from(atlasCopyItems)
    .where(eq(atlasCopyItems.id, itemId));
  return row?.state;
}

/** The export a group keeps once per design (on one of its items). */
async function designOf(
  db: Database,
  item: { groupId: number; kind: AtlasCopyKind; sourceDesignId: number },
) {
  const [row] = await db
    .select({ design: atlasCopyItems.design })
    .from(atlasCopyItems)
    .where(
      and(
        eq(atlasCopyItems.groupId, item.groupId),
        eq(atlasCopyItems.kind, item.kind),
        eq(atlasCopyItems.sourceDesignId, item.sourceDesignId),
        isNotNull(atlasCopyItems.design),
        sql`${atlasCopyItems.design} <> 'null'::jsonb`,
      ),
    )
    .limit(1);
  return (row?.design ?? null) as ExportedDesign | null;
}

/**
 * Copies one item if it still waits: WAITING → COPYING → an end state. A target that does not answer
 * is tried `targetTries` times with growing waits (the item stays COPYING meanwhile) before
 * TARGET_DOWN. A cancel (the item moved to CANCELLED meanwhile) is heard between steps, and what was
 * made is undone.
 */
export async function copyItem(
  db: Database,
  itemId: number,
  options: CopyWorkOptions = defaultCopyWork,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Promise<void> {
  if (!(await move(db, itemId, 'WAITING', { state: 'COPYING', message: null }))) return;
  const [item] = await db
    .select({
      groupId: atlasCopyItems.groupId,
      kind: atlasCopyItems.kind,
      sourceDesignId: atlasCopyItems.sourceDesignId,
      name: atlasCopyItems.sourceName,
      address: atlases.address,
    })
    .from(atlasCopyItems)
    .leftJoin(atlases, eq(atlases.id, atlasCopyItems.targetAtlasId))
    .where(eq(atlasCopyItems.id, itemId));
  const design = item ? await designOf(db, item) : null;
  if (!item?.address || !design) {
    await finish(db, itemId, { state: 'FAILED', message: t.atlasGone });
    return;
  }
  const run = new CopyRun(db, itemId, item.address);
  try {
    for (let tries = 1; ; tries++) {
      const outcome = await tryCopy(run, item.kind, item.name, design);
      if (!('down' in outcome)) {
        await settle(db, run, outcome);
        return;
      }
      await undoInto(run);
      if (tries >= options.targetTries) {
        await settle(db, run, { state: 'TARGET_DOWN', message: t.targetDown(tries, outcome.down.message) });
        return;
      }
      await sleep(options.retryDelayMs(tries));
      if ((await stateOf(db, itemId)) !== 'COPYING') {
        // Cancelled while it waited to try again: settle hears it and says so.
        await settle(db, run, { state: 'FAILED', message: t.cancelled });
        return;
      }
      await run.save();
    }
  } catch (error) {
    log(`ATLAS copy item ${itemId} failed unexpectedly; what it made is undone.`, error);
    await settle(db, run, { state: 'FAILED', message: t.unexpected });
  }
}

/** Undoes what the run made, keeping in `run.created` only what could not be deleted. */
async function undoInto(run: CopyRun) {
  const { left, why } = await undoCreated(run.address, run.created);
  run.created.splice(0, run.created.length, ...left);
  await run.save();
  return why;
}

/**
 * Ends the run: COPIED keeps what it made; any other end, or a cancel heard now, undoes it first. What
 * could not be undone stays listed (the recovery tries again) and the message says so.
 */
async function settle(db: Database, run: CopyRun, outcome: Exclude<Outcome, { down: CheckFailure }>) {
  if (outcome.state === 'COPIED') {
    const done = await move(db, run.itemId, 'COPYING', {
      state: 'COPIED',
      message: outcome.message,
      targetDesignId: outcome.targetDesignId,
      createdIds: [],
      finishedAt: new Date(),
    });
    if (done) return;
  }
  const madeIds = run.created.flatMap((entry) => (entry.id === null ? [] : [entry.id]));
  const why = await undoInto(run);
  const undone = run.created.length === 0;
  const cancelled = (await stateOf(db, run.itemId)) === 'CANCELLED';
  const message = !undone
    ? t.undoFailed(madeIds, why)
    : cancelled
      ? madeIds.length > 0
        ? t.cancelledUndone(madeIds)
        : t.cancelled
      : outcome.message;
  if (cancelled) {
    await db
      .update(atlasCopyItems)
      .set({ message, updatedAt: new Date() })
      .where(eq(atlasCopyItems.id, run.itemId));
    return;
  }
  await finish(db, run.itemId, { state: outcome.state === 'COPIED' ? 'FAILED' : outcome.state, message });
}

async function finish(db: Database, itemId: number, end: { state: AtlasCopyState; message: string }) {
  await move(db, itemId, 'COPYING', { ...end, finishedAt: new Date() });
}

// ── Recovery ───────────────────────────────────────────────────────────────────────────────────────

const INTERRUPTED = 'ATLAS_COPY_INTERRUPTED';

/**
 * After a stop: every item COPYING for longer than `orphanAfterMs` (no run of this or any process
 * touches it: a run writes at each step) is undone and waits again, or ends FAILED after MAX_TRIES;
 * every ended item still listing what it made (a cancel or failure whose undo did not finish) is
 * undone. Answers the items that wait.
 */
export async function recoverCopies(db: Database, orphanAfterMs: number): Promise<number[]> {
  const before = new Date(Date.now() - orphanAfterMs);
  const stale = await db
    .select({
      id: atlasCopyItems.id,
      state: atlasCopyItems.state,
      createdIds: atlasCopyItems.createdIds,
      address: atlases.address,
    })
    .from(atlasCopyItems)
    .leftJoin(atlases, eq(atlases.id, atlasCopyItems.targetAtlasId))
    .where(
      and(
        lt(atlasCopyItems.updatedAt, before),
        sql`(${atlasCopyItems.state} = 'COPYING' or ${atlasCopyItems.createdIds} <> '[]'::jsonb)`,
      ),
    );
  for (const item of stale) {
    const { left, why } = item.address
      ? await undoCreated(item.address, item.createdIds)
      : { left: [], why: '' };
    const madeIds = item.createdIds.flatMap((entry) => (entry.id === null ? [] : [entry.id]));
    if (item.state !== 'COPYING') {
      await db
        .update(atlasCopyItems)
        .set({
          createdIds: left,
          updatedAt: new Date(),
          ...(left.length > 0
            ? { message: t.undoFailed(madeIds, why) }
            : item.state === 'CANCELLED' && madeIds.length > 0
              ? { message: t.cancelledUndone(madeIds) }
              : {}),
        })
        .where(eq(atlasCopyItems.id, item.id));
      continue;
    }
    const [tries] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, INTERRUPTED),
          eq(auditLog.targetType, 'atlas_copy_item'),
          eq(auditLog.targetId, String(item.id)),
        ),
      );
    const interrupted = (tries?.n ?? 0) + 1;
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: null,
        action: INTERRUPTED,
        targetType: 'atlas_copy_item',
        targetId: item.id,
        detail: { undone: madeIds, left },
      });
    });
    const end =
      left.length > 0
        ? { state: 'FAILED' as const, message: t.undoFailed(madeIds, why) }
        : interrupted >= MAX_TRIES
          ? { state: 'FAILED' as const, message: t.interrupted(interrupted) }
          : { state: 'WAITING' as const, message: null };
    await move(db, item.id, 'COPYING', {
      ...end,
      createdIds: left,
      ...(end.state === 'FAILED' && { finishedAt: new Date() }),
    });
  }
  return waitingItems(db);
}

/** The items that wait now (the job enqueues each; a copy claims its item, so twice is harmless). */
export async function waitingItems(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: atlasCopyItems.id })
    .from(atlasCopyItems)
    .where(eq(atlasCopyItems.state, 'WAITING'));
  return rows.map((row) => row.id);
}
