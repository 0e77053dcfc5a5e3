import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  type Envelope,
  type ProjectSummary,
} from '@cdmnet/api/contract';
import { form, projectHelpers, RESEARCHER } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The server's length limits count what a person sees, as the screens' counters do: a name of 50
// flags or a description of 1,000 ZWJ families fits, is stored whole (text columns hold any length)
// and one more character is refused naming the field.

const FAMILY = '👨‍👩‍👧‍👦';
const FLAG = '🇰🇷';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call } = projectHelpers(() => t);

describe('a project form at its limits, in characters as seen', () => {
  it('takes a name of 50 flags and a description of 1,000 families, and keeps them whole', async () => {
    const name = FLAG.repeat(PROJECT_NAME_MAX);
    const description = FAMILY.repeat(PROJECT_DESCRIPTION_MAX);
    const res = await call('POST', '/api/v1/projects/create', RESEARCHER, form(name, { description }));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const project = res.json<Envelope<ProjectSummary>>().content;
    expect(project.name).toBe(name);
    const list = (await call('GET', '/api/v1/projects/list', RESEARCHER)).json<Envelope<ProjectSummary[]>>();
    expect(list.content.find((p) => p.id === project.id)?.name).toBe(name);
  });

  it('refuses one character more, naming the field', async () => {
    const name = await call('POST', '/api/v1/projects/create', RESEARCHER, form(FLAG.repeat(51)));
    expect(name.statusCode).toBe(400);
    expect(name.json<Envelope<null>>().message).toBe('이름: 50글자 이하로 입력해 주세요.');
    const description = await call(
      'POST',
      '/api/v1/projects/create',
      RESEARCHER,
      form('가족 사진', { description: FAMILY.repeat(PROJECT_DESCRIPTION_MAX + 1) }),
    );
    expect(description.statusCode).toBe(400);
    expect(description.json<Envelope<null>>().message).toMatch(/^소개: 1,000글자 이하로/);
  });
});
