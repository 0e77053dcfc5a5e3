import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DesignStore } from '../src/webapi/design-store.js';
import { siteNamed } from './helpers.js';

// Designs are per site and writable: the platform's ATLAS supporter exports a design from one
// hospital's WebAPI and imports it on another's, undoing by DELETE when a copy fails. These run on
// 광주무등의료원 (mudeung_cdm) of the shared node; the other sites must not see its imports.

const webapi = () => siteNamed('mudeung_cdm').webapi;

async function call(method: string, route: string, body?: unknown, base = webapi()) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const exportOf = async (route: string) =>
  (await call('GET', route, undefined, siteNamed('hanbit_cdm').webapi)).body;

describe('importing designs', () => {
  it('imports a cohort definition (expression as JSON text), lists and serves it, and deletes it', async () => {
    const source = await exportOf('/cohortdefinition/1');
    const created = await call('POST', '/cohortdefinition/', {
      name: '복사된 위장관 출혈',
      description: '한빛대학교병원에서 복사',
      expressionType: 'SIMPLE_EXPRESSION',
      expression: source.expression,
    });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect(id).toBeGreaterThan(4);
    expect(created.body).toMatchObject({ name: '복사된 위장관 출혈', expressionType: 'SIMPLE_EXPRESSION' });
    expect(created.body.expression).toEqual(JSON.parse(source.expression as string));

    const list = (await call('GET', '/cohortdefinition/')).body as unknown as { id: number }[];
    expect(list.map((c) => c.id)).toContain(id);
    const served = await call('GET', `/cohortdefinition/${id}`);
    expect(JSON.parse(served.body.expression as string)).toEqual(JSON.parse(source.expression as string));
    // Another hospital's ATLAS has its own designs.
    const elsewhere = (await call('GET', '/cohortdefinition/', undefined, siteNamed('sjmc_cdm').webapi))
      .body as unknown as { id: number }[];
    expect(elsewhere.map((c) => c.id)).not.toContain(id);

    expect((await call('DELETE', `/cohortdefinition/${id}`)).status).toBe(204);
    expect((await call('GET', `/cohortdefinition/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/cohortdefinition/${id}`)).status).toBe(404);

    // A new id after a deletion is never the deleted one.
    const again = await call('POST', '/cohortdefinition/', { name: '다시', expression: source.expression });
    expect(again.body.id).toBeGreaterThan(id);
    await call('DELETE', `/cohortdefinition/${String(again.body.id)}`);
  });

  it('imports a characterization with its cohorts made anew, and undoes it', async () => {
    const exported = await exportOf('/cohort-characterization/1/export');
    const created = await call('POST', '/cohort-characterization/import', exported);
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const cohorts = created.body.cohorts as { id: number; name: string }[];
    expect(cohorts.map((c) => c.name)).toEqual(['위장관 출혈 (GI bleed)']);
    expect(cohorts[0]!.id).toBeGreaterThan(4);
    const copy = (await call('GET', `/cohort-characterization/${id}/export`)).body;
    expect(copy.name).toBe(exported.name);
    expect(copy.featureAnalyses).toEqual(exported.featureAnalyses);
    expect((copy.cohorts as { id: number }[]).map((c) => c.id)).toEqual([cohorts[0]!.id]);

    expect((await call('DELETE', `/cohort-characterization/${id}`)).status).toBe(204);
    expect((await call('GET', `/cohort-characterization/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/cohortdefinition/${cohorts[0]!.id}`)).status).toBe(204);
  });

  it('imports an incidence rate over cohorts it has, and refuses one naming a missing cohort', async () => {
    const design = await exportOf('/ir/1/design');
    const refused = await call('POST', '/ir/', {
      name: '없는 코호트',
      expression: JSON.stringify({ ...JSON.parse(design.expression as string), targetIds: [999] }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('999');

    const created = await call('POST', '/ir/', {
      name: design.name,
      description: design.description,
      expression: design.expression,
    });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect(id).toBeGreaterThan(1);
    expect(JSON.parse((await call('GET', `/ir/${id}/design`)).body.expression as string)).toEqual(
      JSON.parse(design.expression as string),
    );
    expect(((await call('GET', '/ir/')).body as unknown as { id: number }[]).map((ir) => ir.id)).toContain(
      id,
    );
    expect((await call('DELETE', `/ir/${id}`)).status).toBe(204);
    expect((await call('GET', `/ir/${id}/design`)).status).toBe(404);
  });

  it('answers 400 naming the field for a body it cannot take, and stores nothing', async () => {
    const before = ((await call('GET', '/cohortdefinition/')).body as unknown as unknown[]).length;
    const noName = await call('POST', '/cohortdefinition/', { name: ' ', expression: '{}' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('name');
    const badExpression = await call('POST', '/cohortdefinition/', { name: 'x', expression: 'not json' });
    expect(badExpression.body.message).toContain('expression');
    const noCriteria = await call('POST', '/cohortdefinition/', {
      name: 'x',
      expression: { ConceptSets: [], PrimaryCriteria: { CriteriaList: [] } },
    });
    expect(noCriteria.status).toBe(400);
    expect(noCriteria.body.message).toContain('expression.PrimaryCriteria.CriteriaList');
    const noCohorts = await call('POST', '/cohort-characterization/import', {
      name: 'x',
      cohorts: [],
      featureAnalyses: [],
    });
    expect(noCohorts.status).toBe(400);
    expect(noCohorts.body.message).toContain('cohorts');
    expect(((await call('GET', '/cohortdefinition/')).body as unknown as unknown[]).length).toBe(before);
  });
});

describe('the design store on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'designs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps imports and deletions across a restart, and never gives an id twice', () => {
    const file = DesignStore.fileOf(dir, 'mudeung_cdm');
    const first = new DesignStore(file);
    const expression = first.designs.cohorts[0]!.expression;
    const kept = first.addCohort('남는 코호트', '', expression);
    const gone = first.addCohort('지울 코호트', '', expression);
    expect(first.delete('cohorts', gone.id)).toBe(true);
    expect(first.delete('incidenceRates', 1)).toBe(true);
    // Written aside then renamed: only the file itself is left in the folder.
    expect(readdirSync(path.dirname(file))).toEqual(['mudeung_cdm.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1 });

    const restarted = new DesignStore(file);
    expect(restarted.designs.cohorts.map((c) => c.name)).toContain('남는 코호트');
    expect(restarted.designs.cohorts.some((c) => c.id === gone.id)).toBe(false);
    expect(restarted.designs.incidenceRates).toEqual([]);
    expect(restarted.addCohort('새 코호트', '', expression).id).toBe(gone.id + 1);
    expect(kept.id).toBe(gone.id - 1);
  });

  it('starts each site from the shipped designs, in memory for memory://', () => {
    const store = new DesignStore(null);
    expect(store.designs.cohorts.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});
