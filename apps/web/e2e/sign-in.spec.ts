import { expect, test, type Page } from '@playwright/test';

const researcher = { email: 'researcher@demo.cdmnet.kr', password: 'Demo!2345', name: '김민준' };

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

test('a signed-out visitor is sent to /login and, once signed in, back to the page asked for', async ({
  page,
}) => {
  await page.goto('/network/members?q=kim');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveTitle('로그인 · CDMNet');

  await signIn(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/network\/members\?q=kim$/);
  await expect(page.getByText(`${researcher.name} 님`, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/network\/members\?q=kim$/);
  await expect(page.getByText(`${researcher.name} 님`, { exact: true })).toBeVisible();

  // Signed in, a public page sends you home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`${researcher.name} 님, 환영합니다.`, { exact: false })).toBeVisible();
  // The dashboard's figures come from the real database (demo seed).
  const organizations = page.getByRole('region', { name: '참여 기관' });
  await expect(organizations.getByRole('listitem')).toHaveText([
    /한빛대학교병원.*CDM 1개 · 환자 808명.*기관 연구원/,
  ]);
  // The network's patients: the GiBleed sample split among the hospitals (2,694), plus any CDM another
  // spec has registered meanwhile.
  const patients = page
    .getByRole('region', { name: '네트워크 현황' })
    .getByRole('term')
    .filter({ hasText: '전체 환자' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(patients).toHaveText(/^[\d,]+명$/);
  expect(Number((await patients.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2_694);

  // 로그아웃 is in the user menu of the top bar (ux.md).
  await page.getByRole('button', { name: `${researcher.name} 님` }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows a Korean error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, researcher.email, 'Wrong!2345');
  await expect(
    page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'USER')).toBeUndefined();
});

test('the form names what is wrong before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '로그인' }).click();
  // Empty fields say they are required before anything about their format.
  await expect(page.getByText('필수 입력 항목입니다.')).toHaveCount(2);
  await page.getByRole('textbox', { name: '이메일' }).fill('researcher@');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('올바른 이메일 형식이 아닙니다.')).toBeVisible();
});

test('an expired session sends the user to /login and back after signing in again', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signIn(page, researcher.email, researcher.password);
  await expect(page.getByText(`${researcher.name} 님`, { exact: true })).toBeVisible();

  // The server forgets the session (it expired); the browser still has USER.
  await context.clearCookies({ name: 'cdmnet_session' });
  await page.goto('/network/organizations');
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'USER')).toBeUndefined();

  await signIn(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/network\/organizations$/);
});

test('an unknown address shows the Korean not-found page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, researcher.email, researcher.password);
  await expect(page.getByText(`${researcher.name} 님`, { exact: true })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다.' })).toBeVisible();
});
