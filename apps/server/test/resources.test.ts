import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountApi,
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_MAX_FILES,
  resourceFileDownloadUrl,
  resourcesApi,
  ResultCode,
  type Resource,
} from '@cdmnet/api/contract';
import { seedDemoContent } from '../src/db/demo-content.js';
import { announcements, files, resources } from '../src/db/schema.js';
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from '../src/services/files.js';
import { expectMocksAnswerAsServer, expectRefused, scenarioAt } from './content-test-checks.js';
import { auditOf, MASTER, RESEARCHER, send, signInAll } from './content-test-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let cookies: { master: string; researcher: string };

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInAll(t.app);
});
afterAll(() => t.close());

interface Attachment {
  name: string;
  text?: string;
  bytes?: number;
}

/** A multipart/form-data body as a browser sends it: the fields, then each file under `files`. */
function formData(fields: Record<string, string>, attachments: Attachment[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const a of attachments) {
    const blob = a.bytes === undefined ? new Blob([a.text ?? a.name]) : new Blob([new Uint8Array(a.bytes)]);
    data.append('files', blob, a.name);
  }
  return data;
}

async function multipart(data: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const fields = { title: '연구계획서 양식', content: '<p>연구계획서 <strong>양식</strong>입니다.</p>' };

async function upload(
  endpoint: typeof resourcesApi.createResource | typeof resourcesApi.updateResource,
  url: string,
  data: FormData,
  cookie: string | null = cookies.master,
) {
  return send(t.app, endpoint, { url, ...(await multipart(data)), cookie: cookie ?? undefined });
}

const create = (data: FormData, cookie?: string | null) =>
  upload(resourcesApi.createResource, '/api/v1/resources', data, cookie);
const update = (id: number, data: FormData, cookie?: string | null) =>
  upload(resourcesApi.updateResource, `/api/v1/resources/${id}`, data, cookie);

async function created(
  attachments: Attachment[] = [],
  extra: Partial<typeof fields> = {},
): Promise<Resource> {
  const reply = await create(formData({ ...fields, ...extra }, attachments));
  if (!reply.body.result) throw new Error(reply.body.message);
  return reply.body.content;
}

const download = (resourceId: number, fileId: number, cookie: string | null = cookies.researcher) =>
  t.app.inject({
    method: 'GET',
    url: resourceFileDownloadUrl(resourceId, fileId),
    headers: cookie ? { cookie } : {},
  });

it('uses the limits the server enforces on every upload', () => {
  expect(RESOURCE_MAX_FILE_BYTES).toBe(MAX_FILE_BYTES);
  expect(RESOURCE_MAX_FILES).toBe(MAX_FILES_PER_REQUEST);
});

describe('POST /api/v1/resources (multipart)', () => {
  it('lets a master post a resource with attachments: 등록되었습니다., the files listed, an audit row', async () => {
    const reply = await create(
      formData(fields, [
        { name: '연구계획서_양식.hwp', text: '양식 내용' },
        { name: 'IRB 체크리스트.pdf', text: '체크리스트' },
      ]),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ result: true, code: ResultCode.OK, message: '등록되었습니다.' });
    if (!reply.body.result) return;
    const resource = reply.body.content;
    expect(resource).toMatchObject({ ...fields, authorName: '최고관리', fileCount: 2 });
    expect(resource.files.map((f) => [f.name, f.size])).toEqual([
      ['연구계획서_양식.hwp', Buffer.byteLength('양식 내용')],
      ['IRB 체크리스트.pdf', Buffer.byteLength('체크리스트')],
    ]);
    const audit = await auditOf(t.db, 'resource', resource.id);
    expect(audit).toEqual([
      {
        action: 'resource.create',
        actorId: expect.any(Number) as number,
        detail: { title: fields.title, addedFileIds: resource.files.map((f) => f.id) },
      },
    ]);
  });

  it('takes a resource without attachments, and sanitises its content', async () => {
    const resource = await created([], { content: '<p onclick="x()">안내<script>alert(1)</script></p>' });
    expect(resource).toMatchObject({ fileCount: 0, files: [], content: '<p>안내</p>' });
  });

  it.each([
    [{ content: fields.content }, '제목: 필수 입력 항목입니다.'],
    [{ ...fields, title: '가'.repeat(101) }, '제목: 100글자 이하로 입력해 주세요.'],
    [{ ...fields, content: '<p>&nbsp;</p>' }, '내용: 필수 입력 항목입니다.'],
  ])('refuses bad fields with a 400 naming the field: %j', async (bad, message) => {
    expectRefused(await create(formData(bad, [{ name: 'a.txt' }])), 400, ResultCode.INVALID_INPUT, message);
  });

  it('refuses a JSON body: the request must carry files', async () => {
    const reply = await send(t.app, resourcesApi.createResource, {
      url: '/api/v1/resources',
      payload: fields,
      cookie: cookies.master,
    });
    expectRefused(reply, 400, ResultCode.INVALID_INPUT, '파일: 파일을 첨부하는 요청이 아닙니다.');
  });

  it('refuses a file over 10 MB, naming it, and stores nothing', async () => {
    const before = await t.db.select({ id: resources.id }).from(resources);
    const reply = await create(
      formData(fields, [{ name: '큰파일.zip', bytes: RESOURCE_MAX_FILE_BYTES + 1 }]),
    );
    expectRefused(reply, 413, ResultCode.INVALID_INPUT, '파일: 큰파일.zip의 크기가 10MB를 넘습니다.');
    expect(await t.db.select({ id: resources.id }).from(resources)).toEqual(before);
  });

  it('refuses more than 10 files in one request', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `파일${i + 1}.txt` }));
    const reply = await create(formData(fields, eleven));
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).toMatchObject({ result: false, code: ResultCode.INVALID_INPUT });
  });

  it('refuses a researcher with 403 and a signed-out caller with 1004', async () => {
    expectRefused(
      await create(formData(fields, [{ name: 'a.txt' }]), cookies.researcher),
      403,
      ResultCode.FORBIDDEN,
      '접근 권한이 없습니다.',
    );
    expectRefused(
      await create(formData(fields), null),
      401,
      ResultCode.SESSION_EXPIRED,
      '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
    );
  });
});

