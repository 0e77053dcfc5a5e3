import { expect, request, test, type Browser, type Page } from '@playwright/test';

// A master posts a popup announcement; a researcher reads it in the list and in the popup after
// signing in, hides it for a day, and sees it again once the day has passed (the page's clock is
// moved with page.clock). The announcement is deleted at the end, through the screen, and again in
// afterAll should the test stop half-way, so no popup is left over the other specs' pages.

const master = { email: 'master@demo.cdmnet.kr', password: 'Demo!2345' };
const researcher = { email: 'researcher@demo.cdmnet.kr', password: 'Demo!2345' };
const title = `E2E 팝업 공지 ${Date.now()}`;

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-04-01T09:00:00+09:00').getTime();

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill(who.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(who.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function pageFor(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, signIn: () => signIn(page, who) };
}

/** Loads the page again and waits for the popup announcements to arrive. */
async function reloadAndLoadPopups(page: Page) {
  const popups = page.waitForResponse((r) => r.url().endsWith('/api/v1/announcements/popups'));
  await page.reload();
  expect((await popups).ok()).toBe(true);
}

test.afterAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL });
  await api.post('/api/v1/account/login', { data: master });
  const list = (await (await api.get('/api/v1/announcements')).json()) as {
    content: { id: number; title: string }[] | null;
  };
  for (const a of list.content?.filter((a) => a.title === title) ?? []) {
    await api.delete(`/api/v1/announcements/${a.id}`);
  }
  await api.dispose();
});

test('a popup announcement reaches a researcher, hides for a day and comes back after it', async ({
  browser,
}) => {
  // Two users, three page loads a day apart: longer than the default 30 s on two shared cores.
  test.slow();

  // The master posts it.
  const m = await pageFor(browser, master);
  await m.signIn();
  await m.page.goto('/announcement');
  await expect(m.page).toHaveTitle('공지사항 · CDMNet');
  await m.page.getByRole('link', { name: '등록' }).first().click();
  await expect(m.page).toHaveURL(/\/announcement\/create$/);
  await m.page.getByRole('textbox', { name: '제목' }).fill(title);
  await m.page.getByRole('textbox', { name: '내용' }).click();
  await m.page.keyboard.type('4월 정기 점검은 4월 11일 02:00에 시작합니다.');
  await m.page.getByRole('switch', { name: '팝업으로 알리기' }).click();
  await m.page.getByRole('button', { name: '저장' }).click();
  await expect(m.page.getByText('등록되었습니다.').first()).toBeVisible();
  await expect(m.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const viewUrl = m.page.url();
  // The master's own post does not pop up over their work.
  await expect(m.page.getByRole('dialog')).toHaveCount(0);

  // The researcher signs in: the popup opens with it.
  const r = await pageFor(browser, researcher);
  await r.page.clock.setFixedTime(T0);
  await r.signIn();
  const popup = r.page.getByRole('dialog', { name: '공지사항' });
  await expect(popup.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(popup.getByText('4월 정기 점검은 4월 11일 02:00에 시작합니다.')).toBeVisible();
  await popup.getByRole('button', { name: '하루 동안 보지 않기' }).click();
  await expect(popup).toBeHidden();
  const skips = await r.page.evaluate(() => localStorage.getItem('announcementPopupSkipList'));
  expect(JSON.parse(skips ?? '[]')).toContainEqual({ id: Number(viewUrl.split('/').pop()), until: T0 + DAY });

  // …and reads it in the list, without the master's buttons.
  await r.page.goto('/announcement');
  await r.page.getByRole('link', { name: title }).click();
  await expect(r.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(r.page.getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(r.page.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await r.page.goto('/announcement/create');
  await expect(r.page.getByText('접근 권한이 없습니다.')).toBeVisible();

  // 23 hours later it is still hidden; a day later it is back.
  await r.page.clock.setFixedTime(T0 + 23 * 60 * 60 * 1000);
  await reloadAndLoadPopups(r.page);
  await expect(r.page.getByRole('dialog')).toHaveCount(0);

  await r.page.clock.setFixedTime(T0 + DAY + 60_000);
  await reloadAndLoadPopups(r.page);
  await expect(popup.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();
  await r.context.close();

  // The master deletes it, after a confirmation naming it. Visiting again, the master too gets the
  // popup, like everyone who has not hidden it.
  await m.page.goto(viewUrl);
  const masterPopup = m.page.getByRole('dialog', { name: '공지사항' });
  await expect(masterPopup.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await masterPopup.getByRole('button', { name: '닫기' }).click();
  await expect(masterPopup).toBeHidden();
  await m.page.getByRole('button', { name: '삭제' }).click();
  const question = m.page.getByRole('alertdialog');
  await expect(question).toContainText('정말 이 공지사항을 삭제하시겠습니까?');
  await question.getByRole('button', { name: '삭제' }).click();
  await expect(m.page).toHaveURL(/\/announcement$/);
  await expect(m.page.getByText('삭제되었습니다.').first()).toBeVisible();
  await expect(m.page.getByRole('link', { name: title })).toHaveCount(0);
  await m.context.close();
});
