import { expect, test, type Locator, type Page } from '@playwright/test';
import { browserAs } from './session';

// Decisions reach the other side's open page through the live stream, without a reload (issue 28 item
// 1): 김민준 (researcher@) keeps the 요청 tab of 항암제 이상반응 감시 open while 박지현 (한빛대학교병원's
// admin) approves its waiting IRB request on 연구 승인 요청; then he asks 한빛 for 심부전 재입원 위험 예측 and
// the request appears on her open page, and her bell counts it.
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const HANBIT_ADMIN = 'admin@demo.cdmnet.kr';
const ONCOLOGY = '항암제 이상반응 감시';
const HEART = '심부전 재입원 위험 예측';
/** The demo's request of 항암제 이상반응 감시 waiting at 한빛대학교병원 (apps/server/src/db/demo-irb.ts). */
const WAITING = 'HRH-IRB-2026-019';
const ASKED = 'HB-LIVE-2026-0001';

test.describe.configure({ timeout: 120_000 });

// Live: what arrives by the stream shows within about a second; the margin is for a loaded machine,
// and far below the minute a page waited before.
const LIVE = { timeout: 3_000 };

const approvalPdf = () => ({
  name: 'IRB 승인서.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** Today and a year on, in Korea, as a date input takes them. */
function validity() {
  const day = (offset: number) =>
    new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(0), until: day(365) };
}

async function openRequestTab(page: Page, project: string) {
  await page.getByRole('navigation').getByRole('link', { name: project }).first().click();
  await page.getByRole('tab', { name: '요청' }).click();
  await expect(page.getByRole('tab', { name: '요청', selected: true })).toBeVisible();
}

const irbRow = (page: Page, irbNumber: string): Locator =>
  page.getByRole('table', { name: 'IRB 요청 목록' }).getByRole('row').filter({ hasText: irbNumber });

/** Counts every document load, so a reload anywhere would show. */
function loadsOf(page: Page) {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test('an IRB decision and a new IRB request reach the other side’s open page without a reload', async ({
  browser,
}) => {
  const researcher = await browserAs(browser, RESEARCHER);
  const admin = await browserAs(browser, HANBIT_ADMIN);

  await openRequestTab(researcher.page, ONCOLOGY);
  const waiting = irbRow(researcher.page, WAITING);
  await expect(waiting).toContainText('승인 대기');
  await admin.page.goto('/orgadmin/1/research/permissions');
  const researcherLoads = loadsOf(researcher.page);
  const adminLoads = loadsOf(admin.page);

  // She approves; his open tab shows it.
  await admin.page.getByRole('button', { name: `${ONCOLOGY} ${WAITING} 승인` }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: '승인' }).click();
  await expect(admin.page.getByText('승인되었습니다.', { exact: true })).toBeVisible();
  await expect(waiting).not.toContainText('승인 대기', LIVE);
  await expect(waiting).toContainText('승인');

  // He asks 한빛 for his other project; her open list shows it and her bell counts it.
  const bell = admin.page.getByRole('link', { name: /^알림/ });
  const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  await openRequestTab(researcher.page, HEART);
  await researcher.page.getByRole('button', { name: 'IRB 승인 요청' }).click();
  const form = researcher.page.getByRole('dialog', { name: 'IRB 승인 요청' });
  await researcher.page.getByRole('combobox', { name: '기관' }).click();
  await researcher.page.getByRole('option', { name: '한빛대학교병원' }).click();
  await form.getByRole('textbox', { name: 'IRB 번호' }).fill(ASKED);
  await form.getByRole('textbox', { name: '승인 기관' }).fill('한빛대학교병원 기관생명윤리위원회');
  const { from, until } = validity();
  await form.getByLabel('유효 기간 시작일').fill(from);
  await form.getByLabel('유효 기간 종료일').fill(until);
  await form.locator('input[type="file"]').setInputFiles(approvalPdf());
  await form.getByRole('button', { name: '요청', exact: true }).click();
  await expect(researcher.page.getByText('요청되었습니다.', { exact: true })).toBeVisible();

  await expect(admin.page.getByRole('row').filter({ hasText: ASKED }), 'the new request, live').toContainText(
    HEART,
    LIVE,
  );
  await expect(bell).toHaveAttribute('aria-label', `알림 ${unreadBefore + 1}개 읽지 않음`, LIVE);

  // The in-app navigation of the request tab aside, neither page was loaded again.
  expect(adminLoads()).toBe(0);
  expect(researcherLoads()).toBe(0);
  await researcher.close();
  await admin.close();
});
