import type { HttpHandler } from 'msw';
import {
  ANALYSIS_IMAGES_MAX,
  type AdvancedDetail,
  type AdvancedImage,
  type AnalysisDetail,
  type AnalysisSummary,
  type AnalysisTarget,
  type AnalysisTargetOption,
} from '../contract/analyses.js';
import { analysisMessages as t } from '../contract/analyses.ko.js';
import { ResultCode } from '../contract/codes.js';
import { roleGatedAnalysisTypes, type AnalysisType, type FlType } from '../contract/enums.js';
import { analysesApi } from '../contract/index.js';
import type { ProjectLogAction } from '../contract/projects.js';
import type { UserInfo } from '../contract/user.js';
import { conflict, notFound, refused, userById } from './admin.fixtures.js';
import {
  acceptImages,
  acceptPackage,
  mockFileFor,
  requireMultipart,
  standInPackage,
} from './analyses.files.js';
import { fakeChecksum, TINY_PNG, type MockAnalysis, type MockAnalysisVersion } from './analyses.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure, type MockRequest } from './mock.js';
import { visibleOrgsOf } from './network.handlers.js';
import { recordProjectLog } from './projects.handlers.js';
import { accessOf, membershipOf } from './projects.fixtures.js';
import { mockFor, requireUser } from './session.js';

// A project's analyses (spec §3/§7 "Analysis"), answering as the server's services/analys*.ts do:
// members only (the `projectOf` guard, before the input); changes by the author or a manager; work on
// an ADVANCED_ANALYSIS, ML or FL analysis for holders of that research role (deleting needs none);
// every package kept as a version; each refusal in the server's order, with its status and message.

const forbidden = (message: string) => new MockFailure(403, ResultCode.FORBIDDEN, message);

const isRoleGated = (type: AnalysisType): type is (typeof roleGatedAnalysisTypes)[number] =>
  (roleGatedAnalysisTypes as readonly string[]).includes(type);

/** Working on a role-gated type needs the research role of the same name (domain.md "Actors"). */
function requireTypeRole(user: UserInfo, type: AnalysisType) {
  if (isRoleGated(type) && !user.researchRole.includes(type)) throw forbidden(t.typeNeedsRole[type]);
}

type PackageRequest = Pick<
  MockRequest<typeof analysesApi.uploadAnalysisPackage>,
  'params' | 'request' | 'files'
>;

