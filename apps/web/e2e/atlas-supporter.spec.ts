import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { browserAs, signIn } from './session';

// Issue 29's ATLAS supporter on the built app, the real server and the demo data node (each hospital's
// ATLAS WebAPI reached over HTTP): the master grants 김민준 the ATLAS_SUPPORTER role in /master/members;
// he copies a new cohort definition from 한빛대학교병원's ATLAS to 서울중앙의료원's and 부산해오름병원's
// (both in 한빛's RFZ network), sees both items reach 복사 완료 without reloading, finds the cohort on
// both targets' WebAPIs, and downloads the group's cohort JSON.
const SUPPORTER = 'researcher@demo.cdmnet.kr';
// In the tree's order: by hospital name.
const TARGETS = ['부산해오름병원 ATLAS', '서울중앙의료원 ATLAS'];

test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A demo site's WebAPI, by its place in the data node's site list (한빛 0, 서울중앙 1, 부산해오름 2). */
const webapi = (site: number) =>
  `http://127.0.0.1:${Number(process.env.DATA_NODE_WEBAPI_PORT_BASE) + site}/WebAPI`;

/**
 * A cohort written in 한빛's ATLAS just now, as its ATLAS user would (the GI-bleed expression under a
 * new name): every demo site ships the same designs, so copying a shipped one would end NAME_CLASH.
 */
async function newCohortOnHanbit(request: APIRequestContext, name: string) {
  const shipped = (await (await request.get(`${webapi(0)}/cohortdefinition/1`)).json()) as {
    expression: unknown;
  };
  const expression: unknown =
    typeof shipped.expression === 'string' ? JSON.parse(shipped.expression) : shipped.expression;
  const made = await request.post(`${webapi(0)}/cohortdefinition/`, {
    data: { name, description: '복사 e2e', expressionType: 'SIMPLE_EXPRESSION', expression },
  });
  expect(made.ok()).toBe(true);
}

/** The names of a site's cohort definitions, as its WebAPI lists them. */
async function cohortNames(request: APIRequestContext, site: number) {
  const json = (await (await request.get(`${webapi(site)}/cohortdefinition/`)).json()) as
    { name: string }[] | { content: { name: string }[] };
  return (Array.isArray(json) ? json : json.content).map((row) => row.name);
}

test('a supporter copies a cohort definition to two hospitals, sees both copied live and downloads the group', async ({
  browser,
  page,
  request,
}) => {
  const cohort = `e2e 복사 코호트 ${Date.now()}`;
  const groupName = `e2e 복사 그룹 ${Date.now()}`;
  await newCohortOnHanbit(request, cohort);

  // The role is the master's to grant (domain.md "Research roles").
  await signIn(page, 'master@demo.cdmnet.kr');
  await page.goto('/master/members');
  const row = page.getByRole('row').filter({ hasText: SUPPORTER });
  await row.getByRole('combobox', { name: '김민준 연구 실행 권한' }).click();
  await page.getByRole('option', { name: 'ATLAS Supporter' }).click();
  await page.keyboard.press('Escape');
  await expect(toast(page, '사용자 연구 실행 권한이 변경되었습니다.')).toBeVisible();

  const { page: kim, close } = await browserAs(browser, SUPPORTER);
  await kim.goto('/atlas/supporter');
  await expect(kim.getByRole('heading', { level: 1, name: 'ATLAS 지원' })).toBeVisible();
  await kim.getByRole('button', { name: /^한빛대학교병원 ATLAS/ }).click();
  await kim.getByRole('checkbox', { name: cohort }).click();
  for (const target of TARGETS) await kim.getByRole('checkbox', { name: target, exact: true }).click();
  await kim.getByRole('textbox', { name: /그룹 이름/ }).fill(groupName);
  await kim.getByRole('button', { name: '복사 시작' }).click();
  const ask = kim.getByRole('alertdialog');
  await expect(ask).toContainText(
    '한빛대학교병원 ATLAS의 설계 1개를 부산해오름병원 ATLAS, 서울중앙의료원 ATLAS(으)로',
  );
  await ask.getByRole('button', { name: '복사', exact: true }).click();
  await expect(toast(kim, '복사 2건을 시작했습니다.')).toBeVisible();

  // No reload: each item's moves arrive through the page's live stream.
  const group = kim.getByRole('article', { name: groupName });
  await expect(group.getByRole('list', { name: '상태별 항목 수' })).toHaveText(/복사 완료\s*2건/, {
    timeout: 60_000,
  });
  for (const target of TARGETS) {
    await expect(group.getByRole('listitem').filter({ hasText: `→ ${target}` })).toContainText(
      '대상 ATLAS에 새 설계',
    );
  }
  await expect(group.getByRole('button', { name: '그룹 취소' })).toHaveCount(0);
  // On both targets, once each; 한빛 keeps its own.
  for (const site of [1, 2])
    expect((await cohortNames(request, site)).filter((n) => n === cohort)).toHaveLength(1);

  // The download opens in a new window (spec §7); the file is the group's cohort exports.
  const link = group.getByRole('link', { name: `${groupName}의 코호트 정의 JSON 내려받기` });
  await expect(link).toHaveAttribute('target', '_blank');
  const file = await kim.request.get((await link.getAttribute('href')) ?? '');
  expect(file.headers()['content-disposition']).toContain('attachment');
  const json = (await file.json()) as { groupName: string; designs: { name: string; export: unknown }[] };
  expect(json.groupName).toBe(groupName);
  expect(json.designs.map((d) => d.name)).toEqual([cohort]);
  expect(json.designs[0]?.export).toBeTruthy();
  await close();
});