describe('reading resources', () => {
  it('lists every resource, newest first, with its number of attachments', async () => {
    const newest = await created([{ name: '1.txt' }, { name: '2.txt' }, { name: '3.txt' }], {
      title: '최신 자료',
    });
    const reply = await send(t.app, resourcesApi.listResources, {
      url: '/api/v1/resources',
      cookie: cookies.researcher,
    });
    if (!reply.body.result) throw new Error(reply.body.message);
    expect(reply.body.content[0]).toEqual({
      id: newest.id,
      title: '최신 자료',
      authorName: '최고관리',
      fileCount: 3,
      createdAt: newest.createdAt,
      updatedAt: newest.updatedAt,
    });
  });

  it('shows one resource to a researcher, 404 for a missing one, 400 for a bad id, 1004 signed out', async () => {
    const resource = await created([{ name: 'a.txt' }]);
    const get = (id: string, cookie: string | undefined = cookies.researcher) =>
      send(t.app, resourcesApi.getResource, { url: `/api/v1/resources/${id}`, cookie });
    expect((await get(String(resource.id))).body).toMatchObject({ result: true, content: resource });
    expectRefused(await get('999999'), 404, ResultCode.NOT_FOUND, '요청한 항목을 찾을 수 없습니다.');
    expect((await get('abc')).body.message).toMatch(/^번호: /);
    expect((await get(String(resource.id), '')).body.code).toBe(ResultCode.SESSION_EXPIRED);
  });
});

