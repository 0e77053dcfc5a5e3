import { expect, test, type Page } from '@playwright/test';
import { browserAs } from './session';

// Issue 27's promise on the built app, the real server and the demo data node: 김민준 runs his own SQL
// (a free-form CSV of persons by gender) at 한빛대학교병원. The hospital's node keeps the file, since no
// rule can check a free-form file: he sees only its name, shape and status, and asks for its release.
// 박지현, 한빛's admin, reviews exactly the bytes that would leave (fetched from the node for the review),
// chooses to release the file and approves; only then does he read it.
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const HANBIT_ADMIN = 'admin@demo.cdmnet.kr';
const PROJECT = '심부전 재입원 위험 예측';
const ANALYSIS = '30일 재입원 위험 예측 모형';
const FILE = 'persons_by_gender.csv';

test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a free-form result stays at the hospital until its admin, having seen it, releases it', async ({
  browser,
}) => {
  const { page, close } = await browserAs(browser, RESEARCHER);
  await page.getByRole('link', { name: PROJECT }).first().click();
  await page.getByRole('table', { name: '분석 목록' }).getByRole('link', { name: ANALYSIS }).click();
  await expect(page.getByRole('heading', { name: ANALYSIS })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'persons_by_gender.sql',
    mimeType: 'application/sql',
    buffer: Buffer.from(
      '-- 성별 환자 수 (자유 형식)\n' +
        'SELECT gender_concept_id AS gender, count(*) AS persons\n' +
        'FROM @cdm_database_schema.person GROUP BY 1 ORDER BY 1;\n',
    ),
  });
  await page.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(toast(page, '업로드되었습니다.')).toBeVisible();

  await page.getByRole('button', { name: '실행', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '분석 실행' });
  await dialog.getByRole('checkbox', { name: 'HANBIT_CDM' }).check();
  await dialog.getByRole('button', { name: '실행', exact: true }).click();
  await expect(toast(page, '실행을 시작했습니다.')).toBeVisible();
  const row = page
    .getByRole('table', { name: '실행 목록' })
    .getByRole('row')
    .filter({ hasText: 'HANBIT_CDM' });
  await expect(row.first()).toContainText('완료', { timeout: 90_000 });
  await row.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /실행 #\d+/ })).toBeVisible();

  // The file is listed as kept at the hospital: no 보기, no 내려받기.
  const kept = page.getByRole('region', { name: '병원에 남은 파일' });
  await expect(kept.getByRole('listitem', { name: FILE })).toBeVisible();
  await expect(page.getByRole('button', { name: `${FILE} 보기` })).toHaveCount(0);
  await page.getByRole('button', { name: '결과 반출 요청' }).click();
  const ask = page.getByRole('dialog', { name: '결과 반출 요청' });
  await ask.getByRole('textbox', { name: '요청 사유' }).fill('성별 환자 수를 연구 계획서에 쓰려 합니다.');
  await ask.getByRole('button', { name: '요청', exact: true }).click();
  await expect(toast(page, '요청했습니다.')).toBeVisible();

  // 박지현 sees what would leave, exactly, and releases it.
  const admin = await browserAs(browser, HANBIT_ADMIN);
  await admin.page.getByRole('navigation').getByRole('link', { name: '한빛대학교병원' }).click();
  await admin.page.getByRole('tab', { name: '연구 승인 요청' }).click();
  await admin.page.getByRole('button', { name: `${ANALYSIS} HANBIT_CDM 결과 반출 요청 검토` }).click();
  const review = admin.page.getByRole('dialog', { name: '결과 반출 요청 검토' });
  const held = review.getByRole('region', { name: FILE });
  await expect(held).toContainText('병원 보관');
  await expect(held).toContainText('gender');
  await expect(held).toContainText('persons');
  await held.getByRole('checkbox', { name: `${FILE} 반출` }).check();
  await expect(review).toContainText('승인하면 병원에 보관된 파일 1개도 반출합니다.');
  await review.getByRole('button', { name: '승인', exact: true }).click();
  await expect(toast(admin.page, '승인되었습니다.')).toBeVisible();
  await admin.close();

  // Now it is his: the same bytes the admin saw, released.
  await page.reload();
  await page.getByRole('button', { name: `${FILE} 보기` }).click();
  await expect(page.getByRole('columnheader', { name: 'persons' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'gender' })).toBeVisible();
  await close();
});
