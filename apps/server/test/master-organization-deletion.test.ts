import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  type Envelope,
  type OrganizationDeletionImpact,
  type ExecutionStatus,
} from '@cdmnet/api/contract';
import {
  analyses,
  analysisVersions,
  atlases,
  cdmDatabases,
  engines,
  executions,
  orgMembers,
  organizations,
} from '../src/db/schema.js';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// Issue 28 item 14: what deleting an organisation would do, said before the master confirms, and the
// deletion refused while an execution on its CDMs waits or runs (409 with a Korean sentence).

let t: TestApp;
const MASTER = 'master@demo.cdmnet.kr';
const { call } = callerFor(() => t);

const orgIdOf = async (name: string) => {
  const [row] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  if (!row) throw new Error(`no organisation ${name}`);
  return row.id;
};
const impactOf = async (id: number) =>
  (await call('GET', `/api/v1/master/orgs/${id}/deletion-impact`, MASTER)).json<
    Envelope<OrganizationDeletionImpact>
  >();

/** A run of any demo package on the organisation's CDM, in `status`, as the dispatcher writes it. */
async function runOn(orgId: number, status: ExecutionStatus) {
  const [version] = await t.db
    .select({ id: analysisVersions.id, analysisId: analyses.id, projectId: analyses.projectId })
    .from(analysisVersions)
    .innerJoin(analyses, eq(analyses.id, analysisVersions.analysisId))
    .limit(1);
  const [cdm] = await t.db.select().from(cdmDatabases).where(eq(cdmDatabases.orgId, orgId)).limit(1);
  const [row] = await t.db
    .insert(executions)
    .values({
      projectId: version!.projectId,
      analysisId: version!.analysisId,
      versionId: version!.id,
      cdmId: cdm!.id,
      orgId,
      engineId: cdm!.engineId,
      status,
      record: {
        engineName: 'engine',
        engineAddress: 'http://engine.test',
        cdmName: cdm!.name,
        cdmVersion: '5.3.1',
        vocabularyVersion: 'v5.0',
        packageVersion: 1,
        packageFileName: 'package.sql',
        packageChecksum: '0'.repeat(64),
        startedByName: '김민준',
        startedAt: new Date().toISOString(),
      },
    })
    .returning({ id: executions.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /master/orgs/{id}/deletion-impact', () => {
  it('counts what goes with the organisation and what stays, and gives the refusal its members cause', async () => {
    const haeorum = await orgIdOf('부산해오름병원');
    const res = await impactOf(haeorum);
    expect(res.result).toBe(true);
    expect(res.content).toMatchObject({ engines: 1, atlases: 1, cdms: 1, activeExecutions: 0 });
    expect(res.content.members).toBeGreaterThan(0);
    // 심부전 재입원 위험 예측 asked 부산해오름 twice (refused, then approved) and targets its CDM.
    expect(res.content.irbRequests).toBeGreaterThanOrEqual(2);
    expect(res.content.projects).toBeGreaterThanOrEqual(1);
    expect(res.content.employees).toBeGreaterThan(0);
    expect(res.content.refusal).toMatch(/연구원이 있어 삭제할 수 없습니다/);
  });

  it('is the master’s alone, and an unknown organisation is 404', async () => {
    const res = await call('GET', '/api/v1/master/orgs/1/deletion-impact', 'admin@demo.cdmnet.kr');
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope<null>>().code).toBe(ResultCode.FORBIDDEN);
    expect((await call('GET', '/api/v1/master/orgs/99999/deletion-impact', MASTER)).statusCode).toBe(404);
  });
});

describe('DELETE /master/orgs/{id}', () => {
  it('refuses while an execution waits or runs on its CDMs, then deletes once it finished, keeping the run', async () => {
    const halla = await orgIdOf('제주한라병원');
    // Nobody belongs to it any more: only the runs stand in the way.
    await t.db.delete(orgMembers).where(eq(orgMembers.orgId, halla));
    const waiting = await runOn(halla, 'WAITING');
    const running = await runOn(halla, 'EXECUTING_DOCKER');

    const impact = await impactOf(halla);
    expect(impact.content).toMatchObject({ members: 0, activeExecutions: 2 });
    const sentence =
      '이 기관의 CDM에서 대기 중이거나 실행 중인 분석이 2건 있어 삭제할 수 없습니다. 실행이 끝나거나 취소된 뒤 다시 시도해 주십시오.';
    expect(impact.content.refusal).toBe(sentence);

    const refused = await call('DELETE', `/api/v1/master/orgs/${halla}`, MASTER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ result: false, code: ResultCode.CONFLICT, message: sentence });
    expect(await orgIdOf('제주한라병원')).toBe(halla);

    await t.db.update(executions).set({ status: 'CANCELED' }).where(eq(executions.id, waiting));
    await t.db.update(executions).set({ status: 'FINISHED_SUCCESSFULLY' }).where(eq(executions.id, running));
    const after = await impactOf(halla);
    expect(after.content).toMatchObject({ activeExecutions: 0, finishedExecutions: 2, refusal: null });

    const res = await call('DELETE', `/api/v1/master/orgs/${halla}`, MASTER);
    expect(res.json()).toMatchObject({ result: true, message: '삭제되었습니다.' });
    expect((await call('GET', `/api/v1/master/orgs/${halla}`, MASTER)).statusCode).toBe(404);
    // What the dialog says: its engines, ATLAS and CDMs are gone; the runs stay with their record.
    expect(await t.db.select().from(engines).where(eq(engines.orgId, halla))).toEqual([]);
    expect(await t.db.select().from(atlases).where(eq(atlases.orgId, halla))).toEqual([]);
    expect(await t.db.select().from(cdmDatabases).where(eq(cdmDatabases.orgId, halla))).toEqual([]);
    const kept = await t.db
      .select({ orgId: executions.orgId, cdmId: executions.cdmId, record: executions.record })
      .from(executions)
      .where(eq(executions.id, running));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ orgId: null, cdmId: null });
    expect(kept[0]?.record.cdmName).toBeTruthy();
  });
});
