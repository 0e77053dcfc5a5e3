import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@cdmnet/api/contract';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

// Upload limits as a browser meets them: over a real socket, where the multipart parser raises them
// from its part iterator rather than from reading one file (as an in-process request does).
let t: TestApp;
let origin: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cookie = await signInAs(t.app, 'master@demo.cdmnet.kr');
});
afterAll(() => t.close());

function upload(files: File[]) {
  const form = new FormData();
  form.append('title', '업로드 한도 확인');
  form.append('content', '<p>첨부 파일 한도</p>');
  for (const file of files) form.append('files', file);
  return fetch(`${origin}/api/v1/resources`, { method: 'POST', body: form, headers: { cookie } });
}

describe('upload limits over a real connection', () => {
  it('refuses a file over 10 MB with 413 and a message naming it', async () => {
    const res = await upload([new File([new Uint8Array(10 * 1024 * 1024 + 1)], '영상 자료.bin')]);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      result: false,
      message: '파일: 영상 자료.bin의 크기가 10MB를 넘습니다.',
    } satisfies Partial<Envelope<null>>);
  });

  it('refuses more than 10 files in one request', async () => {
    const files = Array.from({ length: 11 }, (_, i) => new File([`${i}`], `${i + 1}.txt`));
    const res = await upload(files);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: '첨부 파일: 한 번에 10개까지 올릴 수 있습니다.' });
  });
});
