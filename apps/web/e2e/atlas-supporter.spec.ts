import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './session';

// Issue 29's ATLAS supporter on the built app, the real server and the demo data node (each hospital's
// ATLAS WebAPI reached over HTTP): 강지우, the demo's ATLAS supporter by the seed (no grant needed),
// bookmarks a new cohort definition on 한빛대학교병원's ATLAS, opens it again from /bookmarks (the page
// arrives with that ATLAS chosen and the cohort checked), copies it to 서울중앙의료원's and 부산해오름병원's
// ATLAS (both in 한빛's RFZ network), sees both items reach 복사 완료 without reloading, finds the cohort
// on both targets' WebAPIs, and downloads the group's cohort JSON.
const SUPPORTER = 'jiwoo.kang@hanbit-hospital.kr';
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

test('the demo supporter opens a bookmarked cohort definition, copies it to two hospitals, sees both copied live and downloads the group', async ({
  page,
  request,
}) => {
  const cohort = `e2e 복사 코호트 ${Date.now()}`;
  const groupName = `e2e 복사 그룹 ${Date.now()}`;
  await newCohortOnHanbit(request, cohort);

  await signIn(page, SUPPORTER);
  await page.goto('/atlas/supporter');
  await expect(page.getByRole('heading', { level: 1, name: 'ATLAS 지원' })).toBeVisible();
  await page.getByRole('button', { name: /^한빛대학교병원 ATLAS/ }).click();
  const star = page.getByRole('button', { name: `${cohort} 즐겨찾기` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // The bookmark opens the supporter on the design: its ATLAS chosen, the cohort checked.
  await page.goto('/bookmarks');
  await page.getByRole('tab', { name: /^ATLAS 설계/ }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: cohort }).click();
  await expect(page).toHaveURL(/\/atlas\/supporter\?atlasId=\d+&kind=COHORT&designId=\d+$/);
  await expect(page.getByRole('button', { name: /^한빛대학교병원 ATLAS/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: cohort })).toBeChecked();
  for (const target of TARGETS) await page.getByRole('checkbox', { name: target, exact: true }).click();
  await page.getByRole('textbox', { name: /그룹 이름/ }).fill(groupName);
  await page.getByRole('button', { name: '복사 시작' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(
    '한빛대학교병원 ATLAS의 설계 1개를 부산해오름병원 ATLAS, 서울중앙의료원 ATLAS(으)로',
  );
  await ask.getByRole('button', { name: '복사', exact: true }).click();
  await expect(toast(page, '복사 2건을 시작했습니다.')).toBeVisible();

  // No reload: each item's moves arrive through the page's live stream.
  const group = page.getByRole('article', { name: groupName });
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
  const file = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(file.headers()['content-disposition']).toContain('attachment');
  const json = (await file.json()) as { groupName: string; designs: { name: string; export: unknown }[] };
  expect(json.groupName).toBe(groupName);
  expect(json.designs.map((d) => d.name)).toEqual([cohort]);
  expect(json.designs[0]?.export).toBeTruthy();
});
