import { expect, test, type Page } from '@playwright/test';
import { newestMessage } from './outbox';

// The partner's password is changed and then set back, so other specs still sign in with the demo one.
const partner = { email: 'partner@demo.cdmnet.kr', name: '이서연', password: 'Demo!2345' };
const newPassword = 'Fresh!2345x';

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

/** Asks for a link on /forgotpassword and returns the link's path from the mail in the outbox. */
async function mailedResetPath(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '메일을 확인해 주십시오.' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('이메일이 발송되었습니다.');
  const mail = await newestMessage(email, { since: asked, channel: 'mail' });
  const link = /https?:\/\/\S+\/resetpassword\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function setPassword(page: Page, path: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveTitle('비밀번호 재설정 · CDMNet');
  await page.getByLabel(/^새 비밀번호\s*\*?$/).fill(password);
  await page.getByLabel(/^새 비밀번호 확인\s*\*?$/).fill(password);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  // The toast of the server's reply.
  await expect(page.getByText('비밀번호가 변경되었습니다.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test('a forgotten password is reset through the mailed link, and the new one signs in', async ({ page }) => {
  const path = await mailedResetPath(page, partner.email);
  await page.goto(path);
  await page.getByLabel(/^새 비밀번호\s*\*?$/).fill(newPassword);
  await page.getByLabel(/^새 비밀번호 확인\s*\*?$/).fill('Other!2345x');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  await setPassword(page, path, newPassword);

  await signIn(page, partner.email, partner.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '이메일 또는 비밀번호가 올바르지 않습니다.',
  );
  await signIn(page, partner.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`${partner.name} 님`, { exact: true })).toBeVisible();
  // Signed out by dropping the cookies: the reset link is what is tested next, not the user menu.
  await page.context().clearCookies();

  // The link works once: opened again, it says so at once, with no form to fill in for nothing.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: '링크를 사용할 수 없습니다.' })).toBeVisible();
  await expect(page.getByLabel(/^새 비밀번호/)).toHaveCount(0);
  await page.getByRole('link', { name: '비밀번호 찾기 다시 요청' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);

  // Back to the demo password for everyone else.
  await setPassword(page, await mailedResetPath(page, partner.email), partner.password);
  await signIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(/\/$/);
});

test('an address without an account gets the same reply, and no mail is sent', async ({ page }) => {
  await page.goto('/forgotpassword');
  await page.getByRole('textbox', { name: '이메일' }).fill('nobody@demo.cdmnet.kr');
  await page.getByRole('button', { name: '재설정 링크 받기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '메일을 확인해 주십시오.' })).toBeVisible();
  await expect(page.getByText('받는 이메일: nobody@demo.cdmnet.kr')).toBeVisible();
  await expect(newestMessage('nobody@demo.cdmnet.kr', { timeout: 2000 })).rejects.toThrow();
});

test('a reset page without a token says the link cannot be used', async ({ page }) => {
  await page.goto('/resetpassword');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    '비밀번호 재설정 링크가 만료되었거나 올바르지 않습니다.',
  );
});
