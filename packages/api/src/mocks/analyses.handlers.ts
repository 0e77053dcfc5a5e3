import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  ANALYSIS_IMAGE_MAX_BYTES,
  ANALYSIS_IMAGE_TYPES,
  ANALYSIS_IMAGES_MAX,
  ANALYSIS_PACKAGE_EXTENSIONS,
  ANALYSIS_PACKAGE_MAX_BYTES,
  type AdvancedImage,
  type AnalysisDetail,
  type AnalysisFormValues,
  type AnalysisSummary,
  type AnalysisTarget,
  type AnalysisTargetOption,
} from '../contract/analyses.js';
import { analysisMessages as t } from '../contract/analyses.ko.js';
import { ResultCode } from '../contract/codes.js';
import type { AnyEndpoint } from '../contract/endpoint.js';
import { roleGatedAnalysisTypes, type AnalysisType, type FlType } from '../contract/enums.js';
import { analysesApi } from '../contract/index.js';
import { fileMessages, replyMessages } from '../contract/messages.ko.js';
import type { ProjectLogAction } from '../contract/projects.js';
import { projectMessages } from '../contract/projects.ko.js';
import type { UserInfo } from '../contract/user.js';
import { validationMessage } from '../contract/validation-message.js';
import { notFound, refused, userById } from './admin.fixtures.js';
import {
  fakeChecksum,
  TINY_PNG,
  type MockAnalysis,
  type MockAnalysisImage,
  type MockAnalysisVersion,
} from './analyses.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { visibleOrgsOf } from './network.handlers.js';
import { recordProjectLog } from './projects.handlers.js';
import { accessOf, membershipOf } from './projects.fixtures.js';
import { mayCall, mockFor, requireUser } from './session.js';

// A project's analyses (spec §3/§7 "Analysis"), answering as the server's analysis service will:
// members only (the `projectOf` guard, before the input), edits by the author or a manager, the
// ADVANCED_ANALYSIS, ML and FL types for holders of that research role, packages kept as versions.

const forbidden = (message: string = replyMessages.forbidden) =>
  new MockFailure(403, ResultCode.FORBIDDEN, message);

const failure = (status: number, code: number, message: string) =>
  HttpResponse.json({ result: false, code, message, content: null }, { status });

/** A file reply: its bytes, the name it is saved as, its type; pictures are shown inline. */
export interface MockFileReply {
  bytes: Uint8Array;
  name: string;
  type: string;
  inline?: boolean;
}

/**
 * A handler for an endpoint whose reply is a file (`replyIsFile`), guarded like `mockFor`'s: 1004
 * without a session, 403 for a caller the endpoint does not admit, 400 for a bad id or query, then the
 * bytes with a Content-Disposition, or a failed envelope where the resolver throws a MockFailure.
 */
export const mockFileFor =
  (db: MockDb) =>
  <E extends AnyEndpoint>(
    endpoint: E,
    resolver: (req: { params: z.output<E['params']>; query: z.output<E['query']> }) => MockFileReply,
  ): HttpHandler =>
    http[endpoint.method.toLowerCase() as 'get'](`*${endpoint.path}`, ({ params, request }) => {
      try {
        const { 0: _origin, ...pathParams } = params;
        const user = requireUser(db);
        if (!mayCall(db, user, endpoint, pathParams)) throw forbidden();
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const parsedParams = endpoint.params.safeParse(pathParams);
        if (!parsedParams.success) throw refused(validationMessage(parsedParams.error));
        const parsedQuery = endpoint.query.safeParse(query);
        if (!parsedQuery.success) throw refused(validationMessage(parsedQuery.error));
        const file = resolver({
          params: parsedParams.data as z.output<E['params']>,
          query: parsedQuery.data as z.output<E['query']>,
        });
        const disposition = file.inline ? 'inline' : 'attachment';
        return new HttpResponse(file.bytes.slice().buffer, {
          headers: {
            'Content-Type': file.type,
            'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          },
        });
      } catch (error) {
        if (error instanceof MockFailure) return failure(error.status, error.code, error.message);
        throw error;
      }
    });

/**
 * What the server's upload route and the service refuse about the files before anything is kept: a
 * request that is not multipart, more files than the endpoint takes, a file over its size limit.
 */
export function checkFiles(
  request: Request,
  files: readonly File[],
  limits: { maxFiles: number; maxBytes: number; tooMany: string; tooLarge: (file: File) => string },
): void {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    throw refused(fileMessages.notMultipart);
  }
  if (files.length > limits.maxFiles) throw refused(limits.tooMany);
  const tooLarge = files.find((file) => file.size > limits.maxBytes);
  if (tooLarge) throw new MockFailure(413, ResultCode.INVALID_INPUT, limits.tooLarge(tooLarge));
}

