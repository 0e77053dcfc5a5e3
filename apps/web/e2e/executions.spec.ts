import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { browserAs } from './session';

// Issue 12's story on the built app, the real server and the demo data node (a real engine reached over
// HTTP): 김민준 (an approved IRB in 심부전 재입원 위험 예측) imports the GI-bleed characterization from a
// hospital's ATLAS, runs it on 한빛 (where his level lets him see results) and 부산해오름 (where it does
// not), watches both reach 완료 without reloading and opens the log; he asks to see 해오름's results, its
// admin 송태민 approves with delivery, and he sees the combined view across both hospitals and
// downloads the FNET package. A second, long execution is cancelled: 취소 중 until the engine confirms,
// then 취소됨 (domain.md "Executions", "Result permissions").
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const HAEORUM_ADMIN = 'taemin.song@haeorum.kr';
const PROJECT = '심부전 재입원 위험 예측';
const ANALYSIS = '30일 재입원 위험 예측 모형';
const DESIGN = '위장관 출혈 환자 특성';

test.describe.configure({ timeout: 240_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function openAnalysis(page: Page) {
  await page.getByRole('link', { name: PROJECT }).first().click();
  // The tab's 최근 실행 links to the analysis too, once it has run.
  await page.getByRole('table', { name: '분석 목록' }).getByRole('link', { name: ANALYSIS }).click();
  await expect(page.getByRole('heading', { name: ANALYSIS })).toBeVisible();
}

async function run(page: Page, cdms: string[]) {
  await page.getByRole('button', { name: '실행', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '분석 실행' });
  for (const cdm of cdms) await dialog.getByRole('checkbox', { name: cdm }).check();
  await dialog.getByRole('button', { name: '실행', exact: true }).click();
  await expect(toast(page, '실행을 시작했습니다.')).toBeVisible();
}

const executionRow = (page: Page, cdm: string) =>
  page.getByRole('table', { name: '실행 목록' }).getByRole('row').filter({ hasText: cdm }).first();

/** `26/12/06 14:05:09`, the first such time in `text`, in minutes (as if UTC: only differences count). */
function minutesOf(text: string) {
  const [, yy, mm, dd, hh, mi, ss] = /(\d{2})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(text) ?? [];
  return Date.UTC(2000 + Number(yy), Number(mm) - 1, Number(dd), Number(hh), Number(mi), Number(ss)) / 60_000;
}

async function openExecution(page: Page, cdm: string) {
  await executionRow(page, cdm).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /실행 #\d+/ })).toBeVisible();
}

test('the GI-bleed characterization runs on two hospitals; the partner hospital releases its results; combined view and FNET', async ({
  browser,
}) => {
  const { page, close } = await browserAs(browser, RESEARCHER);
  await openAnalysis(page);

  // The design comes from 한빛's ATLAS as the analysis's next package version.
  await page.getByRole('button', { name: 'ATLAS에서 가져오기' }).click();
  const atlas = page.getByRole('dialog', { name: 'ATLAS에서 가져오기' });
  await atlas.getByRole('button', { name: DESIGN, exact: true }).first().click();
  await atlas.getByRole('button', { name: '가져오기', exact: true }).click();
  await expect(toast(page, `ATLAS 설계 ‘${DESIGN}’을(를) 새 패키지 버전으로 가져왔습니다.`)).toBeVisible();

  await run(page, ['HANBIT_CDM', 'HAEORUM_CDM']);
  for (const cdm of ['HANBIT_CDM', 'HAEORUM_CDM']) {
    // No reload: the statuses arrive through the page's live stream.
    await expect(executionRow(page, cdm)).toContainText('완료', { timeout: 90_000 });
  }

  // 한빛's results are his to see: the log and the characterization, checked by the hospital's node
  // and read as a tidy table (one estimate per row).
  await openExecution(page, 'HANBIT_CDM');
  const log = page.getByRole('region', { name: '실행 로그 내용' });
  await expect(log).toContainText('characterization');
  // The node stamps its log in its own clock (Korean time, no zone said); the page shows those times in
  // the reader's zone, named, as its own: the first line within minutes of 실행 준비 중.
  const prepared = page.getByRole('list', { name: '상태 기록' }).locator('time').nth(1);
  await expect(prepared).toHaveText(/ \(GMT\+9\)$/);
  const firstLine = ((await log.textContent()) ?? '').split('\n')[0] ?? '';
  expect(firstLine).toMatch(/^\[\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \(GMT\+9\)\] /);
  const apart = minutesOf(firstLine) - minutesOf((await prepared.textContent()) ?? '');
  expect(Math.abs(apart)).toBeLessThan(3);
  await page.getByRole('button', { name: 'characterization.csv 보기' }).click();
  await expect(page.getByRole('columnheader', { name: '추정치' })).toBeVisible();
  await page.getByRole('button', { name: '닫기' }).first().click();

  // 해오름's are not: he asks to see them.
  await page.getByRole('link', { name: '분석으로 돌아가기' }).click();
  await openExecution(page, 'HAEORUM_CDM');
  await expect(page.getByText(/^이 실행에는 결과 파일 \d+개가 있습니다\.$/)).toBeVisible();
  await page.getByRole('button', { name: '결과 조회 요청' }).click();
  const ask = page.getByRole('dialog', { name: '결과 조회 요청' });
  await ask
    .getByRole('textbox', { name: '요청 사유' })
    .fill('한빛과 합쳐 위장관 출혈 환자 수를 보려 합니다.');
  await ask.getByRole('button', { name: '요청', exact: true }).click();
  await expect(toast(page, '요청했습니다.')).toBeVisible();
  await expect(
    page.getByText('결과 조회 요청을 보냈습니다. 부산해오름병원 관리자의 검토를 기다리는 중입니다.'),
  ).toBeVisible();
  // While it waits he says more precisely why (요청 수정); the admin reviews the new reason.
  await page.getByRole('button', { name: '요청 수정' }).click();
  const change = page.getByRole('dialog', { name: '결과 조회 요청 수정' });
  const reason = change.getByRole('textbox', { name: '요청 사유' });
  await expect(reason).toHaveValue('한빛과 합쳐 위장관 출혈 환자 수를 보려 합니다.');
  await reason.fill('한빛과 합쳐 위장관 출혈 환자 수를 학회 초록에 쓰려 합니다.');
  await change.getByRole('button', { name: '저장', exact: true }).click();
  await expect(toast(page, '변경되었습니다.')).toBeVisible();
  await expect(
    page.getByText('요청 사유: 한빛과 합쳐 위장관 출혈 환자 수를 학회 초록에 쓰려 합니다.'),
  ).toBeVisible();

  // 해오름's admin sees exactly what would leave, and approves it with delivery.
  const admin = await browserAs(browser, HAEORUM_ADMIN);
  await admin.page.getByRole('navigation').getByRole('link', { name: '부산해오름병원' }).click();
  await admin.page.getByRole('tab', { name: '연구 승인 요청' }).click();
  await admin.page.getByRole('button', { name: `${ANALYSIS} HAEORUM_CDM 결과 조회 요청 검토` }).click();
  const review = admin.page.getByRole('dialog', { name: '결과 조회 요청 검토' });
  await expect(review).toContainText('characterization.csv');
  await expect(review).toContainText('검사 통과');
  await review.getByRole('button', { name: '반출 포함 승인' }).click();
  await expect(toast(admin.page, '승인되었습니다.')).toBeVisible();
  await admin.close();

  // Now the results are his: files, the FNET package with the record, and the combined view.
  await page.reload();
  await expect(page.getByRole('button', { name: 'characterization.csv 보기' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'FNET 패키지 내려받기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fnet-execution-\d+-HAEORUM_CDM\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes('characterization.csv')).toBe(true);

  await page.getByRole('link', { name: '분석으로 돌아가기' }).click();
  await page.getByRole('link', { name: '병원별 결과 합산 보기' }).click();
  const combined = page.getByRole('table', { name: /characterization\.csv/ });
  await expect(combined).toContainText('한빛대학교병원');
  await expect(combined).toContainText('부산해오름병원');
  await close();
});

test('a long execution is cancelled: 취소 중 until the engine confirms, then 취소됨', async ({ browser }) => {
  const { page, close } = await browserAs(browser, RESEARCHER);
  await openAnalysis(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'slow.sql',
    mimeType: 'application/sql',
    buffer: Buffer.from('-- 오래 걸리는 패키지\nselect pg_sleep(20) is null as slept;\n'),
  });
  await page.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(toast(page, '업로드되었습니다.')).toBeVisible();
  await run(page, ['SJMC_CDM']);
  const slow = executionRow(page, 'SJMC_CDM');
  await expect(slow).toContainText('실행 중', { timeout: 30_000 });
  await slow.getByRole('checkbox').check();
  await page.getByRole('button', { name: '선택한 1개 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '실행 취소' }).click();
  await expect(slow).toContainText(/취소 중|취소됨/);
  await expect(slow).toContainText('취소됨', { timeout: 60_000 });
  await close();
});
