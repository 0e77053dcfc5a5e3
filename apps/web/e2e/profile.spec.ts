import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// A fresh account for each run, so changing its password leaves the demo accounts alone. It signs up
// with a staff address of 서울중앙의료원, which admits such addresses at once and says so.
const stamp = Date.now().toString().slice(-7);
const person = {
  email: `e2e.profile.${stamp}@sjmc.or.kr`,
  phoneNumber: `0109${stamp}`,
  name: '오지훈',
  password: 'First!2345',
};

/** The 6-digit code last sent to `to`, from the server's dev outbox (no SMTP or SMS gateway in tests). */
async function codeSentTo(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let attempt = 0; attempt < 20; attempt++) {
    const names = (await readdir(outbox).catch(() => [])).sort().reverse();
    for (const name of names) {
      const message = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as {
        to: string;
        text: string;
      };
      const code = message.to === to ? /\d{6}/.exec(message.text)?.[0] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code was sent to ${to}`);
}

async function verified(request: APIRequestContext, channel: 'email' | 'phone', target: string) {
  const field = channel === 'email' ? 'email' : 'phoneNumber';
  const url = `/api/v1/account/${channel}/verify`;
  expect((await request.get(url, { params: { [field]: target } })).ok()).toBe(true);
  const reply = await request.post(url, { data: { [field]: target, code: await codeSentTo(target) } });
  return ((await reply.json()) as { content: { verifiedToken: string } }).content.verifiedToken;
}

/** Signs the person up through the API, as the sign-up screens would. */
async function signUp(request: APIRequestContext) {
  const orgs = (await (await request.get('/api/v1/account/orgs')).json()) as {
    content: { id: number; name: string }[];
  };
  const org = orgs.content.find((o) => o.name === '서울중앙의료원');
  const reply = await request.post('/api/v1/account/signup', {
    data: {
      email: person.email,
      emailVerifiedToken: await verified(request, 'email', person.email),
      phoneNumber: person.phoneNumber,
      phoneVerifiedToken: await verified(request, 'phone', person.phoneNumber),
      name: person.name,
      password: person.password,
      expertArea: 'MEDICAL_RESEARCHER',
      expertDivision: 'UNSPECIFIED',
      orgEmployedId: org?.id ?? null,
      terms: ['platform-service', 'personal-policy', 'personal-collection', 'security-pledge'].map(
        (name) => ({ name, agreement: true }),
      ),
    },
  });
  expect(reply.ok()).toBe(true);
}

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill(person.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

const userMenu = (page: Page, name: string) => page.getByRole('button', { name: `${name} 님` });

// A whole journey of page loads (and a sign-up): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a profile edit persists across a reload, and a new password is the only one that signs in', async ({
  page,
}) => {
  await signUp(page.request);
  await signIn(page, person.password);
  await expect(userMenu(page, person.name)).toBeVisible();
  // Admitted at once: the sign-up left one unread notification.
  await expect(page.getByRole('link', { name: '알림 1개 읽지 않음' })).toBeVisible();

  await userMenu(page, person.name).click();
  await page.getByRole('menuitem', { name: '내 정보' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // Employed where the sign-up admitted them: 재직 기관 and the one 참여 기관 name the same hospital.
  await expect(page.getByRole('list', { name: '참여 기관' })).toContainText('서울중앙의료원기관 연구원');
  await expect(page.getByRole('term').filter({ hasText: '재직 기관' }).locator('+ dd')).toHaveText(
    '서울중앙의료원',
  );

  const basic = page.getByRole('region', { name: '기본 정보' });
  await basic.getByRole('button', { name: '수정' }).click();
  await basic.getByRole('textbox', { name: '이름' }).fill('오지훈 연구원');
  await basic.getByRole('combobox', { name: '전문 분야' }).click();
  await page.getByRole('option', { name: '의료 데이터 담당자' }).click();
  await basic.getByRole('combobox', { name: '세부 전공' }).click();
  await page.getByRole('option', { name: '예방의학과' }).click();
  await basic.getByRole('textbox', { name: '소개' }).fill('공공의료 데이터 품질을 관리합니다.');
  await basic.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('수정되었습니다.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '오지훈 연구원' })).toBeVisible();
  await expect(basic.getByText('의료 데이터 담당자')).toBeVisible();
  await expect(basic.getByText('예방의학과')).toBeVisible();
  await expect(basic.getByText('공공의료 데이터 품질을 관리합니다.')).toBeVisible();
  await expect(userMenu(page, '오지훈 연구원')).toBeVisible();

  const password = page.getByRole('region', { name: '비밀번호 변경' });
  await password.getByLabel(/^현재 비밀번호/).fill(person.password);
  await password.getByLabel(/^새 비밀번호\*?$/).fill('Second!2345');
  await password.getByLabel(/^새 비밀번호 확인/).fill('Second!2345');
  await password.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다.', { exact: true })).toBeVisible();

  await userMenu(page, '오지훈 연구원').click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, person.password);
  await expect(
    page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' }),
  ).toBeVisible();
  await signIn(page, 'Second!2345');
  await expect(userMenu(page, '오지훈 연구원')).toBeVisible();
});
