import { expect, test } from '@playwright/test';

const master = { email: 'master@demo.cdmnet.kr', password: 'Demo!2345' };
const subject = `기관 가입 절차 문의 ${Date.now().toString().slice(-6)}`;

test('a visitor sends a contact message that the demo master reads and handles in the inbox', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '문의하기' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page).toHaveTitle('문의하기 · CDMNet');

  await page.getByRole('textbox', { name: '이름' }).fill('정하늘');
  await page.getByRole('textbox', { name: '이메일' }).fill('haneul.jung@mudeung.or.kr');
  await page.getByRole('textbox', { name: '소속' }).fill('광주무등의료원');
  await page.getByRole('textbox', { name: '문의 제목' }).fill(subject);
  await page
    .getByRole('textbox', { name: '문의 내용' })
    .fill('저희 의료원도 참여하려면 어떤 절차가 필요합니까?\n<script>alert(1)</script>');
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByText('개인정보 수집 및 이용에 동의해 주십시오.')).toBeVisible();
  await page.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }).click();
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '문의해 주셔서 감사합니다.' })).toBeVisible();

  // The platform admin reads it.
  await page.goto('/master/inquiries');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: '이메일' }).fill(master.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(master.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/master\/inquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: '문의 내역' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('광주무등의료원');
  await expect(row).toContainText('미처리');
  await row.getByRole('button', { name: `${subject} 문의 보기` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('<script>alert(1)</script>');
  await dialog.getByRole('button', { name: '처리 완료' }).click();
  await expect(dialog).toContainText('최고관리 님이');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(row).toContainText('처리 완료');
});

test('a signed-in researcher is refused the inbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill('researcher@demo.cdmnet.kr');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/master/inquiries');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('접근 권한이 없습니다.');
  await expect(page.getByRole('table')).toHaveCount(0);
});
