import { readFile } from 'node:fs/promises';
import { expect, request, test, type Page } from '@playwright/test';

// A master posts a resource with an attachment; a researcher finds it in the 자료실 and downloads the
// attachment, whose name and bytes arrive intact; the master deletes it. afterAll deletes it too,
// should the test stop half-way.

const master = { email: 'master@demo.cdmnet.kr', password: 'Demo!2345' };
const researcher = { email: 'researcher@demo.cdmnet.kr', password: 'Demo!2345' };
const title = `E2E 연구 자료 ${Date.now()}`;
const attachment = {
  name: '연구계획서 양식 (2026).txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('연구계획서 양식\n1. 연구 제목\n2. 연구 목적\n', 'utf8'),
};

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '이메일' }).fill(who.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(who.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Clicks a download link and returns the downloaded file's name and text. */
async function download(page: Page, linkName: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const file = await started;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test.afterAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL });
  await api.post('/api/v1/account/login', { data: master });
  const list = (await (await api.get('/api/v1/resources')).json()) as {
    content: { id: number; title: string }[] | null;
  };
  for (const r of list.content?.filter((r) => r.title === title) ?? []) {
    await api.delete(`/api/v1/resources/${r.id}`);
  }
  await api.dispose();
});

test('a resource posted with an attachment is downloaded intact by a researcher', async ({ browser }) => {
  // Two users, two uploads and downloads: longer than the default 30 s on two shared cores.
  test.slow();
  const masterContext = await browser.newContext();
  const m = await masterContext.newPage();
  await signIn(m, master);
  await m.goto('/resources');
  await expect(m).toHaveTitle('자료실 · CDMNet');
  await m.getByRole('link', { name: '등록' }).first().click();
  await m.getByRole('textbox', { name: '제목' }).fill(title);
  await m.getByRole('textbox', { name: '내용' }).click();
  await m.keyboard.type('연구 신청에 필요한 양식입니다.');
  await m.locator('input[type="file"]').setInputFiles(attachment);
  await expect(m.getByRole('list', { name: '선택한 파일' })).toContainText(attachment.name);
  await m.getByRole('button', { name: '저장' }).click();
  await expect(m.getByText('등록되었습니다.').first()).toBeVisible();
  await expect(m.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const viewUrl = m.url();
  expect(viewUrl).toMatch(/\/resources\/\d+$/);
  expect(await download(m, `${attachment.name} 내려받기`)).toEqual({
    name: attachment.name,
    text: attachment.buffer.toString('utf8'),
  });

  const researcherContext = await browser.newContext();
  const r = await researcherContext.newPage();
  await signIn(r, researcher);
  await r.goto('/resources');
  const row = r.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('1개');
  await row.getByRole('link', { name: title }).click();
  await expect(r.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(r.getByText('연구 신청에 필요한 양식입니다.')).toBeVisible();
  await expect(r.getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(r.getByRole('button', { name: '삭제' })).toHaveCount(0);
  expect(await download(r, `${attachment.name} 내려받기`)).toEqual({
    name: attachment.name,
    text: attachment.buffer.toString('utf8'),
  });
  await researcherContext.close();

  await m.getByRole('button', { name: '삭제' }).click();
  const question = m.getByRole('alertdialog');
  await expect(question).toContainText('정말 이 자료를 삭제하시겠습니까?');
  await question.getByRole('button', { name: '삭제' }).click();
  await expect(m).toHaveURL(/\/resources$/);
  await expect(m.getByText('삭제되었습니다.').first()).toBeVisible();
  await expect(m.getByRole('link', { name: title })).toHaveCount(0);
  await masterContext.close();
});
