import type { HttpHandler } from 'msw';
import type { AnalysisDetail } from '../contract/analyses.js';
import { analysisMessages as am } from '../contract/analyses.ko.js';
import {
  atlasDesignKinds,
  type AtlasDesignDetail,
  type AtlasDesignKind,
  type AtlasDesignSummary,
  type AtlasUnreachable,
} from '../contract/atlas-designs.js';
import { atlasDesignKindLabels, atlasDesignMessages as t } from '../contract/atlas-designs.ko.js';
import { ResultCode } from '../contract/codes.js';
import { roleGatedAnalysisTypes, type AnalysisType } from '../contract/enums.js';
import { analysisAtlasApi } from '../contract/index.js';
import type { UserInfo } from '../contract/user.js';
import { notFound, refused, userById } from './admin.fixtures.js';
import { atlasDesignsOf, type MockAtlasDesign } from './analysis-atlas.fixtures.js';
import { fakeChecksum, type MockAnalysis, type MockAnalysisVersion } from './analyses.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { recordProjectLog } from './projects.handlers.js';
import { accessOf, membershipOf } from './projects.fixtures.js';
import { mockFor, requireUser } from './session.js';

// An analysis's ATLAS designs (spec §7 "Analysis": atlas list, detail, POST), answering as the server's
// services/analysis-atlas.ts does: the target organisations' ATLASes asked each time (one that fails is
// reported beside the others' designs); a design's document as an import stores it; the import for the
// analysis's author or a manager holding the type's research role, as a package upload is
// (analyses.handlers.ts, whose version rows and log it writes the same way).

const forbidden = (message: string) => new MockFailure(403, ResultCode.FORBIDDEN, message);
const peerFailed = (message: string) => new MockFailure(422, ResultCode.PEER_FAILED, message);

/** The design generator's verdict (services/design-packages.ts): R study packages do not run as SQL. */
const runsAsSql = (kind: AtlasDesignKind) => kind !== 'ESTIMATION' && kind !== 'PREDICTION';

