import { expect, test, type Page } from '@playwright/test';
import { browserAs } from './session';

// Answering an invitation, as a new user meets it (issue 28 items 5 and 6): 김민준 invites 이서연 to his
// 심부전 재입원 위험 예측 from the 멤버 tab (the dialog keeps focus after the invitation and Escape closes it);
// she declines, is invited again and accepts. Once answered, the invitation is gone and the server
// refuses it (403) to anyone asking: the page must not ask again, so neither answer leaves a refused
// request or a console error behind. She leaves at the end: the demo seed keeps her in no project.
const RESEARCHER = 'researcher@demo.cdmnet.kr';
const PARTNER = 'partner@demo.cdmnet.kr';
const PROJECT = '심부전 재입원 위험 예측';

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Every refused call and console error the page meets from now on. */
function watch(page: Page) {
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { refused, errors };
}

/** 초대 on the members tab: finds `name` and invites them (again), then Escape closes the dialog. */
async function invite(page: Page, projectUrl: string, name: string) {
  await page.goto(`${projectUrl}/members`);
  const open = page.getByRole('button', { name: '초대', exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: '멤버 초대' });
  const search = dialog.getByRole('searchbox', { name: '이름 또는 이메일' });
  await search.fill(name);
  await dialog.getByRole('button', { name: new RegExp(`^${name} 님 (다시 )?초대$`) }).click();
  await expect(toast(page, '초대했습니다.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: '검색 결과' })).toContainText('초대 대기');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
}

/** Lets the answer's refreshes land, then: nothing refused, nothing said in the console. */
async function expectQuiet(page: Page, seen: { refused: string[]; errors: string[] }) {
  await page.waitForLoadState('networkidle');
  expect(seen.refused).toEqual([]);
  expect(seen.errors).toEqual([]);
}

test('an answered invitation is not asked for again: no 403, no console error after 거절 or 수락', async ({
  browser,
}) => {
  const researcher = await browserAs(browser, RESEARCHER);
  const page = researcher.page;
  await page.getByRole('navigation').getByRole('link', { name: PROJECT }).click();
  await expect(page).toHaveURL(/\/project\/\d+\//);
  const projectUrl = /^.*\/project\/\d+/.exec(page.url())![0];
  await invite(page, projectUrl, '이서연');

  const partner = await browserAs(browser, PARTNER);
  const seen = watch(partner.page);
  await partner.page.goto(projectUrl);
  const invitation = partner.page.getByRole('main');
  await expect(invitation).toContainText('김민준 님이 프로젝트에 초대했습니다.');
  await invitation.getByRole('button', { name: '거절' }).click();
  await expect(toast(partner.page, '거절되었습니다.')).toBeVisible();
  await expect(partner.page).toHaveURL(/\/$/);
  await expectQuiet(partner.page, seen);

  await invite(page, projectUrl, '이서연');
  await partner.page.goto(projectUrl);
  await partner.page.getByRole('main').getByRole('button', { name: '수락' }).click();
  await expect(toast(partner.page, '수락되었습니다.')).toBeVisible();
  await expect(partner.page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expectQuiet(partner.page, seen);

  // Back to the seed's state: she leaves.
  await partner.page.goto(`${projectUrl}/members`);
  await partner.page.getByRole('button', { name: '프로젝트 나가기' }).click();
  await partner.page.getByRole('alertdialog').getByRole('button', { name: '나가기' }).click();
  await expect(partner.page).toHaveURL(/\/$/);
  await partner.close();
  await researcher.close();
});
