import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  atlasDesignKindLabels,
  atlasDesignKinds,
  atlasDesignMessages as t,
  type AnalysisDetail,
  type AtlasDesignDetail,
  type AtlasDesignKind,
  type AtlasDesignList,
  type AtlasDesignSummary,
  type AtlasUnreachable,
} from '@cdmnet/api/contract';
import { fetchCohortDefinition, fetchDesign, listDesigns } from '../adapters/atlas.js';
import type { Database } from '../db/database.js';
import { analysisTargets, atlases, cdmDatabases, organizations } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { getAnalysis } from './analyses.js';
import { analysisIn, lockForEdit, requireTypeRoles } from './analysis-access.js';
import { addPackageVersion } from './analysis-packages.js';
import { designToSql } from './design-packages.js';
import type { Writer } from './projects.js';

// Designs on the target organisations' ATLAS WebAPIs, listed live and imported as package versions
// (spec §7 "Analysis": atlas list, detail, POST). What is stored is a document naming its kind and
// source, with the export as WebAPI gave it and, for an incidence rate, the cohort definitions it
// refers to by id, so the version runs later without asking the ATLAS again.

type Reader = Pick<Database, 'select' | 'selectDistinct'>;

async function targetAtlases(db: Reader, analysisId: number) {
  const orgIds = db
    .selectDistinct({ id: cdmDatabases.orgId })
    .from(analysisTargets)
    .innerJoin(cdmDatabases, eq(cdmDatabases.id, analysisTargets.cdmId))
    .where(eq(analysisTargets.analysisId, analysisId));
  return db
    .select({ id: atlases.id, name: atlases.name, address: atlases.address, orgName: organizations.name })
    .from(atlases)
    .innerJoin(organizations, eq(organizations.id, atlases.orgId))
    .where(inArray(atlases.orgId, orgIds))
    .orderBy(asc(organizations.name), asc(atlases.id));
}
type Atlas = Awaited<ReturnType<typeof targetAtlases>>[number];

export async function listAtlasDesigns(
  db: Database,
  projectId: number,
  analysisId: number,
): Promise<AtlasDesignList> {
  await analysisIn(db, projectId, analysisId);
  const designs: AtlasDesignSummary[] = [];
  const unreachable: AtlasUnreachable[] = [];
  await Promise.all(
    (await targetAtlases(db, analysisId)).map(async (atlas) => {
      const lists = await Promise.all(atlasDesignKinds.map((kind) => listDesigns(atlas.address, kind)));
      const failure = lists.findIndex((list) => !list.ok);
      const failed = lists[failure];
      if (failed && !failed.ok) {
        // One failure is enough to say the list is not whole; the first names what failed.
        unreachable.push({
          atlasId: atlas.id,
          atlasName: atlas.name,
          orgName: atlas.orgName,
          message: `${atlasDesignKindLabels[atlasDesignKinds[failure]!]}: ${failed.message}`,
        });
      }
      lists.forEach((list, i) => {
        if (!list.ok) return;
        for (const design of list.designs) {
          designs.push({
            atlasId: atlas.id,
            atlasName: atlas.name,
            orgName: atlas.orgName,
            kind: atlasDesignKinds[i]!,
            designId: design.id,
            name: design.name,
            description: design.description,
            modifiedAt: design.modifiedAt,
          });
        }
      });
    }),
  );
  const order = (d: AtlasDesignSummary) =>
    `${d.orgName}\u0000${atlasDesignKinds.indexOf(d.kind)}\u0000${d.name}`;
  designs.sort((a, b) => order(a).localeCompare(order(b), 'ko'));
  return { designs, unreachable };
}

/** WebAPI sends some expressions as JSON text, others as objects. */
function parsedExpression(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw AppError.peerFailed(t.unreadable('식(expression)'));
  }
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];

function unwrap<T>(reply: { ok: true; json: T } | { ok: false; reason: string; message: string }): T {
  if (reply.ok) return reply.json;
  if (reply.reason === 'httpStatus' && reply.message.includes('404'))
    throw AppError.notFound(t.designNotFound);
  throw AppError.peerFailed(reply.message);
}

