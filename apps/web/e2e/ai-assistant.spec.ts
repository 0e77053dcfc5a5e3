import { expect, test } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/test/peers/fake-openai.mjs';
import { browserAs, signIn } from './session';

// EVIX-AI's assistant against the real server, on an OpenAI-compatible model the master sets for the
// demo hospitals (a fake one on loopback): the researcher asks, the model calls a tool the server runs
// with her rights, the answer streams in with the screen it drew on, and she deletes the conversation.

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';
let ai: FakeOpenAi;

test.beforeAll(async () => {
  ai = await startFakeOpenAi({ models: ['qwen2.5:7b'] });
});
// The other specs share this server: the hospitals go back to having no model.
test.afterAll(async ({ browser }) => {
  const master = await browserAs(browser, MASTER);
  const orgs = (await (await master.page.request.get('/api/v1/master/orgs')).json()) as {
    content: { id: number }[];
  };
  for (const org of orgs.content) await master.page.request.delete(`/api/v1/master/orgs/${org.id}/ai-model`);
  await master.close();
  await ai.close();
});

test('a researcher asks about her projects and reads a streamed answer citing them', async ({
  page,
  browser,
}) => {
  // The master gives every demo hospital the model (the researcher's EVIX-AI uses her hospital's).
  const master = await browserAs(browser, MASTER);
  const orgs = (await (await master.page.request.get('/api/v1/master/orgs')).json()) as {
    content: { id: number }[];
  };
  for (const org of orgs.content) {
    const saved = await master.page.request.put(`/api/v1/master/orgs/${org.id}/ai-model`, {
      data: { url: ai.baseUrl, model: 'qwen2.5:7b' },
    });
    expect(saved.ok()).toBe(true);
  }
  await master.close();

  // The model asks for her projects first, then answers from what the tool gave it.
  ai.respond((request) =>
    request.body.messages.some((message) => message.role === 'tool')
      ? { text: ['김민준 님은 ', '프로젝트 여러 개에 ', '참여하고 있습니다.'], pieceDelayMs: 150 }
      : { toolCalls: [{ name: 'list_projects', arguments: {} }] },
  );

  await signIn(page, RESEARCHER);
  await page.goto('/evix-ai/ai-assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 도우미' })).toBeVisible();
  await expect(page.getByText(/의 AI 모델 \(qwen2\.5:7b\)/)).toBeVisible();
  const question = page.getByRole('textbox', { name: '질문' });
  await question.fill('내 프로젝트를 알려 줘');
  await question.press('Enter');

  await expect(page.getByText('김민준 님은 프로젝트 여러 개에 참여하고 있습니다.')).toBeVisible();
  await expect(page.getByRole('list', { name: '확인한 자료' })).toContainText(
    /프로젝트 \d+개를 확인했습니다/,
  );
  const cited = page.getByRole('list', { name: '참고한 화면' });
  await expect(cited.getByRole('link').first()).toHaveAttribute('href', /^\/project\/\d+/);
  await expect(page).toHaveURL(/conversation=\d+/);

  // The model was asked with her question and the tools; the tool's answer held her projects.
  const withTool = ai.requests.find((request) => request.body.messages.some((m) => m.role === 'tool'));
  expect(withTool?.body.messages.find((m) => m.role === 'tool')?.content).toContain(
    '심부전 재입원 위험 예측',
  );

  // Kept: the conversation is still there after a reload, then deleted after a confirmation.
  await page.reload();
  await expect(page.getByText('김민준 님은 프로젝트 여러 개에 참여하고 있습니다.')).toBeVisible();
  const list = page.getByRole('navigation', { name: '대화 목록' });
  await list.getByRole('button', { name: /삭제/ }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(list.getByRole('link', { name: /내 프로젝트를 알려 줘/ })).toHaveCount(0);
});
