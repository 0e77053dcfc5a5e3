import { expect, test, type Locator, type Page } from '@playwright/test';
// The hospital's side, as a test peer: a fake engine and WebAPI on loopback, and a real PostgreSQL
// holding the public Synthea27Nj sample CDM (28 persons). The server reaches them only over the network.
import { startSampleCdm } from '../../server/test/cdm-sample/load-sample.mjs';
import { startFakeEngine, startFakeWebApi } from '../../server/test/peers/fake-peers.mjs';
import { signIn } from './session';

type Started = { close?: () => Promise<void>; stop?: () => Promise<void> };
const started: Started[] = [];
let engineUrl = '';
let webApiUrl = '';
let cdm: Awaited<ReturnType<typeof startSampleCdm>>;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  const engine = await startFakeEngine({ restart: true });
  const webApi = await startFakeWebApi({ version: '2.14.0' });
  cdm = await startSampleCdm();
  started.push(engine, webApi, cdm);
  engineUrl = engine.url;
  webApiUrl = `${webApi.url}/WebAPI`;
});

test.afterAll(async () => {
  for (const peer of started.reverse()) await (peer.close ?? peer.stop)?.();
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const fill = (scope: Locator, label: string, value: string) =>
  scope.getByRole('textbox', { name: label, exact: true }).fill(value);

test('a master registers an engine, an ATLAS and a CDM for a hospital, checked for real, and sets its switches', async ({
  page,
}) => {
  await signIn(page, 'master@demo.cdmnet.kr');
  await page.getByRole('navigation').getByRole('link', { name: '기관 관리' }).click();
  await expect(page).toHaveURL(/\/master\/organizations$/);
  await page
    .getByRole('link', { name: '제주한라병원 설정' })
    .or(page.getByRole('button', { name: '제주한라병원 설정' }))
    .click();
  await expect(page).toHaveURL(/\/master\/organizations\/\d+\/service$/);

  // The engine: its metrics answer, so it is saved online.
  await page.getByRole('button', { name: '분석 엔진 등록' }).click();
  let dialog = dialogNamed(page, '분석 엔진 등록');
  await fill(dialog, '이름', '한라 시험 엔진');
  await fill(dialog, '엔진 주소', engineUrl);
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(toast(page, '등록되었습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const engineRow = page.getByRole('row').filter({ hasText: '한라 시험 엔진' });
  await expect(engineRow).toContainText('온라인');

  // The ATLAS: its /info says the version, which is stored.
  await page.getByRole('button', { name: 'ATLAS 등록' }).click();
  dialog = dialogNamed(page, 'ATLAS 웹 API 등록');
  await fill(dialog, '이름', '한라 시험 ATLAS');
  await fill(dialog, 'ATLAS WebAPI 주소', webApiUrl);
  await dialog.getByRole('combobox', { name: '분석 엔진' }).click();
  await page.getByRole('option', { name: /^한라 시험 엔진/ }).click();
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '한라 시험 ATLAS' })).toContainText('2.14.0');

  // The CDM: connected with its schemas, its figures read from it (the sample's 28 persons).
  await page.getByRole('button', { name: 'CDM 등록' }).click();
  dialog = dialogNamed(page, 'CDM 데이터베이스 등록');
  await fill(dialog, '이름', 'HALLA_SAMPLE_CDM');
  await dialog.getByRole('combobox', { name: '분석 엔진' }).click();
  await page.getByRole('option', { name: /^한라 시험 엔진/ }).click();
  await fill(dialog, '호스트', cdm.host);
  await dialog.getByRole('spinbutton', { name: '포트' }).fill(String(cdm.port));
  await fill(dialog, '데이터베이스 이름', cdm.database);
  await fill(dialog, 'CDM 스키마', cdm.cdmSchema);
  await fill(dialog, '용어 체계(Vocabulary) 스키마', cdm.vocabularySchema);
  await fill(dialog, '결과(Result) 스키마', 'results');
  await fill(dialog, '사용자 이름', cdm.username);
  await dialog.getByRole('textbox', { name: '비밀번호', exact: true }).fill(`${cdm.password}-wrong`);
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  // A wrong password is refused, said in the dialog, and nothing is saved.
  await expect(dialog.getByRole('alert')).toContainText(cdm.username);
  await dialog.getByRole('textbox', { name: '비밀번호', exact: true }).fill(cdm.password);
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'HALLA_SAMPLE_CDM' })).toContainText('28명');
  await expect(page.locator('body')).not.toContainText(cdm.password);

  // The three switches, each confirmed by the server.
  for (const name of ['Concept ID 조회', 'DB 접근 차단', '결과 파일 정리']) {
    const control = page.getByRole('switch', { name });
    const before = await control.getAttribute('aria-checked');
    await control.click();
    await expect(control).not.toHaveAttribute('aria-checked', before ?? '');
    await expect(control).toBeEnabled();
  }
  await page.reload();
  await expect(page.getByRole('switch', { name: 'DB 접근 차단' })).toHaveAttribute('aria-checked', 'true');
});

test('a master changes a user’s privilege and research roles', async ({ page }) => {
  await signIn(page, 'master@demo.cdmnet.kr');
  await page.goto('/master/members');
  const row = page.getByRole('row').filter({ hasText: 'doyun.han@hanbit-hospital.kr' });
  await row.getByRole('combobox', { name: '한도윤 권한' }).click();
  await page.getByRole('option', { name: '기관 관리자' }).click();
  await expect(toast(page, '사용자 권한이 변경되었습니다.')).toBeVisible();
  await expect(row.getByRole('combobox', { name: '한도윤 권한' })).toHaveText('기관 관리자');

  await row.getByRole('combobox', { name: '한도윤 연구 실행 권한' }).click();
  await page.getByRole('option', { name: 'ML' }).click();
  await page.keyboard.press('Escape');
  await expect(toast(page, '사용자 연구 실행 권한이 변경되었습니다.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: 'doyun.han@hanbit-hospital.kr' }).getByRole('combobox', {
      name: '한도윤 연구 실행 권한',
    }),
  ).toContainText('ML');
});