/** The document an import stores (the design generator's input: services/design-packages.ts). */
async function designDocument(atlas: Atlas, kind: AtlasDesignKind, designId: number) {
  const source = { atlasId: atlas.id, atlasName: atlas.name, orgName: atlas.orgName, designId };
  const exported = unwrap(await fetchDesign(atlas.address, kind, designId)) as Record<string, unknown> | null;
  if (!exported || typeof exported !== 'object') throw AppError.peerFailed(t.unreadable('설계'));
  const name =
    typeof exported.name === 'string' ? exported.name : `${atlasDesignKindLabels[kind]} ${designId}`;
  const description = typeof exported.description === 'string' ? exported.description : '';
  switch (kind) {
    case 'COHORT':
      return {
        name,
        description,
        document: {
          kind,
          source,
          cohort: { id: designId, name, expression: parsedExpression(exported.expression) },
        },
      };
    case 'INCIDENCE_RATE': {
      const expression = parsedExpression(exported.expression) as Record<string, unknown> | null;
      const cohortIds = [...new Set([...ids(expression?.targetIds), ...ids(expression?.outcomeIds)])];
      const cohorts = [];
      for (const id of cohortIds) {
        const cohort = unwrap(await fetchCohortDefinition(atlas.address, id)) as Record<string, unknown>;
        cohorts.push({
          id,
          name: typeof cohort.name === 'string' ? cohort.name : String(id),
          expression: parsedExpression(cohort.expression),
        });
      }
      return { name, description, document: { kind, source, design: { ...exported, expression }, cohorts } };
    }
    default:
      return { name, description, document: { kind, source, design: exported } };
  }
}

async function atlasOf(db: Reader, analysisId: number, atlasId: number) {
  const atlas = (await targetAtlases(db, analysisId)).find((row) => row.id === atlasId);
  if (!atlas) throw AppError.invalidInput(t.atlasNotTarget);
  return atlas;
}

/**
 * The design as its ATLAS lists it. Some exports leave out what the list shows (a characterization's
 * CcExportDTO has no description and no dates), so the detail takes both from the list, and says
 * what the list said. A list that fails leaves the export's own fields.
 */
async function listedDesign(atlas: Atlas, kind: AtlasDesignKind, designId: number) {
  const list = await listDesigns(atlas.address, kind);
  return list.ok ? list.designs.find((design) => design.id === designId) : undefined;
}

export async function getAtlasDesign(
  db: Database,
  projectId: number,
  analysisId: number,
  atlasId: number,
  kind: AtlasDesignKind,
  designId: number,
): Promise<AtlasDesignDetail> {
  await analysisIn(db, projectId, analysisId);
  const atlas = await atlasOf(db, analysisId, atlasId);
  const [design, listed] = await Promise.all([
    designDocument(atlas, kind, designId),
    listedDesign(atlas, kind, designId),
  ]);
  return {
    atlasId,
    atlasName: atlas.name,
    orgName: atlas.orgName,
    kind,
    designId,
    name: design.name,
    description: listed?.description || design.description,
    modifiedAt: listed?.modifiedAt ?? null,
    document: JSON.stringify(design.document, null, 2),
    runsAsSql: designToSql(design.document).ok,
  };
}

/** Imports a design as the analysis's next package version (its author or a manager). */
export async function importAtlasDesign(
  db: Writer,
  userId: number,
  projectId: number,
  analysisId: number,
  form: { atlasId: number; kind: AtlasDesignKind; designId: number },
): Promise<{ detail: AnalysisDetail; name: string }> {
  const row = await analysisIn(db, projectId, analysisId);
  // Who may import is settled before any hospital's ATLAS is asked on the caller's behalf.
  await db.transaction(async (tx) => {
    const analysis = await lockForEdit(tx, userId, projectId, row.id);
    await requireTypeRoles(tx, userId, [analysis.type]);
  });
  const atlas = await atlasOf(db, analysisId, form.atlasId);
  // Asked before the transaction: an ATLAS's answer must not hold the project's lock.
  const design = await designDocument(atlas, form.kind, form.designId);
  const bytes = Buffer.from(JSON.stringify(design.document, null, 2));
  return db.transaction(async (tx) => {
    const analysis = await lockForEdit(tx, userId, projectId, row.id);
    await requireTypeRoles(tx, userId, [analysis.type]);
    await addPackageVersion(tx, {
      userId,
      projectId,
      analysis,
      file: {
        name: `atlas-${form.kind.toLowerCase().replace('_', '-')}-${form.designId}.json`,
        bytes,
        mimeType: 'application/json',
        checksum: createHash('sha256').update(bytes).digest('hex'),
      },
      flType: null,
    });
    return { detail: await getAnalysis(tx, userId, projectId, analysisId), name: design.name };
  });
}