export const analysisAtlasHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const state = atlasDesignsOf(db);
  const orgName = (orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';
  const nameOf = (userId: number | null) => (userId === null ? null : (userById(db, userId)?.name ?? null));

  const find = (projectId: number, analysisId: number) => {
    const row = db.analyses.find((a) => a.id === analysisId && a.projectId === projectId);
    if (!row) throw notFound(am.notFound);
    return row;
  };

  /** The ATLASes of the analysis's target organisations, by organisation name, then id. */
  const targetAtlases = (row: MockAnalysis) => {
    const orgIds = new Set(row.cdmIds.flatMap((id) => db.cdms.find((c) => c.id === id)?.orgId ?? []));
    return db.atlases
      .filter((atlas) => orgIds.has(atlas.orgId))
      .map((atlas) => ({ id: atlas.id, name: atlas.name, orgName: orgName(atlas.orgId) }))
      .sort((a, b) => a.orgName.localeCompare(b.orgName, 'ko') || a.id - b.id);
  };
  type Atlas = ReturnType<typeof targetAtlases>[number];

  const atlasOf = (row: MockAnalysis, atlasId: number) => {
    const atlas = targetAtlases(row).find((a) => a.id === atlasId);
    if (!atlas) throw refused(t.atlasNotTarget);
    return atlas;
  };

  const designOf = (atlas: Atlas, kind: AtlasDesignKind, designId: number) => {
    const reason = state.unreachable.get(atlas.id);
    if (reason !== undefined) throw peerFailed(reason);
    const design = state.designs.get(atlas.id)?.find((d) => d.kind === kind && d.id === designId);
    if (!design) throw notFound(t.designNotFound);
    return design;
  };

  /** The document an import stores: kind, source and the export (an incidence rate with its cohorts). */
  const documentOf = (atlas: Atlas, design: MockAtlasDesign) => {
    const source = { atlasId: atlas.id, atlasName: atlas.name, orgName: atlas.orgName, designId: design.id };
    const exported = { id: design.id, name: design.name, description: design.description, ...design.body };
    switch (design.kind) {
      case 'COHORT':
        return {
          kind: design.kind,
          source,
          cohort: { id: design.id, name: design.name, expression: design.body.expression },
        };
      case 'INCIDENCE_RATE': {
        const expression = design.body.expression as { targetIds?: number[]; outcomeIds?: number[] };
        const ids = [...new Set([...(expression.targetIds ?? []), ...(expression.outcomeIds ?? [])])];
        const cohorts = ids.flatMap((id) => {
          const cohort = state.designs.get(atlas.id)?.find((d) => d.kind === 'COHORT' && d.id === id);
          return cohort ? [{ id, name: cohort.name, expression: cohort.body.expression }] : [];
        });
        return { kind: design.kind, source, design: exported, cohorts };
      }
      default:
        return { kind: design.kind, source, design: exported };
    }
  };
  const documentText = (atlas: Atlas, design: MockAtlasDesign) =>
    JSON.stringify(documentOf(atlas, design), null, 2);

  const mayEdit = (row: MockAnalysis, user: UserInfo) => {
    const member = membershipOf(db, row.projectId, user.id);
    if (member?.state !== 'ACCEPTED') return false;
    return accessOf(member).role === 'MANAGER' || row.authorId === user.id;
  };

  const requireTypeRole = (user: UserInfo, type: AnalysisType) => {
    const gated = (roleGatedAnalysisTypes as readonly string[]).includes(type);
    if (gated && !user.researchRole.includes(type as (typeof roleGatedAnalysisTypes)[number])) {
      throw forbidden(am.typeNeedsRole[type as (typeof roleGatedAnalysisTypes)[number]]);
    }
  };

  const versionsOf = (analysisId: number) =>
    db.analysisVersions.filter((v) => v.analysisId === analysisId).sort((a, b) => b.version - a.version);

  /** The analysis as `GET …/analysis/:analysisId` answers it (analyses.handlers.ts's detailOf). */
  const detailOf = (row: MockAnalysis, user: UserInfo): AnalysisDetail => ({
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    type: row.type,
    targets: row.cdmIds
      .flatMap((cdmId) => {
        const cdm = db.cdms.find((c) => c.id === cdmId);
        return cdm ? [{ cdmId, cdmName: cdm.name, orgId: cdm.orgId, orgName: orgName(cdm.orgId) }] : [];
      })
      .sort((a, b) => a.orgName.localeCompare(b.orgName, 'ko') || a.cdmId - b.cdmId),
    authorId: row.authorId,
    authorName: nameOf(row.authorId),
    latestVersion: versionsOf(row.id)[0]?.version ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    description: row.description,
    versions: versionsOf(row.id).map(({ analysisId: _id, bytes: _bytes, uploadedBy, ...version }) => ({
      ...version,
      uploadedByName: nameOf(uploadedBy),
    })),
    mayEdit: mayEdit(row, user),
  });

  const kindOrder = (kind: AtlasDesignKind) => atlasDesignKinds.indexOf(kind);

  return [
    mock(analysisAtlasApi.listAtlasDesigns, ({ params }) => {
      const designs: AtlasDesignSummary[] = [];
      const unreachable: AtlasUnreachable[] = [];
      for (const atlas of targetAtlases(find(params.id, params.analysisId))) {
        const source = { atlasId: atlas.id, atlasName: atlas.name, orgName: atlas.orgName };
        const reason = state.unreachable.get(atlas.id);
        if (reason !== undefined) {
          // The server names the first kind it failed to list: every kind fails alike here.
          unreachable.push({ ...source, message: `${atlasDesignKindLabels.COHORT}: ${reason}` });
          continue;
        }
        for (const design of state.designs.get(atlas.id) ?? []) {
          designs.push({
            ...source,
            kind: design.kind,
            designId: design.id,
            name: design.name,
            description: design.description,
            modifiedAt: design.modifiedAt,
          });
        }
      }
      designs.sort(
        (a, b) =>
          a.orgName.localeCompare(b.orgName, 'ko') ||
          kindOrder(a.kind) - kindOrder(b.kind) ||
          a.name.localeCompare(b.name, 'ko'),
      );
      return { content: { designs, unreachable } };
    }),

    mock(analysisAtlasApi.getAtlasDesign, ({ params }) => {
      const row = find(params.id, params.analysisId);
      const atlas = atlasOf(row, params.atlasId);
      const design = designOf(atlas, params.kind, params.designId);
      const content: AtlasDesignDetail = {
        atlasId: atlas.id,
        atlasName: atlas.name,
        orgName: atlas.orgName,
        kind: design.kind,
        designId: design.id,
        name: design.name,
        // As the server: the description and date the list shows (an export may leave them out).
        description: design.description,
        modifiedAt: design.modifiedAt,
        document: documentText(atlas, design),
        runsAsSql: runsAsSql(design.kind),
      };
      return { content };
    }),

    // The server's order: the analysis (404), the ATLAS (400), the design (404, 422), then the editor
    // (403) and the type's research role (403), as a package upload checks them.
    mock(analysisAtlasApi.importAtlasDesign, ({ params, body }) => {
      const row = find(params.id, params.analysisId);
      const atlas = atlasOf(row, body.atlasId);
      const design = designOf(atlas, body.kind, body.designId);
      const me = requireUser(db);
      if (!mayEdit(row, me)) throw forbidden(am.notEditor);
      requireTypeRole(me, row.type);
      const bytes = new TextEncoder().encode(documentText(atlas, design));
      const version: MockAnalysisVersion = {
        analysisId: row.id,
        version: (versionsOf(row.id)[0]?.version ?? 0) + 1,
        fileName: `atlas-${body.kind.toLowerCase().replace('_', '-')}-${body.designId}.json`,
        size: bytes.length,
        checksum: fakeChecksum(bytes),
        flType: null,
        uploadedBy: me.id,
        createdAt: new Date().toISOString(),
        bytes,
      };
      db.analysisVersions.push(version);
      row.updatedAt = version.createdAt;
      recordProjectLog(db, row.projectId, 'PACKAGE_UPLOADED', me.id, null, {
        analysisId: row.id,
        name: row.name,
        version: version.version,
        fileName: version.fileName,
        flType: null,
      });
      return { content: detailOf(row, me), message: t.imported(design.name) };
    }),
  ];
};
