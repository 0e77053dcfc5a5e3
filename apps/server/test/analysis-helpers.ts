import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AnalysisDetail, Envelope } from '@cdmnet/api/contract';
import { analyses, analysisImages, analysisVersions, cdmDatabases, files } from '../src/db/schema.js';
import { projectHelpers } from './project-helpers.js';
import type { TestApp } from './test-app.js';

// What the analysis test files share. The demo (db/demo-analyses.ts): in 심부전 재입원 위험 예측 김민준
// (researcher@, manager, research roles ADVANCED_ANALYSIS and ML) wrote the prediction (two .sql
// versions) and the advanced analysis, 한도윤 (a member without research roles) the estimation with a
// zip; in 항암제 이상반응 감시 송태민 (ML role) wrote the ML analysis; 당뇨병 약제 비교 효과 연구 has 정하늘's
// estimation without a package.

export const PREDICTION = '30일 재입원 위험 예측 모형';
export const ESTIMATION = 'ARNI 대 ACE 억제제 재입원 위험 비교';
export const ADVANCED = '심전도 파형 기반 재입원 위험 분류';
export const ONCOLOGY_ML = '표적항암제 간독성 조기 경보 모형';
export const DIABETES_ESTIMATION = 'SGLT2 억제제 대 DPP-4 억제제 주요 심혈관 사건 비교';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Bytes that start as a JPEG does. */
export const jpeg = (size = 64) => {
  const bytes = Buffer.alloc(size, 5);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
};

/** Bytes that start as a zip does (a local file header's signature). */
export const zipLike = (text = 'zip body') => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from(text)]);

export interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body with text fields and files under `files`, as the web client's FormData sends it. */
export function formData(fields: Record<string, string>, parts: Part[]) {
  const boundary = '----cdmnet-analysis-test';
  const chunks = [
    ...Object.entries(fields).map((entry) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${entry[0]}"\r\n\r\n${entry[1]}\r\n`,
      ),
    ),
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function analysisHelpers(t: () => TestApp) {
  const project = projectHelpers(t);
  const { call, cookieOf } = project;

  const base = (projectId: number) => `/api/v1/projects/${projectId}/analysis`;

  /** A multipart POST as `email`. */
  const post = async (url: string, email: string, fields: Record<string, string>, parts: Part[]) => {
    const body = formData(fields, parts);
    return t().app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie: await cookieOf(email) },
      payload: body.payload,
    });
  };

  const cdmIdOf = async (name: string) => {
    const [row] = await t()
      .db.select({ id: cdmDatabases.id })
      .from(cdmDatabases)
      .where(eq(cdmDatabases.name, name));
    if (!row) throw new Error(`no CDM ${name}`);
    return row.id;
  };

  const analysisIdOf = async (name: string) => {
    const [row] = await t().db.select({ id: analyses.id }).from(analyses).where(eq(analyses.name, name));
    if (!row) throw new Error(`no analysis ${name}`);
    return row.id;
  };

  /** Creates an analysis through the API as `email` and answers it; throws unless it succeeds. */
  const createAs = async (
    email: string,
    projectId: number,
    form: { name: string; [field: string]: unknown },
  ) => {
    const res = await call('POST', base(projectId), email, { description: '', ...form });
    if (res.statusCode !== 200) throw new Error(`creating ${form.name} failed: ${res.body}`);
    return res.json<Envelope<AnalysisDetail>>().content;
  };

  /** The file rows behind an analysis's versions and pictures. */
  const filesOf = async (analysisId: number) => {
    const packages = await t()
      .db.select({ id: files.id, restricted: files.restricted })
      .from(analysisVersions)
      .innerJoin(files, eq(files.id, analysisVersions.fileId))
      .where(eq(analysisVersions.analysisId, analysisId));
    const pictures = await t()
      .db.select({ id: files.id, restricted: files.restricted })
      .from(analysisImages)
      .innerJoin(files, eq(files.id, analysisImages.fileId))
      .where(eq(analysisImages.analysisId, analysisId));
    return [...packages, ...pictures];
  };

  return { ...project, base, post, cdmIdOf, analysisIdOf, createAs, filesOf };
}