describe('GET /api/v1/resources/:id/files/:fileId/download', () => {
  it('sends any signed-in user the attachment as a download, under its Korean name', async () => {
    const resource = await created([{ name: '연구 안내서.pdf', text: '안내서 본문' }]);
    const file = resource.files[0];
    if (!file) throw new Error('no file');
    const res = await download(resource.id, file.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('안내서 본문');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ ___.pdf"; filename*=UTF-8''${encodeURIComponent('연구 안내서.pdf')}`,
    );
  });

  it("refuses a file that is not this resource's (404) and a signed-out caller (1004)", async () => {
    const one = await created([{ name: 'one.txt' }]);
    const other = await created([{ name: 'other.txt' }]);
    const otherFile = other.files[0];
    if (!otherFile) throw new Error('no file');
    const wrong = await download(one.id, otherFile.id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ result: false, code: ResultCode.NOT_FOUND });

    const signedOut = await download(other.id, otherFile.id, null);
    expect(signedOut.json()).toMatchObject({ result: false, code: ResultCode.SESSION_EXPIRED });
  });
});

describe('PUT /api/v1/resources/:id (multipart)', () => {
  it('keeps the listed files, deletes the others with their bytes, adds the uploads: 수정되었습니다.', async () => {
    const resource = await created([{ name: 'keep.txt' }, { name: 'drop.txt' }]);
    const [keep, drop] = resource.files;
    if (!keep || !drop) throw new Error('files missing');
    const reply = await update(
      resource.id,
      formData({ ...fields, title: '고친 제목', keepFileIds: JSON.stringify([keep.id]) }, [
        { name: 'new.txt' },
      ]),
    );
    expect(reply.body).toMatchObject({ result: true, message: '수정되었습니다.' });
    if (!reply.body.result) return;
    expect(reply.body.content).toMatchObject({ title: '고친 제목', fileCount: 2 });
    expect(reply.body.content.files.map((f) => f.name)).toEqual(['keep.txt', 'new.txt']);

    expect((await download(resource.id, drop.id)).statusCode).toBe(404);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, drop.id))).toEqual([]);
    const audit = await auditOf(t.db, 'resource', resource.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'resource.update',
      detail: { removedFileIds: [drop.id], addedFileIds: [reply.body.content.files[1]?.id] },
    });
  });

  it('refuses more than 10 attachments in all, keeping what was saved', async () => {
    const resource = await created(Array.from({ length: 10 }, (_, i) => ({ name: `${i}.txt` })));
    const reply = await update(
      resource.id,
      formData({ ...fields, keepFileIds: JSON.stringify(resource.files.map((f) => f.id)) }, [
        { name: '11.txt' },
      ]),
    );
    expectRefused(reply, 400, ResultCode.INVALID_INPUT, '첨부 파일: 한 번에 10개까지 올릴 수 있습니다.');
    const reread = await send(t.app, resourcesApi.getResource, {
      url: `/api/v1/resources/${resource.id}`,
      cookie: cookies.master,
    });
    expect(reread.body).toMatchObject({ content: { fileCount: 10, title: fields.title } });
  });

  it.each(['', 'abc', '{"a":1}', '[0]', '["1"]'])(
    'refuses keepFileIds %j with a 400 naming it',
    async (keep) => {
      const resource = await created();
      const reply = await update(resource.id, formData({ ...fields, keepFileIds: keep }));
      expectRefused(reply, 400, ResultCode.INVALID_INPUT, '첨부 파일: 올바른 파일 목록이 아닙니다.');
    },
  );

  it('refuses a researcher (403) and an unknown resource (404)', async () => {
    const resource = await created();
    const data = () => formData({ ...fields, keepFileIds: '[]' });
    expectRefused(
      await update(resource.id, data(), cookies.researcher),
      403,
      ResultCode.FORBIDDEN,
      '접근 권한이 없습니다.',
    );
    expectRefused(await update(999999, data()), 404, ResultCode.NOT_FOUND, '요청한 항목을 찾을 수 없습니다.');
  });
});

