import { expect, test, type Page } from '@playwright/test';
import { browserAs } from './session';

// The researcher runs a SQL package on two demo hospitals' CDMs through the demo data node (a real
// engine, reached over HTTP), watches the statuses reach 완료 without reloading, opens one execution's
// log and result file; then starts a long package and cancels it, which moves through 취소 중 to 취소됨
// once the engine confirms (issue 12; domain.md "Executions").
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const ANALYSIS = '30일 재입원 위험 예측 모형';

test.describe.configure({ timeout: 240_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function upload(page: Page, name: string, sql: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/sql',
    buffer: Buffer.from(sql),
  });
  await page.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(toast(page, '업로드되었습니다.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
}

async function run(page: Page, cdms: string[]) {
  await page.getByRole('button', { name: '실행', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '분석 실행' });
  for (const cdm of cdms) await dialog.getByRole('checkbox', { name: cdm }).check();
  await dialog.getByRole('button', { name: '실행', exact: true }).click();
  await expect(toast(page, '실행을 시작했습니다.')).toBeVisible();
}

test('a package runs on two hospitals live to 완료, shows its log and result; a long one is cancelled', async ({
  browser,
}) => {
  const { page, close } = await browserAs(browser, RESEARCHER);
  await page.getByRole('link', { name: '심부전 재입원 위험 예측' }).first().click();
  await page.getByRole('link', { name: ANALYSIS }).click();
  await expect(page.getByRole('heading', { name: ANALYSIS })).toBeVisible();

  await upload(
    page,
    'gender_counts.sql',
    '-- 성별 인원\nselect gender_concept_id, count(*) as persons\nfrom @cdm_database_schema.person\ngroup by gender_concept_id\norder by gender_concept_id;\n',
  );
  await run(page, ['HANBIT_CDM', 'SJMC_CDM']);
  const executions = page.getByRole('table', { name: '실행 목록' });
  for (const cdm of ['HANBIT_CDM', 'SJMC_CDM']) {
    // No reload: the statuses arrive through the page's live stream.
    await expect(executions.getByRole('row').filter({ hasText: cdm }).first()).toContainText('완료', {
      timeout: 60_000,
    });
  }

  await executions
    .getByRole('row')
    .filter({ hasText: 'HANBIT_CDM' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /실행 #\d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '실행 로그 내용' })).toContainText('gender_counts');
  await page.getByRole('button', { name: 'gender_counts.csv 보기' }).click();
  // Our own viewer: the CSV as a table, concept ids as labels, and the counts charted.
  await expect(page.getByRole('columnheader', { name: 'persons' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '8507', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '닫기' }).first().click();
  await page.getByRole('link', { name: '분석으로 돌아가기' }).click();

  await upload(page, 'slow.sql', '-- 오래 걸리는 패키지\nselect pg_sleep(20) is null as slept;\n');
  await run(page, ['HAEORUM_CDM']);
  const slow = executions.getByRole('row').filter({ hasText: 'HAEORUM_CDM' }).first();
  await expect(slow).toContainText('실행 중', { timeout: 30_000 });
  await slow.getByRole('checkbox').check();
  await page.getByRole('button', { name: '선택한 1개 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '실행 취소' }).click();
  await expect(slow).toContainText(/취소 중|취소됨/);
  await expect(slow).toContainText('취소됨', { timeout: 60_000 });
  await close();
});
