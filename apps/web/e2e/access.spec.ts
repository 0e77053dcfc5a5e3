import { expect, test } from '@playwright/test';
import { signIn } from './session';

// Who may open the admin pages (domain.md): a researcher neither /master nor an organisation's /orgadmin
// they do not administer; the server refuses their calls too.

test('a researcher cannot open the platform admin pages or another organisation’s admin pages', async ({
  page,
}) => {
  await signIn(page, 'researcher@demo.cdmnet.kr');
  await expect(page.getByRole('navigation').getByRole('link', { name: '회원 관리' })).toHaveCount(0);

  for (const path of [
    '/master',
    '/master/members',
    '/master/organizations',
    '/master/organizations/1/service',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText('접근 권한이 없습니다.').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  for (const path of ['/orgadmin/1', '/orgadmin/1/member/list', '/orgadmin/2']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText('접근 권한이 없습니다.').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  // An address that names no organisation says so (spec §2: a non-numeric id is -1).
  await page.goto('/orgadmin/abc');
  await expect(page.getByRole('main').getByText('기관을 찾을 수 없습니다.')).toBeVisible();

  const api = await page.request.get('/api/v1/orgs/1/members');
  expect(api.status()).toBe(403);
  expect((await page.request.get('/api/v1/master/members')).status()).toBe(403);
});

test('an organisation admin opens their own organisation’s admin pages from the menu, and no other', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.cdmnet.kr');
  await page.getByRole('navigation').getByRole('link', { name: '한빛대학교병원' }).click();
  await expect(page).toHaveURL(/\/orgadmin\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('한빛대학교병원');
  await page.goto('/orgadmin/2');
  await expect(page.getByRole('main').getByText('접근 권한이 없습니다.').first()).toBeVisible();
});
