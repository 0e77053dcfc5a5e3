import { expect, test } from '@playwright/test';
import { signIn } from './session';

// Favourites end to end (spec §7 "Favorite"): a star on the network table is kept by the server and
// listed on /bookmarks, where it can be removed again.

test('a researcher stars a hospital in the network table, finds it on 즐겨찾기 and removes it there', async ({
  page,
}) => {
  await signIn(page, 'partner@demo.cdmnet.kr');
  await page.goto('/network/organizations');
  const star = page.getByRole('button', { name: '대구청솔병원 즐겨찾기' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(star).not.toHaveAttribute('aria-disabled', 'true');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // Kept by the server: still starred after a reload, and alone under 즐겨찾기만.
  await page.reload();
  await expect(page.getByRole('button', { name: '대구청솔병원 즐겨찾기' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('switch', { name: '즐겨찾기만' }).click();
  await expect(page.getByRole('button', { name: /즐겨찾기$/ })).toHaveCount(1);

  await page.goto('/bookmarks');
  await expect(page).toHaveTitle('즐겨찾기 · CDMNet');
  await page.getByRole('tab', { name: /^기관/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: '대구청솔병원' })).toHaveAttribute(
    'href',
    '/network/organizations',
  );
  await panel.getByRole('button', { name: '대구청솔병원 즐겨찾기 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(panel.getByText('즐겨찾기한 기관이 없습니다.')).toBeVisible();
});
