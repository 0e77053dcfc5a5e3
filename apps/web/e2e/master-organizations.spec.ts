import { expect, test } from '@playwright/test';
import { signIn } from './session';

// Issue 28 item 14: the master deletes an organisation from its modify page, told first what goes and
// what stays; one with members cannot be deleted, and the page says why before anything is pressed.

test('a master deletes a new organisation after reading what goes with it, and cannot delete one with members', async ({
  page,
}) => {
  await signIn(page, 'master@demo.cdmnet.kr');
  await page.goto('/master/organizations/create');
  await page.getByRole('textbox', { name: '기관 이름', exact: true }).fill('세종새봄병원');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL(/\/master\/organizations$/);

  await page.getByRole('link', { name: '세종새봄병원 수정' }).click();
  const card = page.getByRole('region', { name: '기관 삭제' });
  const open = card.getByRole('button', { name: '기관 삭제' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('dialog', { name: '세종새봄병원 삭제' });
  await expect(dialog).toContainText('정말 이 기관을 삭제하시겠습니까?');
  await expect(dialog.getByRole('region', { name: '함께 삭제되는 것' })).toContainText(
    '기관 연구원 변경 이력과 이메일 도메인',
  );
  await dialog.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('삭제되었습니다.', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/master\/organizations$/);
  await expect(page.getByRole('cell', { name: '세종새봄병원' })).toHaveCount(0);

  await page.getByRole('link', { name: '한빛대학교병원 수정' }).click();
  const hanbit = page.getByRole('region', { name: '기관 삭제' });
  await expect(hanbit.getByRole('alert')).toContainText('기관에 연구원이 있어 삭제할 수 없습니다.');
  await expect(hanbit.getByRole('button', { name: '기관 삭제' })).toBeDisabled();
});
