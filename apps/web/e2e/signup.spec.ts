import { expect, test, type Page } from '@playwright/test';
import { verificationCode } from './outbox';

// Unique within the run's database, whatever else the run signs up.
const stamp = Date.now().toString().slice(-8);
const newcomer = {
  email: `newcomer${stamp}@sjmc.or.kr`,
  phone: `010${stamp}`,
  name: '정하늘',
  password: 'Sky!2345x',
};

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * One verification step as a person does it: type the address or number, ask for a code, read it from the
 * outbox, confirm it, see it verified, go on.
 */
async function verify(page: Page, field: '이메일' | '휴대폰 번호', typed: string, target = typed) {
  await page.getByRole('textbox', { name: field }).fill(typed);
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('textbox', { name: '인증번호' }).fill(await verificationCode(target, asked));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${target} 인증을 마쳤습니다.`);
  await page.getByRole('button', { name: '다음' }).click();
}

test('a new user signs up with both codes from the outbox, then signs in to the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page).toHaveTitle('회원가입 · CDMNet');

  // 1. Terms: the required ones must be agreed to.
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('필수 약관에 모두 동의해 주십시오.');
  await page.getByRole('checkbox', { name: '전체 동의' }).click();
  await expect(page.getByRole('checkbox', { name: '필수 보안 서약' })).toBeChecked();
  await page.getByRole('button', { name: '다음' }).click();

  // 2. Email: the code comes by mail.
  await expect(page.getByRole('heading', { level: 2, name: '이메일 인증' })).toBeFocused();
  await verify(page, '이메일', newcomer.email);

  // 3. Phone: the code comes by SMS; hyphens are fine.
  const hyphenated = `${newcomer.phone.slice(0, 3)}-${newcomer.phone.slice(3, 7)}-${newcomer.phone.slice(7)}`;
  await verify(page, '휴대폰 번호', hyphenated, newcomer.phone);

  // 4. Account: the employer's domains say whether membership is immediate.
  await expect(page.getByRole('heading', { level: 2, name: '계정 정보' })).toBeVisible();
  await page.getByRole('textbox', { name: '이름' }).fill(newcomer.name);
  await page.getByLabel(/^비밀번호\s*\*?$/).fill(newcomer.password);
  await page.getByLabel(/^비밀번호 확인\s*\*?$/).fill('Sky!2345y');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  await page.getByLabel(/^비밀번호 확인\s*\*?$/).fill(newcomer.password);
  await choose(page, '전문 분야', '의학 연구자');
  await choose(page, '세부 전공', '신경과');
  await page.getByRole('searchbox', { name: '기관 검색' }).fill('서울');
  await choose(page, '재직 기관', '서울중앙의료원');
  await expect(page.getByText('@sjmc.or.kr', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      `인증한 이메일(${newcomer.email})이 기관 도메인과 일치하여 가입 즉시 기관 연구원으로 등록됩니다.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: '가입하기' }).click();

  // 5. Done: what happens next, and the way to sign in.
  await expect(page.getByRole('heading', { level: 2, name: '완료' })).toBeVisible();
  await expect(page.getByText('서울중앙의료원의 기관 연구원으로 등록되었습니다.')).toBeVisible();
  await page.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: '이메일' }).fill(newcomer.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(newcomer.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`${newcomer.name} 님`, { exact: true })).toBeVisible();
  // The dashboard lists the organisation joined at sign-up.
  await expect(page.getByRole('main').getByText('서울중앙의료원').first()).toBeVisible();
});

test('signing up again with a taken email is sent back to the email step, keeping what was typed', async ({
  page,
}) => {
  const phone = `011${stamp}`;
  await page.goto('/signup');
  await page.getByRole('checkbox', { name: '전체 동의' }).click();
  await page.getByRole('button', { name: '다음' }).click();

  const email = 'researcher@demo.cdmnet.kr';
  await verify(page, '이메일', email);
  await verify(page, '휴대폰 번호', phone);

  await page.getByRole('textbox', { name: '이름' }).fill('김민준');
  await page.getByLabel(/^비밀번호\s*\*?$/).fill('Sky!2345x');
  await page.getByLabel(/^비밀번호 확인\s*\*?$/).fill('Sky!2345x');
  await choose(page, '전문 분야', '의사');
  await choose(page, '세부 전공', '기타');
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '이메일 인증' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '이미 가입된 이메일입니다. 로그인하시거나 비밀번호 찾기를 이용해 주십시오.',
  );
  await expect(page.getByRole('textbox', { name: '이메일' })).toHaveValue(email);
  // The phone stays verified and the account step keeps its values.
  await verify(page, '이메일', `again${stamp}@example.kr`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${phone} 인증을 마쳤습니다.`);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('textbox', { name: '이름' })).toHaveValue('김민준');
});