describe('DELETE /api/v1/resources/:id', () => {
  it('refuses a researcher, then lets a master delete the resource and its files: 삭제되었습니다.', async () => {
    const resource = await created([{ name: 'a.txt' }, { name: 'b.txt' }]);
    const remove = (cookie: string) =>
      send(t.app, resourcesApi.deleteResource, { url: `/api/v1/resources/${resource.id}`, cookie });

    expectRefused(await remove(cookies.researcher), 403, ResultCode.FORBIDDEN, '접근 권한이 없습니다.');
    expect((await remove(cookies.master)).body).toMatchObject({ result: true, message: '삭제되었습니다.' });

    const ids = resource.files.map((f) => f.id);
    expect(await t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).toEqual([]);
    const audit = await auditOf(t.db, 'resource', resource.id);
    expect(audit.at(-1)).toMatchObject({ action: 'resource.delete', detail: { removedFileIds: ids } });
    expectRefused(await remove(cookies.master), 404, ResultCode.NOT_FOUND, '요청한 항목을 찾을 수 없습니다.');
  });
});

// The MSW handlers the stories use must answer as the server does: one scenario, played against both.
describe('the mocks answer the resources calls as the server does', () => {
  async function play(origin: string) {
    const { step, signIn, outcomes } = scenarioAt(origin);
    await step('list signed out', resourcesApi.listResources, '/api/v1/resources');
    await signIn(RESEARCHER);
    await step('create as a researcher', resourcesApi.createResource, '/api/v1/resources', formData(fields));
    await step('logout', accountApi.logout, '/api/v1/account/logout');
    await signIn(MASTER);
    await step('create as JSON', resourcesApi.createResource, '/api/v1/resources', fields);
    await step(
      'create without a title',
      resourcesApi.createResource,
      '/api/v1/resources',
      formData({ content: fields.content }),
    );
    const made = await step(
      'create',
      resourcesApi.createResource,
      '/api/v1/resources',
      formData(fields, [{ name: '가.txt' }, { name: '나.txt' }]),
    );
    const path = `/api/v1/resources/${made?.id ?? 0}`;
    const keep = made?.files?.[0]?.id ?? 0;
    await step('get', resourcesApi.getResource, path);
    await step('get a missing id', resourcesApi.getResource, '/api/v1/resources/999999');
    await step(
      'update with bad keepFileIds',
      resourcesApi.updateResource,
      path,
      formData({ ...fields, keepFileIds: 'x' }),
    );
    await step(
      'update',
      resourcesApi.updateResource,
      path,
      formData({ ...fields, keepFileIds: JSON.stringify([keep]) }, [{ name: '다.txt' }]),
    );
    await step('list', resourcesApi.listResources, '/api/v1/resources');
    await step('delete', resourcesApi.deleteResource, path);
    await step('delete again', resourcesApi.deleteResource, path);
    return outcomes;
  }

  it('plays the same scenario with the same statuses, codes, messages and files', async () => {
    const mocked = await expectMocksAnswerAsServer(play);
    expect(mocked.find((o) => o.step === 'update')).toMatchObject({
      message: '수정되었습니다.',
      fileNames: ['가.txt', '다.txt'],
    });
  });
});

describe('the demo content (db/demo-content.ts)', () => {
  it('adds announcements and resources with downloadable attachments, none of them a popup', async () => {
    await seedDemoContent(t.db);
    const list = await send(t.app, resourcesApi.listResources, {
      url: '/api/v1/resources',
      cookie: cookies.researcher,
    });
    if (!list.body.result) throw new Error(list.body.message);
    const forms = list.body.content.find((r) => r.title === '연구 신청 서식 모음');
    expect(forms).toMatchObject({ authorName: '최고관리', fileCount: 2 });

    const detail = await send(t.app, resourcesApi.getResource, {
      url: `/api/v1/resources/${forms?.id ?? 0}`,
      cookie: cookies.researcher,
    });
    if (!detail.body.result) throw new Error(detail.body.message);
    const file = detail.body.content.files[0];
    const res = await download(detail.body.content.id, file?.id ?? 0);
    expect(res.body).toContain('연구계획서 양식');

    const popups = await t.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.popup, true));
    expect(popups).toEqual([]);
    expect((await t.db.select({ id: announcements.id }).from(announcements)).length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
