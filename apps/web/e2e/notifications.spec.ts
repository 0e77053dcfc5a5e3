import { expect, test, type Page } from '@playwright/test';

// The demo researcher starts with four unread and two read notifications (db/demo-notifications.ts, and
// demo-irb.ts's notice that an IRB approval ends within the month), plus one unread per announcement
// other specs have posted meanwhile. The page shows 20 at a time.
const PAGE = 20;
const researcher = { email: 'researcher@demo.cdmnet.kr', password: 'Demo!2345', name: '김민준' };

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill(researcher.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(researcher.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText(`${researcher.name} 님`, { exact: true })).toBeVisible();
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^알림/ });
const list = (page: Page) => page.getByRole('list', { name: '전체 알림 목록' });

// A whole journey of page loads (and a sign-up): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a researcher reads one notification, marks the rest read and deletes them all', async ({ page }) => {
  await signIn(page);
  await expect(bell(page)).toHaveAccessibleName(/^알림 \d+개 읽지 않음$/);
  const unread = Number(/(\d+)개/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThanOrEqual(3);

  // The bell shows the latest few; all of them are a link away.
  await bell(page).click();
  const latest = page.getByRole('dialog', { name: '최근 알림' });
  await expect(latest.getByRole('listitem')).toHaveCount(5);
  await latest.getByRole('link', { name: '모든 알림 보기' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await expect(page).toHaveTitle('알림 · CDMNet');
  await expect(list(page).getByRole('listitem')).toHaveCount(Math.min(unread + 2, PAGE));
  await expect(page.getByRole('tab', { name: `읽지 않음 ${unread}` })).toBeVisible();
  // The seeded notices read as new ones do: who, which project and hospital.
  await expect(list(page)).toContainText("박지현 님이 '당뇨병 약제 비교 효과 연구' 프로젝트에 초대했습니다.");

  // A press anywhere on the row (here its middle, on the message) marks it read and opens its screen.
  await list(page).getByRole('listitem').filter({ hasText: '프로젝트에 초대되었습니다.' }).click();
  await expect(page).toHaveURL(/\/project\/\d+$/);
  await expect(page.getByRole('main').getByText('당뇨병 약제 비교 효과 연구').first()).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(`알림 ${unread - 1}개 읽지 않음`);
  await page.goBack();
  const unreadTab = page.getByRole('tab', { name: `읽지 않음 ${unread - 1}` });
  await expect(unreadTab).toBeVisible();

  await unreadTab.click();
  await expect(page).toHaveURL(/\/notification\?filter=unchecked$/);
  await expect(page.getByRole('list', { name: '읽지 않음 알림 목록' }).getByRole('listitem')).toHaveCount(
    Math.min(unread - 1, PAGE),
  );

  await page.getByRole('button', { name: '모두 읽음 표시' }).click();
  await expect(page.getByText('모든 알림을 읽음으로 표시했습니다.', { exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('알림, 읽지 않은 알림 없음');
  await expect(page.getByText('읽지 않은 알림이 없습니다.')).toBeVisible();

  await page.getByRole('tab', { name: /^전체/ }).click();
  await page.getByRole('button', { name: '전체 삭제' }).click();
  const question = page.getByRole('alertdialog', {
    name: '정말 모든 알림을 삭제하시겠습니까? 읽지 않은 알림도 함께 삭제됩니다.',
  });
  await question.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('새 알림이 없습니다.')).toBeVisible();

  // Stored, not just hidden.
  await page.reload();
  await expect(page.getByText('새 알림이 없습니다.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('알림, 읽지 않은 알림 없음');
});
