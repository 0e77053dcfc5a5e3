import { expect, test, type Page } from '@playwright/test';
import { browserAs } from './session';

// A researcher creates a project and invites the partner from /network/members; the partner declines
// once, is invited again, accepts and lands on the tabs; the researcher makes an analysis on 한빛대학교병원's
// CDM with a package and gives the partner the IRB-request permission; the partner asks the hospital for
// IRB approval with a PDF; its admin rejects it with a reason, then approves a second request; both sides
// see it in the request tab and their notifications; someone else opening the project gets the
// no-permission page (domain.md "Projects and invitations", "IRB"). The demo seed puts the partner in no
// project, so every step here starts from nothing.
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const PARTNER = 'partner@demo.cdmnet.kr';
// 한빛대학교병원's admin: outside the project, the one who decides its IRB.
const OUTSIDER = 'admin@demo.cdmnet.kr';
const HANBIT_ADMIN = OUTSIDER;
const PROJECT = '폐렴 항생제 선택과 30일 사망률';

test.describe.configure({ timeout: 300_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A tiny one-page PDF: the approval document. */
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

/** From the request tab: IRB approval from 한빛대학교병원, with its number and the PDF. */
async function askForIrb(page: Page, projectUrl: string, irbNumber: string) {
  await page.goto(`${projectUrl}/request`);
  await page.getByRole('button', { name: 'IRB 승인 요청' }).click();
  const form = page.getByRole('dialog', { name: 'IRB 승인 요청' });
  await choose(page, '기관', '한빛대학교병원');
  await form.getByRole('textbox', { name: 'IRB 번호' }).fill(irbNumber);
  await form.getByRole('textbox', { name: '승인 기관' }).fill('한빛대학교병원 기관생명윤리위원회');
  const { from, until } = validity();
  await form.getByLabel('유효 기간 시작일').fill(from);
  await form.getByLabel('유효 기간 종료일').fill(until);
  await form.locator('input[type="file"]').setInputFiles(approvalPdf());
  await form.getByRole('button', { name: '요청', exact: true }).click();
  await expect(toast(page, '요청되었습니다.')).toBeVisible();
}

/** The admin's waiting list, and the row of one request in it. */
async function decisionRow(page: Page, irbNumber: string) {
  await page.goto('/orgadmin/1/research/permissions');
  const row = page.getByRole('row').filter({ hasText: irbNumber });
  await expect(row).toContainText(PROJECT);
  return row;
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a project is made and the partner joins; an analysis is made; IRB approval is refused, then granted', async ({
  browser,
}) => {
  const researcher = await browserAs(browser, RESEARCHER);
  const page = researcher.page;

  // 새 프로젝트 from the side menu.
  await page.getByRole('navigation').getByRole('button', { name: '새 프로젝트' }).click();
  const form = page.getByRole('dialog', { name: '새 프로젝트' });
  await form.getByRole('textbox', { name: '프로젝트 이름' }).fill(PROJECT);
  await form
    .getByRole('textbox', { name: '설명' })
    .fill('지역사회 획득 폐렴 입원 환자의 초기 항생제와 사망률');
  await choose(page, '공개 범위', '비공개');
  await choose(page, '프로젝트 유형', '비교 효과 연구');
  await form.getByRole('radio', { name: '초록' }).check();
  await form.getByRole('button', { name: '등록' }).click();
  await expect(toast(page, '등록되었습니다.')).toBeVisible();
  // A project opens on its analyses (tab 0).
  await expect(page).toHaveURL(/\/project\/\d+\/analysis$/);
  await expect(page.getByRole('tab', { name: '분석', selected: true })).toBeVisible();
  const projectUrl = page.url().replace(/\/analysis$/, '');
  await expect(page.getByRole('navigation').getByRole('link', { name: PROJECT })).toBeVisible();

  // The invitation, from the researcher directory.
  await page.getByRole('navigation').getByRole('link', { name: '연구자' }).click();
  await expect(page.getByRole('heading', { name: '연구자', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').fill('이서연');
  await page.getByRole('button', { name: '이서연 님을 프로젝트에 초대' }).click();
  const invite = page.getByRole('dialog', { name: '프로젝트 초대' });
  await invite.getByRole('radio', { name: new RegExp(PROJECT) }).check();
  await invite.getByRole('button', { name: '초대' }).click();
  await expect(toast(page, '초대했습니다.')).toBeVisible();

  // The partner declines, once.
  const partner = await browserAs(browser, PARTNER);
  await partner.page.goto(projectUrl);
  const invitation = partner.page.getByRole('main');
  await expect(invitation).toContainText('김민준 님이 프로젝트에 초대했습니다.');
  await expect(invitation).toContainText(PROJECT);
  await invitation.getByRole('button', { name: '거절' }).click();
  await expect(toast(partner.page, '거절되었습니다.')).toBeVisible();
  await expect(partner.page).toHaveURL(/\/$/);

  // Invited again from the members tab.
  await page.goto(`${projectUrl}/members`);
  await page.getByRole('button', { name: '이서연 님 다시 초대' }).click();
  await expect(toast(page, '초대했습니다.')).toBeVisible();

  // This time the partner accepts and lands on the tabs.
  await partner.page.goto(projectUrl);
  await partner.page.getByRole('main').getByRole('button', { name: '수락' }).click();
  await expect(toast(partner.page, '수락되었습니다.')).toBeVisible();
  await expect(partner.page.getByRole('tab', { name: '분석', selected: true })).toBeVisible();
  await partner.page.getByRole('tab', { name: '멤버' }).click();
  await expect(partner.page.getByRole('row').filter({ hasText: '이서연' })).toContainText('참여 중');

  // The researcher makes an analysis on 한빛대학교병원's CDM and gives it a package: the hospital becomes
  // one the project may ask for IRB approval.
  await page.goto(projectUrl);
  // The empty list offers it too: either opens the form.
  await page.getByRole('button', { name: '분석 만들기' }).first().click();
  const analysis = page.getByRole('dialog', { name: '분석 만들기' });
  await analysis.getByRole('textbox', { name: '분석 이름' }).fill('초기 항생제별 30일 사망률 비교');
  await choose(page, '분석 유형', '인구 수준 효과 추정');
  await analysis.getByRole('group', { name: '한빛대학교병원' }).getByRole('checkbox').first().check();
  await analysis.getByRole('button', { name: '등록' }).click();
  await expect(toast(page, '등록되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/\d+\/analysis\/\d+$/);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'mortality.sql',
    mimeType: 'application/sql',
    buffer: Buffer.from('-- 초기 항생제별 30일 사망\nselect count(*) from person;\n'),
  });
  await page.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(toast(page, '업로드되었습니다.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'mortality.sql' })).toContainText('v1');

  // The researcher gives the partner the IRB-request permission.
  await page.goto(`${projectUrl}/members`);
  await page.getByRole('button', { name: '이서연 님 권한' }).click();
  const permissions = page.getByRole('dialog', { name: '이서연 님의 권한' });
  await permissions.getByRole('checkbox', { name: 'IRB 요청', exact: true }).check();
  await permissions.getByRole('button', { name: '저장' }).click();
  await expect(toast(page, '변경되었습니다.')).toBeVisible();

  // The partner sees it in their permissions, and the log says it.
  await partner.page.reload();
  await partner.page.getByRole('button', { name: '이서연 님 권한' }).click();
  await expect(
    partner.page
      .getByRole('dialog', { name: '이서연 님의 권한' })
      .getByRole('checkbox', { name: 'IRB 요청', exact: true }),
  ).toBeChecked();
  await partner.page.keyboard.press('Escape');
  await partner.page.getByRole('tab', { name: '로그' }).click();
  await expect(partner.page.getByRole('row').filter({ hasText: '권한 변경' }).first()).toContainText(
    'IRB 요청',
  );

  // The partner asks 한빛대학교병원 for IRB approval, and is refused once with a reason.
  await askForIrb(partner.page, projectUrl, 'HB-2026-0117');
  const admin = await browserAs(browser, HANBIT_ADMIN);
  const waiting = await decisionRow(admin.page, 'HB-2026-0117');
  await waiting.getByRole('button', { name: `${PROJECT} HB-2026-0117 거절` }).click();
  const rejection = admin.page.getByRole('alertdialog');
  await rejection.getByRole('textbox', { name: '거절 사유' }).fill('승인서의 연구 책임자 서명이 없습니다.');
  await rejection.getByRole('button', { name: '거절' }).click();
  await expect(toast(admin.page, '거절되었습니다.')).toBeVisible();

  // Asked again, and approved.
  await askForIrb(partner.page, projectUrl, 'HB-2026-0142');
  const second = await decisionRow(admin.page, 'HB-2026-0142');
  await second.getByRole('button', { name: `${PROJECT} HB-2026-0142 승인` }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: '승인' }).click();
  await expect(toast(admin.page, '승인되었습니다.')).toBeVisible();

  // The admin sees both decisions in the history.
  await admin.page.getByRole('tab', { name: '연구 결정 이력' }).click();
  await expect(admin.page.getByRole('row').filter({ hasText: 'HB-2026-0142' })).toContainText('승인');
  await expect(admin.page.getByRole('row').filter({ hasText: 'HB-2026-0117' })).toContainText(
    '승인서의 연구 책임자 서명이 없습니다.',
  );
  await admin.close();

  // Both sides of the project see the decisions in the request tab, and are told.
  for (const member of [partner.page, page]) {
    await member.goto(`${projectUrl}/request`);
    await expect(member.getByRole('tab', { name: '요청', selected: true })).toBeVisible();
    const requests = member.getByRole('table', { name: 'IRB 요청 목록' });
    await expect(requests.getByRole('row').filter({ hasText: 'HB-2026-0142' })).toContainText('승인');
    await expect(requests.getByRole('row').filter({ hasText: 'HB-2026-0117' })).toContainText('거절');
    await member.goto('/notification');
    const told = member.getByRole('list', { name: '전체 알림 목록' });
    await expect(told).toContainText('IRB 승인 요청이 승인되었습니다.');
    await expect(told).toContainText('IRB 승인 요청이 거절되었습니다.');
  }
  await partner.close();

  // Anyone else is kept out.
  const outsider = await browserAs(browser, OUTSIDER);
  await outsider.page.goto(projectUrl);
  await expect(outsider.page.getByText('프로젝트를 찾을 수 없습니다.', { exact: true })).toBeVisible();
  await outsider.close();
  await researcher.close();
});
