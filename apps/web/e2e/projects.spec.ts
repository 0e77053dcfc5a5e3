import { expect, test, type Page } from '@playwright/test';
import { browserAs } from './session';

// A researcher creates a project and invites the partner from /network/members; the partner declines
// once, is invited again, accepts and lands on the tabs; the researcher gives the partner the IRB-request
// permission; someone else opening the project gets the no-permission page (domain.md "Projects and
// invitations"). The demo seed puts the partner in no project, so every step here starts from nothing.
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const PARTNER = 'partner@demo.cdmnet.kr';
const OUTSIDER = 'admin@demo.cdmnet.kr';
const PROJECT = '폐렴 항생제 선택과 30일 사망률';

test.describe.configure({ timeout: 150_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a project is made, the partner invited, declining once, then joining with a permission', async ({
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
  await expect(page).toHaveURL(/\/project\/\d+\/members$/);
  const projectUrl = page.url().replace(/\/members$/, '');
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
  await expect(partner.page.getByRole('tab', { name: '멤버', selected: true })).toBeVisible();
  await expect(partner.page.getByRole('row').filter({ hasText: '이서연' })).toContainText('참여 중');

  // The researcher gives the partner the IRB-request permission.
  await page.reload();
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
  await partner.close();

  // Anyone else is kept out.
  const outsider = await browserAs(browser, OUTSIDER);
  await outsider.page.goto(projectUrl);
  await expect(outsider.page.getByText('접근 권한이 없습니다.', { exact: true })).toBeVisible();
  await outsider.close();
  await researcher.close();
});