export const analysesHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const mockFile = mockFileFor(db);
  const now = () => new Date().toISOString();

  const orgName = (orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';

  /** In the order the form offers them: by organisation, then CDM. */
  const targetsOf = (row: MockAnalysis): AnalysisTarget[] =>
    row.cdmIds
      .flatMap((cdmId) => {
        const cdm = db.cdms.find((c) => c.id === cdmId);
        return cdm ? [{ cdmId, cdmName: cdm.name, orgId: cdm.orgId, orgName: orgName(cdm.orgId) }] : [];
      })
      .sort((a, b) => a.orgName.localeCompare(b.orgName, 'ko') || a.cdmId - b.cdmId);

  const versionsOf = (analysisId: number) =>
    db.analysisVersions.filter((v) => v.analysisId === analysisId).sort((a, b) => b.version - a.version);

  const imagesOf = (analysisId: number) =>
    db.analysisImages.filter((i) => i.analysisId === analysisId).sort((a, b) => a.id - b.id);

  const nameOf = (userId: number | null) => (userId === null ? null : (userById(db, userId)?.name ?? null));

  const summaryOf = (row: MockAnalysis): AnalysisSummary => ({
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    type: row.type,
    targets: targetsOf(row),
    authorId: row.authorId,
    authorName: nameOf(row.authorId),
    latestVersion: versionsOf(row.id)[0]?.version ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  /** Its author or a manager of its project, as the server's mayEditAnalysis says. */
  const mayEdit = (row: MockAnalysis, user: UserInfo) => {
    const member = membershipOf(db, row.projectId, user.id);
    if (member?.state !== 'ACCEPTED') return false;
    return accessOf(member).role === 'MANAGER' || row.authorId === user.id;
  };

  const detailOf = (row: MockAnalysis, user: UserInfo): AnalysisDetail => ({
    ...summaryOf(row),
    description: row.description,
    versions: versionsOf(row.id).map(({ analysisId: _id, bytes: _bytes, uploadedBy, ...version }) => ({
      ...version,
      uploadedByName: nameOf(uploadedBy),
    })),
    mayEdit: mayEdit(row, user),
  });

  const advancedDetailOf = (row: MockAnalysis): AdvancedDetail => ({
    detail: row.detail,
    updatedAt: row.detailUpdatedAt,
  });

  /** The project's analysis; another project's is as unknown as a missing one (404). */
  const find = (projectId: number, analysisId: number) => {
    const row = db.analyses.find((a) => a.id === analysisId && a.projectId === projectId);
    if (!row) throw notFound(t.notFound);
    return row;
  };

  /** The analysis for a change, as the server's lockForEdit gives it: 404, then 403 for a non-editor. */
  const editable = (projectId: number, analysisId: number) => {
    const me = requireUser(db);
    const row = find(projectId, analysisId);
    if (!mayEdit(row, me)) throw forbidden(t.notEditor);
    return { me, row };
  };

  /** Other types have neither detail text nor pictures: the analysis's type says no (409). */
  const advanced = (row: MockAnalysis) => {
    if (row.type !== 'ADVANCED_ANALYSIS') throw conflict(t.notAdvanced);
    return row;
  };

  const imageOf = (row: MockAnalysis, imageId: number) => {
    const image = db.analysisImages.find((i) => i.id === imageId && i.analysisId === row.id);
    if (!image) throw notFound(t.imageNotFound);
    return image;
  };

  /**
   * The chosen CDMs without repeats, each of an organisation the user may see; on an edit, the CDMs
   * the analysis targets already may stay (a colleague's hospital hidden from the editor).
   */
  const checkTargets = (user: UserInfo, cdmIds: readonly number[], kept: readonly number[] = []) => {
    const visible = new Set(visibleOrgsOf(db, user).map((o) => o.id));
    const unique = [...new Set(cdmIds)];
    for (const cdmId of unique) {
      const cdm = db.cdms.find((c) => c.id === cdmId);
      if (!kept.includes(cdmId) && (!cdm || !visible.has(cdm.orgId))) throw refused(t.targetUnknown);
    }
    return unique;
  };

  const record = (row: MockAnalysis, action: ProjectLogAction, actorId: number, detail: object) =>
    recordProjectLog(db, row.projectId, action, actorId, null, { ...detail });

  /**
   * An upload as the analysis's next version (the server's uploadPackage): the author or a manager; an
   * FL analysis's halves only through `fl?flType=` (400 here), which takes nothing else (409); the
   * type's research role; then the file itself.
   */
  const addVersion = async ({ params, request, files }: PackageRequest, flType: FlType | null) => {
    requireMultipart(request);
    const { me, row } = editable(params.id, params.analysisId);
    if (flType === null && row.type === 'FL') throw refused(t.flNeedsFlUpload);
    if (flType !== null && row.type !== 'FL') throw conflict(t.notFl);
    requireTypeRole(me, row.type);
    const upload = await acceptPackage(files);
    const version: MockAnalysisVersion = {
      analysisId: row.id,
      version: (versionsOf(row.id)[0]?.version ?? 0) + 1,
      fileName: upload.name,
      size: upload.bytes.length,
      checksum: fakeChecksum(upload.bytes),
      flType,
      uploadedBy: me.id,
      createdAt: now(),
      bytes: upload.bytes,
    };
    db.analysisVersions.push(version);
    row.updatedAt = version.createdAt;
    record(row, 'PACKAGE_UPLOADED', me.id, {
      analysisId: row.id,
      name: row.name,
      version: version.version,
      fileName: version.fileName,
      flType,
    });
    return { content: detailOf(row, me), message: t.uploaded };
  };

  return [
    // Static paths before `…/analysis/:analysisId`, which would take them for an id.
    mock(analysesApi.listAnalysisTargets, () => {
      const me = requireUser(db);
      const content = visibleOrgsOf(db, me)
        .map((org): AnalysisTargetOption => ({
          orgId: org.id,
          orgName: org.name,
          cdms: db.cdms
            .filter((c) => c.orgId === org.id)
            .sort((a, b) => a.id - b.id)
            .map((c) => ({ id: c.id, name: c.name })),
        }))
        .filter((option) => option.cdms.length > 0)
        .sort((a, b) => a.orgName.localeCompare(b.orgName, 'ko') || a.orgId - b.orgId);
      return { content };
    }),

    mockFile(analysesApi.downloadAnalysisPackage, ({ params, query }) => {
      const versions = versionsOf(find(params.id, params.analysisId).id);
      const chosen =
        query.version === undefined ? versions[0] : versions.find((v) => v.version === query.version);
      if (!chosen) throw notFound(query.version === undefined ? t.noPackage : t.versionMissing);
      return {
        bytes: chosen.bytes ?? standInPackage(chosen),
        name: chosen.fileName,
        type: 'application/octet-stream',
      };
    }),

    mock(analysesApi.listAnalyses, ({ params }) => ({
      content: db.analyses
        .filter((a) => a.projectId === params.id)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
        .map(summaryOf),
    })),

    mock(analysesApi.createAnalysis, ({ params, body }) => {
      const me = requireUser(db);
      requireTypeRole(me, body.type);
      const row: MockAnalysis = {
        id: Math.max(0, ...db.analyses.map((a) => a.id)) + 1,
        projectId: params.id,
        name: body.name,
        description: body.description,
        type: body.type,
        authorId: me.id,
        cdmIds: checkTargets(me, body.cdmIds),
        detail: '',
        detailUpdatedAt: null,
        createdAt: now(),
        updatedAt: now(),
      };
      db.analyses.push(row);
      record(row, 'ANALYSIS_CREATED', me.id, { analysisId: row.id, name: row.name, type: row.type });
      return { content: detailOf(row, me), message: t.created };
    }),

    mock(analysesApi.getAnalysis, ({ params }) => ({
      content: detailOf(find(params.id, params.analysisId), requireUser(db)),
    })),

    mock(analysesApi.modifyAnalysis, ({ params, body }) => {
      const { me, row } = editable(params.id, params.analysisId);
      // Leaving or entering a role-gated type needs that role.
      requireTypeRole(me, row.type);
      requireTypeRole(me, body.type);
      const cdmIds = checkTargets(me, body.cdmIds, row.cdmIds);
      const sameTargets =
        cdmIds.length === row.cdmIds.length && cdmIds.every((id) => row.cdmIds.includes(id));
      const sameFields = (['name', 'description', 'type'] as const).every(
        (field) => row[field] === body[field],
      );
      // Nothing changed, nothing is written (no log row, no new updatedAt).
      if (!sameTargets || !sameFields) {
        const { name, description, type } = body;
        Object.assign(row, { name, description, type, cdmIds, updatedAt: now() });
        record(row, 'ANALYSIS_MODIFIED', me.id, { analysisId: row.id, name });
      }
      return { content: detailOf(row, me), message: t.modified };
    }),

    // The author or a manager, whatever the type: clearing a project out needs no research role.
    mock(analysesApi.deleteAnalysis, ({ params }) => {
      const { me, row } = editable(params.id, params.analysisId);
      db.analyses = db.analyses.filter((a) => a !== row);
      db.analysisVersions = db.analysisVersions.filter((v) => v.analysisId !== row.id);
      db.analysisImages = db.analysisImages.filter((i) => i.analysisId !== row.id);
      record(row, 'ANALYSIS_DELETED', me.id, { name: row.name });
      return { content: null, message: t.deleted };
    }),

    mock(analysesApi.uploadAnalysisPackage, (req) => addVersion(req, null)),

    mock(analysesApi.uploadFlPackage, (req) => addVersion(req, req.query.flType)),

    mock(analysesApi.saveAdvanced, async ({ params, body, request, files }) => {
      requireMultipart(request);
      const { me, row } = editable(params.id, params.analysisId);
      requireTypeRole(me, advanced(row).type);
      const images = await acceptImages(files);
      if (imagesOf(row.id).length + images.length > ANALYSIS_IMAGES_MAX) throw refused(t.imagesTooMany);
      // The same text and no picture write nothing.
      if (images.length === 0 && body.detail === row.detail) {
        return { content: advancedDetailOf(row), message: t.saved };
      }
      const savedAt = now();
      for (const image of images) {
        db.analysisImages.push({
          id: Math.max(0, ...db.analysisImages.map((i) => i.id)) + 1,
          analysisId: row.id,
          ...image,
          size: image.bytes.length,
          createdAt: savedAt,
        });
      }
      Object.assign(row, { detail: body.detail, detailUpdatedAt: savedAt, updatedAt: savedAt });
      record(row, 'ADVANCED_SAVED', me.id, { analysisId: row.id, name: row.name, images: images.length });
      return { content: advancedDetailOf(row), message: t.saved };
    }),

    mock(analysesApi.getAdvancedDetail, ({ params }) => ({
      content: advancedDetailOf(advanced(find(params.id, params.analysisId))),
    })),

    mock(analysesApi.listAdvancedImages, ({ params }) => ({
      content: imagesOf(advanced(find(params.id, params.analysisId)).id).map(
        ({ id, name, size, createdAt }): AdvancedImage => ({ id, name, size, createdAt }),
      ),
    })),

    mockFile(analysesApi.getAdvancedImage, ({ params }) => {
      const image = imageOf(find(params.id, params.analysisId), params.imageId);
      return {
        bytes: image.bytes ?? TINY_PNG,
        name: image.name,
        type: image.bytes ? image.mimeType : 'image/png',
        inline: true,
      };
    }),

    // Logged as a save that added none and removed one, as the server does: the log has no action for it.
    mock(analysesApi.deleteAdvancedImage, ({ params }) => {
      const { me, row } = editable(params.id, params.analysisId);
      requireTypeRole(me, row.type);
      const image = imageOf(row, params.imageId);
      db.analysisImages = db.analysisImages.filter((i) => i !== image);
      row.updatedAt = now();
      record(row, 'ADVANCED_SAVED', me.id, {
        analysisId: row.id,
        name: row.name,
        images: 0,
        removedImages: 1,
      });
      return { content: null, message: t.deleted };
    }),
  ];
};
