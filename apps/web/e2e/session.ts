import { expect, type Browser, type Page } from '@playwright/test';

/** The demo seed's password for every demo account (apps/server/src/db/seed.ts). */
export const DEMO_PASSWORD = 'Demo!2345';

/** Signs in from /login as a user would, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A separate browser (its own cookies) signed in as `email`, for scenarios with two people. */
export async function browserAs(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { page, close: () => context.close() };
}
