import { eq, inArray } from 'drizzle-orm';
import type { Envelope, IrbRequest, IrbRequestFields } from '@cdmnet/api/contract';
import { minimalPdf } from '../src/db/demo-irb.js';
import { analyses, analysisTargets, cdmDatabases, irbRequests, organizations } from '../src/db/schema.js';
import { seoulDay } from '../src/services/irb.js';
import { projectHelpers } from './project-helpers.js';
import type { TestApp } from './test-app.js';

// What the IRB test files share: a project's target organisations (analyses with targets, written
// straight into the tables: the analyses service is not what is under test), the request's multipart
// form, and the demo organisations by name.

export const HANBIT = '한빛대학교병원';
export const SJMC = '서울중앙의료원';
export const HAEORUM = '부산해오름병원';
export const CHEONGSOL = '대구청솔병원';

/** A Korean calendar day `days` from now, as the request form sends it. */
export const day = (days: number) => seoulDay(new Date(), days);

export const pdf = (name = 'IRB_승인서.pdf') => ({
  name,
  type: 'application/pdf',
  bytes: minimalPdf(['IRB approval', name.replace(/[^\x20-\x7e]/g, '_')]),
});

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The request form as the web client sends it: the fields, then each file under `files`. */
export async function irbMultipart(
  fields: Partial<Record<keyof IrbRequestFields, string>>,
  uploads: UploadFile[],
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  for (const file of uploads) {
    data.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export function irbHelpers(t: () => TestApp) {
  const helpers = projectHelpers(t);

  const orgIdOf = async (name: string) => {
    const [row] = await t()
      .db.select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, name));
    if (!row) throw new Error(`no organisation ${name}`);
    return row.id;
  };

  /** Gives the project an analysis targeting the CDMs of these organisations: they become its targets. */
  const target = async (projectId: number, orgNames: string[]) => {
    const orgIds = await Promise.all(orgNames.map(orgIdOf));
    const cdms = await t()
      .db.select({ id: cdmDatabases.id })
      .from(cdmDatabases)
      .where(inArray(cdmDatabases.orgId, orgIds));
    const [analysis] = await t()
      .db.insert(analyses)
      .values({ projectId, name: `IRB 시험 분석 ${orgNames.join(', ')}`, type: 'PREDICTION' })
      .returning({ id: analyses.id });
    if (!analysis) throw new Error('no analysis inserted');
    await t()
      .db.insert(analysisTargets)
      .values(cdms.map((cdm) => ({ analysisId: analysis.id, cdmId: cdm.id })));
  };

  /** Starts from no IRB requests at all (the demo seeds some). */
  const clearIrb = () => t().db.delete(irbRequests);

  /** A complete form for the organisation, valid from yesterday for a year. */
  const irbForm = (orgId: number, extra: Partial<Record<keyof IrbRequestFields, string>> = {}) => ({
    orgId: String(orgId),
    irbNumber: 'IRB-2026-001',
    institution: '한빛대학교병원 기관생명윤리위원회',
    validFrom: day(-1),
    validUntil: day(365),
    ...extra,
  });

  /** POST /projects/{id}/irb as `email`. */
  const ask = async (
    projectId: number,
    email: string | undefined,
    fields: Partial<Record<keyof IrbRequestFields, string>>,
    uploads: UploadFile[] = [pdf()],
  ) => {
    const body = await irbMultipart(fields, uploads);
    return t().app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/irb`,
      payload: body.payload,
      headers: { ...body.headers, ...(email ? { cookie: await helpers.cookieOf(email) } : {}) },
    });
  };

  /** Asks and answers the request made (throws when refused). */
  const asked = async (
    projectId: number,
    email: string,
    fields: Partial<Record<keyof IrbRequestFields, string>>,
  ) => {
    const res = await ask(projectId, email, fields);
    if (res.statusCode !== 200) throw new Error(`the IRB request failed: ${res.body}`);
    return res.json<Envelope<IrbRequest>>().content;
  };

  return { ...helpers, orgIdOf, target, clearIrb, irbForm, ask, asked };
}