const isRoleGated = (type: AnalysisType): type is (typeof roleGatedAnalysisTypes)[number] =>
  (roleGatedAnalysisTypes as readonly string[]).includes(type);

/** The research role a gated type needs (domain.md: the role of the same name), refused with its reason. */
function requireTypeRole(user: UserInfo, type: AnalysisType) {
  if (isRoleGated(type) && !user.researchRole.includes(type)) throw forbidden(t.typeNeedsRole[type]);
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

const packageTypeOf = (name: string) =>
  extensionOf(name) === '.zip' ? 'application/zip' : 'application/octet-stream';

/** What a fixture version's download holds: a stand-in text naming the package. */
const standInPackage = (row: MockAnalysisVersion) =>
  new TextEncoder().encode(
    `-- CDMNet mock package: ${row.fileName} (version ${row.version}, ${row.size} bytes, sha256 ${row.checksum})\n`,
  );

export const analysesHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  const mockFile = mockFileFor(db);
  const now = () => new Date().toISOString();

  const orgName = (orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';

  const targetsOf = (row: MockAnalysis): AnalysisTarget[] =>
    row.cdmIds.flatMap((cdmId) => {
      const cdm = db.cdms.find((c) => c.id === cdmId);
      return cdm ? [{ cdmId, cdmName: cdm.name, orgId: cdm.orgId, orgName: orgName(cdm.orgId) }] : [];
    });

  const versionsOf = (analysisId: number) =>
    db.analysisVersions.filter((v) => v.analysisId === analysisId).sort((a, b) => b.version - a.version);

  const imagesOf = (analysisId: number) =>
    db.analysisImages.filter((i) => i.analysisId === analysisId).sort((a, b) => a.id - b.id);

  const summaryOf = (row: MockAnalysis): AnalysisSummary => ({
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    type: row.type,
    targets: targetsOf(row),
    authorId: row.authorId,
    authorName: row.authorId === null ? null : (userById(db, row.authorId)?.name ?? null),
    latestVersion: versionsOf(row.id)[0]?.version ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  /** Its author or a manager of its project (domain.md; the server's policy). */
  const mayEdit = (row: MockAnalysis, user: UserInfo) => {
    const member = membershipOf(db, row.projectId, user.id);
    return row.authorId === user.id || (member !== undefined && accessOf(member).role === 'MANAGER');
  };

  const detailOf = (row: MockAnalysis, user: UserInfo): AnalysisDetail => ({
    ...summaryOf(row),
    description: row.description,
    versions: versionsOf(row.id).map((v) => ({
      version: v.version,
      fileName: v.fileName,
      size: v.size,
      checksum: v.checksum,
      flType: v.flType,
      uploadedByName: v.uploadedBy === null ? null : (userById(db, v.uploadedBy)?.name ?? null),
      createdAt: v.createdAt,
    })),
    mayEdit: mayEdit(row, user),
  });

  /** The project's analysis; another project's id is as unknown as a missing one. */
  const find = (projectId: number, analysisId: number) => {
    const row = db.analyses.find((a) => a.id === analysisId && a.projectId === projectId);
    if (!row) throw notFound(t.notFound);
    return row;
  };

  /** The analysis, for a caller who may change it: its author or a manager, holding its type's role. */
  const editable = (projectId: number, analysisId: number) => {
    const me = requireUser(db);
    const row = find(projectId, analysisId);
    if (!mayEdit(row, me)) throw forbidden(t.notEditor);
    requireTypeRole(me, row.type);
    return { me, row };
  };

  const advanced = (row: MockAnalysis) => {
    if (row.type !== 'ADVANCED_ANALYSIS') throw refused(t.notAdvanced);
    return row;
  };

  const imageOf = (row: MockAnalysis, imageId: number): MockAnalysisImage => {
    const image = db.analysisImages.find((i) => i.id === imageId && i.analysisId === row.id);
    if (!image) throw notFound(t.imageNotFound);
    return image;
  };

  /** The chosen CDMs, each one that exists in an organisation the user may see (duplicates once). */
  const checkTargets = (user: UserInfo, cdmIds: readonly number[]) => {
    const visible = new Set(visibleOrgsOf(db, user).map((o) => o.id));
    const unique = [...new Set(cdmIds)];
    for (const cdmId of unique) {
      const cdm = db.cdms.find((c) => c.id === cdmId);
      if (!cdm || !visible.has(cdm.orgId)) throw refused(t.targetUnknown);
    }
    return unique;
  };

  const record = (
    row: MockAnalysis,
    action: ProjectLogAction,
    actorId: number,
    detail: Record<string, unknown>,
  ) => recordProjectLog(db, row.projectId, action, actorId, null, detail);

  /** Checks a package upload and keeps it as the analysis's next version. */
  const addVersion = async (
    request: Request,
    files: readonly File[],
    row: MockAnalysis,
    me: UserInfo,
    flType: FlType | null,
  ) => {
    checkFiles(request, files, {
      maxFiles: 1,
      maxBytes: ANALYSIS_PACKAGE_MAX_BYTES,
      tooMany: fileMessages.tooMany(1),
      tooLarge: () => t.packageTooLarge,
    });
    const [file] = files;
    if (!file) throw refused(t.packageRequired);
    if (!(ANALYSIS_PACKAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      throw refused(t.packageType);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const version: MockAnalysisVersion = {
      analysisId: row.id,
      version: (versionsOf(row.id)[0]?.version ?? 0) + 1,
      fileName: file.name,
      size: bytes.length,
      checksum: fakeChecksum(bytes),
      flType,
      uploadedBy: me.id,
      createdAt: now(),
      bytes,
    };
    db.analysisVersions.push(version);
    row.updatedAt = version.createdAt;
    const { fileName } = version;
    record(row, 'PACKAGE_UPLOADED', me.id, {
      analysisId: row.id,
      name: row.name,
      version: version.version,
      fileName,
      flType,
    });
    return { content: detailOf(row, me), message: t.uploaded };
  };

  const save = (row: MockAnalysis, form: AnalysisFormValues, cdmIds: number[]) =>
    Object.assign(row, { name: form.name, description: form.description, type: form.type, cdmIds });

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
      const row = find(params.id, params.analysisId);
      const versions = versionsOf(row.id);
      if (versions.length === 0) throw notFound(t.noPackage);
      const chosen =
        query.version === undefined ? versions[0] : versions.find((v) => v.version === query.version);
      if (!chosen) throw notFound(t.versionMissing);
      return {
        bytes: chosen.bytes ?? standInPackage(chosen),
        name: chosen.fileName,
        type: packageTypeOf(chosen.fileName),
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
      const cdmIds = checkTargets(me, body.cdmIds);
      const row: MockAnalysis = {
        id: Math.max(0, ...db.analyses.map((a) => a.id)) + 1,
        projectId: params.id,
        name: body.name,
        description: body.description,
        type: body.type,
        authorId: me.id,
        cdmIds,
        detail: '',
        detailUpdatedAt: null,
        createdAt: now(),
        updatedAt: now(),
      };
      db.analyses.push(row);
      record(row, 'ANALYSIS_CREATED', me.id, { analysisId: row.id, name: row.name, type: row.type });
      return { content: detailOf(row, me), message: projectMessages.created };
    }),

    mock(analysesApi.getAnalysis, ({ params }) => ({
      content: detailOf(find(params.id, params.analysisId), requireUser(db)),
    })),

    mock(analysesApi.modifyAnalysis, ({ params, body }) => {
      const { me, row } = editable(params.id, params.analysisId);
      requireTypeRole(me, body.type);
      const cdmIds = checkTargets(me, body.cdmIds);
      const changed =
        row.name !== body.name ||
        row.description !== body.description ||
        row.type !== body.type ||
        row.cdmIds.join() !== cdmIds.join();
      if (changed) {
        save(row, body, cdmIds).updatedAt = now();
        record(row, 'ANALYSIS_MODIFIED', me.id, { analysisId: row.id, name: row.name });
      }
      return { content: detailOf(row, me), message: projectMessages.modified };
    }),

    // Deleting is for the author or a manager, whatever the type: no research role is needed to clear one out.
    mock(analysesApi.deleteAnalysis, ({ params }) => {
      const me = requireUser(db);
      const row = find(params.id, params.analysisId);
      if (!mayEdit(row, me)) throw forbidden(t.notEditor);
      db.analyses = db.analyses.filter((a) => a !== row);
      db.analysisVersions = db.analysisVersions.filter((v) => v.analysisId !== row.id);
      db.analysisImages = db.analysisImages.filter((i) => i.analysisId !== row.id);
      record(row, 'ANALYSIS_DELETED', me.id, { name: row.name });
      return { content: null, message: projectMessages.deleted };
    }),

    mock(analysesApi.uploadAnalysisPackage, ({ params, request, files }) => {
      const { me, row } = editable(params.id, params.analysisId);
      if (row.type === 'FL') throw refused(t.flNeedsFlUpload);
      return addVersion(request, files, row, me, null);
    }),

    mock(analysesApi.uploadFlPackage, ({ params, query, request, files }) => {
      const { me, row } = editable(params.id, params.analysisId);
      if (row.type !== 'FL') throw refused(t.notFl);
      return addVersion(request, files, row, me, query.flType);
    }),

    mock(analysesApi.saveAdvanced, async ({ params, body, request, files }) => {
      const { me, row } = editable(params.id, params.analysisId);
      advanced(row);
      checkFiles(request, files, {
        maxFiles: ANALYSIS_IMAGES_MAX,
        maxBytes: ANALYSIS_IMAGE_MAX_BYTES,
        tooMany: t.imagesTooMany,
        tooLarge: (file) => fileMessages.tooLarge(file.name, ANALYSIS_IMAGE_MAX_BYTES / 1024 / 1024),
      });
      if (files.some((file) => !(ANALYSIS_IMAGE_TYPES as readonly string[]).includes(file.type))) {
        throw refused(t.imageType);
      }
      if (imagesOf(row.id).length + files.length > ANALYSIS_IMAGES_MAX) throw refused(t.imagesTooMany);
      const savedAt = now();
      for (const file of files) {
        const bytes = new Uint8Array(await file.arrayBuffer());
        db.analysisImages.push({
          id: Math.max(0, ...db.analysisImages.map((i) => i.id)) + 1,
          analysisId: row.id,
          name: file.name,
          mimeType: file.type,
          size: bytes.length,
          createdAt: savedAt,
          bytes,
        });
      }
      Object.assign(row, { detail: body.detail, detailUpdatedAt: savedAt, updatedAt: savedAt });
      record(row, 'ADVANCED_SAVED', me.id, { analysisId: row.id, name: row.name, images: files.length });
      return {
        content: { detail: row.detail, updatedAt: row.detailUpdatedAt },
        message: projectMessages.modified,
      };
    }),

    mock(analysesApi.getAdvancedDetail, ({ params }) => {
      const row = advanced(find(params.id, params.analysisId));
      return { content: { detail: row.detail, updatedAt: row.detailUpdatedAt } };
    }),

    mock(analysesApi.listAdvancedImages, ({ params }) => {
      const row = advanced(find(params.id, params.analysisId));
      return {
        content: imagesOf(row.id).map((image): AdvancedImage => ({
          id: image.id,
          name: image.name,
          size: image.size,
          createdAt: image.createdAt,
        })),
      };
    }),

    mockFile(analysesApi.getAdvancedImage, ({ params }) => {
      const image = imageOf(find(params.id, params.analysisId), params.imageId);
      return {
        bytes: image.bytes ?? TINY_PNG,
        name: image.name,
        type: image.bytes ? image.mimeType : 'image/png',
        inline: true,
      };
    }),

    mock(analysesApi.deleteAdvancedImage, ({ params }) => {
      const { row } = editable(params.id, params.analysisId);
      const image = imageOf(row, params.imageId);
      db.analysisImages = db.analysisImages.filter((i) => i !== image);
      return { content: null, message: projectMessages.deleted };
    }),
  ];
};
