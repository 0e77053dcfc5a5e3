import { expect, test, type Page } from '@playwright/test';
import { browserAs } from './session';

// A researcher asks to join a second hospital from the network table; its admin approves the request in
// /orgadmin; the researcher's dashboard and notifications show it (domain.md "Organisation membership").
// 정하늘 works at 한빛대학교병원; 전소율 administers 대구청솔병원 (the demo seed).
const RESEARCHER = 'haneul.jung@hanbit-hospital.kr';
const ADMIN = 'soyul.jeon@cheongsol.kr';
const HOSPITAL = '대구청솔병원';

test.describe.configure({ timeout: 60_000 });

const counter = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^알림/ });

test('a membership request travels from the network table to the admin and back', async ({ browser }) => {
  const researcher = await browserAs(browser, RESEARCHER);
  const page = researcher.page;
  await expect(counter(page, '파트너 연구원으로 참여')).toHaveText('0곳');
  const unreadBefore = (await bell(page).getAttribute('aria-label')) ?? '';

  await page.getByRole('navigation').getByRole('link', { name: '기관' }).click();
  await expect(page).toHaveURL(/\/network\/organizations$/);
  await page.getByRole('button', { name: `${HOSPITAL} 가입 신청` }).click();
  const dialog = page.getByRole('dialog', { name: '기관/파트너 연구원 신청' });
  await expect(dialog).toContainText('파트너 연구원');
  await dialog
    .getByRole('textbox', { name: '관리자에게 남길 말' })
    .fill('뇌졸중 재활 코호트 연구에 참여하고 싶습니다.');
  await dialog.getByRole('button', { name: '신청' }).click();
  await expect(
    page.getByText('가입 신청이 접수되었습니다. 기관 관리자의 승인을 기다려 주십시오.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `${HOSPITAL} 가입 상태: 승인 대기` })).toBeDisabled();

  // The admin is told, and decides.
  const admin = await browserAs(browser, ADMIN);
  await admin.page.getByRole('navigation').getByRole('link', { name: HOSPITAL }).click();
  await admin.page.getByRole('link', { name: '연구원 관리' }).click();
  await expect(admin.page).toHaveURL(/\/orgadmin\/\d+\/member\/list/);
  const row = admin.page.getByRole('row').filter({ hasText: '정하늘' });
  await expect(row).toContainText('뇌졸중 재활 코호트 연구에 참여하고 싶습니다.');
  await row.getByRole('button', { name: /수락 \(파트너 연구원\)/ }).click();
  await expect(admin.page.getByText('수락되었습니다.', { exact: true })).toBeVisible();
  await expect(row).toContainText('파트너 연구원');
  await admin.close();

  // The researcher's dashboard and notifications change.
  await page.getByRole('navigation').getByRole('link', { name: '대시보드' }).click();
  await expect(counter(page, '파트너 연구원으로 참여')).toHaveText('1곳');
  // The bell asks every minute and on focus; coming back to the tab later, the researcher sees it.
  await page.reload();
  await expect(bell(page)).not.toHaveAttribute('aria-label', unreadBefore);
  await bell(page).click();
  // The bell's popover shows the latest notices, the approval among them.
  await expect(
    page.getByRole('dialog').getByText(`${HOSPITAL}에 파트너 연구원으로 가입되었습니다.`, { exact: false }),
  ).toBeVisible();
  await researcher.close();
});

// 회원 추가: 심가온 (강원솔내병원's admin) adds 황지안, employed at 대구청솔병원, without a request of hers.
test('an organisation admin adds a researcher directly with 회원 추가', async ({ browser }) => {
  const admin = await browserAs(browser, 'gaon.shim@solnae.or.kr');
  const page = admin.page;
  await page.getByRole('navigation').getByRole('link', { name: '강원솔내병원' }).click();
  await page.getByRole('link', { name: '연구원 관리' }).click();
  await expect(page).toHaveURL(/\/orgadmin\/\d+\/member\/list/);
  await expect(page.getByRole('row').filter({ hasText: '방서하' })).toBeVisible();

  await page.getByRole('button', { name: '회원 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 추가' });
  await dialog.getByRole('searchbox', { name: '이름 또는 이메일' }).fill('황지안');
  const found = dialog.getByRole('radio', { name: /황지안/ });
  await expect(dialog.getByRole('group', { name: '검색 결과' })).toContainText('대구청솔병원');
  await found.check();
  await dialog.getByRole('combobox', { name: '기관 권한' }).click();
  await page.getByRole('option', { name: '파트너 연구원' }).click();
  await dialog.getByRole('button', { name: '등록' }).click();

  await expect(page.getByText('등록되었습니다.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '황지안' })).toContainText('파트너 연구원');
  // Added, she is no longer offered.
  await page.getByRole('button', { name: '회원 추가' }).click();
  await dialog.getByRole('searchbox', { name: '이름 또는 이메일' }).fill('황지안');
  await expect(dialog.getByText(/검색 결과가 없습니다\./)).toBeVisible();
  await admin.close();
});
