import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { DEMO_PASSWORD } from '../contract/demo.js';
import { endpoint } from '../contract/endpoint.js';
import { ResultCode } from '../contract/codes.js';
import { accountApi, usersApi } from '../contract/index.js';
import { fixtureUsers } from '../mocks/fixtures.js';
import { ApiError } from './api-error.js';
import { createApiClient, fileNameOf, type ApiClientOptions } from './create-api-client.js';

// The error catalogue of spec §8 as a caller notices it: which toasts appear, when the app is told
// the session ended, and what the returned promise does. Texts are written out (ux.md), not imported,
// so a changed text fails here.

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(options: ApiClientOptions = {}) {
  const onToast = vi.fn();
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseURL: BASE, onToast, onSessionExpired, ...options });
  return { client, onToast, onSessionExpired };
}

interface Reply {
  result: boolean;
  code?: number;
  message?: string;
  content?: unknown;
}

const answer = ({ result, code = result ? 0 : 1006, message = '', content = null }: Reply, status = 200) =>
  HttpResponse.json({ result, code, message, content }, { status });

/** The rejection of a promise, for assertions on its fields. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject, but it resolved');
}

// Throwaway endpoints: only their shape matters here.
const thing = z.object({ id: z.int(), name: z.string() });

const saveThing = endpoint({
  method: 'PUT',
  path: '/api/v1/things/:id',
  summary: 'test: update a thing',
  params: z.object({ id: z.int() }),
  body: z.object({ name: z.string() }),
  content: thing,
});

const removeThing = endpoint({
  method: 'DELETE',
  path: '/api/v1/things/:id',
  summary: 'test: delete a thing',
  params: z.object({ id: z.int() }),
  content: z.null(),
});

const removeBookmark = endpoint({
  method: 'DELETE',
  path: '/api/v1/bookmark/:id',
  summary: 'test: delete a bookmark (on the exclusion list below)',
  params: z.object({ id: z.int() }),
  content: z.null(),
});

const listThings = endpoint({
  method: 'GET',
  path: '/api/v1/things',
  summary: 'test: list things',
  query: z.object({ keyword: z.optional(z.string()), page: z.optional(z.int()) }),
  content: z.array(thing),
});

const getThingFile = endpoint({
  method: 'GET',
  path: '/api/v1/things/:id/files/:fileName',
  summary: 'test: one file of a thing',
  params: z.object({ id: z.int(), fileName: z.string() }),
  content: z.object({ at: z.coerce.date() }),
});

const downloadThing = endpoint({
  method: 'GET',
  path: '/api/v1/things/:id/download',
  summary: 'test: a long download',
  params: z.object({ id: z.int() }),
  content: z.null(),
});

const startThing = endpoint({
  method: 'POST',
  path: '/api/v1/things/:id/start',
  summary: 'test: a slow POST',
  params: z.object({ id: z.int() }),
  content: z.null(),
});

describe('a reply that carries a message', () => {
  it('shows one success toast when result is true, and resolves with the content', async () => {
    server.use(
      http.put(`${BASE}/api/v1/things/:id`, () =>
        answer({ result: true, message: '수정되었습니다.', content: { id: 7, name: '새 이름' } }),
      ),
    );
    const { client, onToast, onSessionExpired } = setup();

    await expect(client.call(saveThing, { params: { id: 7 }, body: { name: '새 이름' } })).resolves.toEqual({
      id: 7,
      name: '새 이름',
    });
    expect(onToast).toHaveBeenCalledTimes(1);
    expect(onToast).toHaveBeenCalledWith({ severity: 'success', detail: '수정되었습니다.' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shows an error toast when result is false, and rejects with an ApiError carrying code, message and status', async () => {
    server.use(
      http.put(`${BASE}/api/v1/things/:id`, () =>
        answer({ result: false, code: ResultCode.CONFLICT, message: '이미 등록된 이름입니다.' }, 409),
      ),
    );
    const { client, onToast, onSessionExpired } = setup();

    const error = await rejectionOf(client.call(saveThing, { params: { id: 7 }, body: { name: '중복' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: ResultCode.CONFLICT,
      message: '이미 등록된 이름입니다.',
      status: 409,
    });
    expect(onToast).toHaveBeenCalledTimes(1);
    expect(onToast).toHaveBeenCalledWith({ severity: 'error', detail: '이미 등록된 이름입니다.' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs in through the real contract: a wrong password is toasted and rejected, the right one is silent', async () => {
    const researcher = fixtureUsers.find((u) => u.primaryEmail === 'researcher@demo.cdmnet.kr');
    server.use(
      http.post(`${BASE}/api/v1/account/login`, async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === DEMO_PASSWORD
          ? answer({ result: true })
          : answer({ result: false, code: 1001, message: '이메일 또는 비밀번호가 올바르지 않습니다.' }, 401);
      }),
      http.get(`${BASE}/api/v1/users/profile`, () => answer({ result: true, content: researcher })),
    );
    const { client, onToast } = setup();

    const error = await rejectionOf(
      client.call(accountApi.login, { body: { email: 'researcher@demo.cdmnet.kr', password: 'Wrong!2345' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: ResultCode.INVALID_CREDENTIALS,
      status: 401,
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({
      severity: 'error',
      detail: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });

    onToast.mockClear();
    await expect(
      client.call(accountApi.login, {
        body: { email: 'researcher@demo.cdmnet.kr', password: DEMO_PASSWORD },
      }),
    ).resolves.toBeNull();
    await expect(client.call(usersApi.getProfile)).resolves.toEqual(researcher);
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('codes exempt from toasts', () => {
  it.each([
    [ResultCode.WRONG_ACCESS, 7008, '잘못된 접근입니다.'],
    [ResultCode.ATLAS_PATH_NOT_FOUND, 7012, '존재하지 않는 Atlas 경로 입니다.'],
    [ResultCode.CDM_PATH_NOT_FOUND, 7013, '존재하지 않는 CMD 경로 입니다.'],
    [ResultCode.FILE_NOT_READY, 7016, '파일이 아직 준비되지 않았습니다.'],
    [ResultCode.UNVIEWABLE_FILE, 4003, '조회가 불가능한 파일형식입니다.'],
  ])('code %i (spec %i) is not toasted by default, and still rejects', async (code, specCode, message) => {
    expect(code).toBe(specCode);
    server.use(http.get(`${BASE}/api/v1/things`, () => answer({ result: false, code, message }, 400)));
    const { client, onToast, onSessionExpired } = setup();

    const error = await rejectionOf(client.call(listThings));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, message, status: 400 });
    expect(onToast).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a caller-given list replaces the default one', async () => {
    server.use(
      http.get(`${BASE}/api/v1/things`, ({ request }) => {
        const code = Number(new URL(request.url).searchParams.get('page'));
        return answer({ result: false, code, message: `code ${code}` }, 400);
      }),
    );
    const { client, onToast } = setup({ toastExemptCodes: [ResultCode.CONFLICT] });

    await expect(client.call(listThings, { query: { page: ResultCode.CONFLICT } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onToast).not.toHaveBeenCalled();

    await expect(
      client.call(listThings, { query: { page: ResultCode.WRONG_ACCESS } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'error', detail: 'code 7008' });
  });
});

describe('a call whose outcome the caller shows in place', () => {
  it("with inPlace: 'failures' toasts no failure (refusal or transport) but still its success", async () => {
    let refuse = true;
    server.use(
      http.put(`${BASE}/api/v1/things/:id`, () =>
        refuse
          ? answer({ result: false, code: ResultCode.CONFLICT, message: '이미 등록된 이름입니다.' }, 409)
          : answer({ result: true, message: '수정되었습니다.', content: { id: 7, name: '새 이름' } }),
      ),
      http.post(`${BASE}/api/v1/things/:id/start`, () => new HttpResponse('oops', { status: 500 })),
    );
    const { client, onToast } = setup();
    const input = { params: { id: 7 }, body: { name: '새 이름' } };

    const refusal = await rejectionOf(client.call(saveThing, input, { inPlace: 'failures' }));
    expect(refusal).toMatchObject({ code: ResultCode.CONFLICT, message: '이미 등록된 이름입니다.' });
    const broken = await rejectionOf(client.call(startThing, { params: { id: 7 } }, { inPlace: 'failures' }));
    expect(broken).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(onToast).not.toHaveBeenCalled();

    refuse = false;
    await client.call(saveThing, input, { inPlace: 'failures' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'success', detail: '수정되었습니다.' });
  });

  it("with inPlace: 'all' toasts neither its success nor its failure", async () => {
    server.use(
      http.put(`${BASE}/api/v1/things/:id`, () =>
        answer({ result: true, message: '수정되었습니다.', content: { id: 7, name: '새 이름' } }),
      ),
    );
    const { client, onToast } = setup();
    await client.call(saveThing, { params: { id: 7 }, body: { name: '새 이름' } }, { inPlace: 'all' });
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('a reply without a message', () => {
  it('to a DELETE shows the success toast 삭제되었습니다.', async () => {
    server.use(http.delete(`${BASE}/api/v1/things/:id`, () => answer({ result: true })));
    const { client, onToast } = setup();

    await expect(client.call(removeThing, { params: { id: 3 } })).resolves.toBeNull();
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'success', detail: '삭제되었습니다.' });
  });

  it('to a DELETE that carries its own message toasts only that message', async () => {
    server.use(
      http.delete(`${BASE}/api/v1/things/:id`, () =>
        answer({ result: true, message: '휴지통으로 옮겼습니다.' }),
      ),
    );
    const { client, onToast } = setup();

    await client.call(removeThing, { params: { id: 3 } });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({
      severity: 'success',
      detail: '휴지통으로 옮겼습니다.',
    });
  });

  it('to a DELETE whose URL is on the exclusion list shows no toast', async () => {
    server.use(
      http.delete(`${BASE}/api/v1/bookmark/:id`, () => answer({ result: true })),
      http.delete(`${BASE}/api/v1/things/:id`, () => answer({ result: true })),
    );
    const { client, onToast } = setup({ deleteToastExclusions: [/\/bookmark\//] });

    await expect(client.call(removeBookmark, { params: { id: 9 } })).resolves.toBeNull();
    expect(onToast).not.toHaveBeenCalled();

    // The list only exempts what it matches.
    await client.call(removeThing, { params: { id: 9 } });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'success', detail: '삭제되었습니다.' });
  });

  it('to a failed DELETE shows no "deleted" toast and rejects', async () => {
    server.use(
      http.delete(`${BASE}/api/v1/things/:id`, () =>
        answer({ result: false, code: ResultCode.NOT_FOUND }, 404),
      ),
    );
    const { client, onToast } = setup();

    await expect(client.call(removeThing, { params: { id: 3 } })).rejects.toMatchObject({
      code: ResultCode.NOT_FOUND,
      status: 404,
    });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('to a GET shows no toast', async () => {
    server.use(
      http.get(`${BASE}/api/v1/things`, () => answer({ result: true, content: [{ id: 1, name: '하나' }] })),
    );
    const { client, onToast } = setup();

    await expect(client.call(listThings)).resolves.toEqual([{ id: 1, name: '하나' }]);
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('code 1004', () => {
  it('tells the app the session ended, once, without a toast, and rejects', async () => {
    server.use(
      http.get(`${BASE}/api/v1/users/profile`, () =>
        answer(
          { result: false, code: 1004, message: '로그인이 만료되었습니다. 다시 로그인해 주십시오.' },
          401,
        ),
      ),
    );
    const { client, onToast, onSessionExpired } = setup();

    const error = await rejectionOf(client.call(usersApi.getProfile));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 1004,
      status: 401,
      message: '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onToast).not.toHaveBeenCalled();
  });

  it('is handled the same way even when the caller exempts nothing from toasts', async () => {
    server.use(
      http.get(`${BASE}/api/v1/things`, () => answer({ result: false, code: 1004, message: '만료' }, 401)),
    );
    const { client, onToast, onSessionExpired } = setup({ toastExemptCodes: [] });

    await expect(client.call(listThings)).rejects.toMatchObject({ code: 1004 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('HTTP failures without a usable envelope', () => {
  it('500 shows the error toast Internal server error and rejects with status 500', async () => {
    server.use(
      http.get(`${BASE}/api/v1/things`, () =>
        answer({ result: false, code: ResultCode.INTERNAL_ERROR, message: 'Internal server error' }, 500),
      ),
    );
    const { client, onToast } = setup();

    const error = await rejectionOf(client.call(listThings));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'error', detail: 'Internal server error' });
  });

  it('502 from a proxy (an HTML page) shows the error toast Bad gateway and rejects with status 502', async () => {
    server.use(
      http.get(`${BASE}/api/v1/things`, () =>
        HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
      ),
    );
    const { client, onToast } = setup();

    const error = await rejectionOf(client.call(listThings));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 502, message: 'Bad gateway' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'error', detail: 'Bad gateway' });
  });

  it('a reply that is not an envelope is an error with a toast, never a silent success', async () => {
    server.use(http.get(`${BASE}/api/v1/things`, () => HttpResponse.json([{ id: 1, name: '하나' }])));
    const { client, onToast } = setup();

    await expect(client.call(listThings)).rejects.toBeInstanceOf(ApiError);
    expect(onToast).toHaveBeenCalledTimes(1);
    expect(onToast.mock.calls[0]?.[0]).toMatchObject({ severity: 'error' });
  });

  it('no reply at all (network error) is an error with a toast and status 0', async () => {
    server.use(http.get(`${BASE}/api/v1/things`, () => HttpResponse.error()));
    const { client, onToast } = setup();

    await expect(client.call(listThings)).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    expect(onToast).toHaveBeenCalledTimes(1);
    expect(onToast.mock.calls[0]?.[0]).toMatchObject({ severity: 'error' });
  });
});

describe('timeouts', () => {
  const slow = (content: unknown) => async () => {
    await delay(500);
    return answer({ result: true, content });
  };

  it('a GET slower than getTimeoutMs shows Request time out and rejects with status 0, code 408', async () => {
    server.use(http.get(`${BASE}/api/v1/things`, slow([])));
    const { client, onToast } = setup({ getTimeoutMs: 50 });

    const error = await rejectionOf(client.call(listThings));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 408, message: 'Request time out' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'error', detail: 'Request time out' });
  });

  it('a GET whose URL contains download is not given the timeout', async () => {
    server.use(http.get(`${BASE}/api/v1/things/:id/download`, slow(null)));
    const { client, onToast } = setup({ getTimeoutMs: 50 });

    await expect(client.call(downloadThing, { params: { id: 1 } })).resolves.toBeNull();
    expect(onToast).not.toHaveBeenCalled();
  });

  it('a call other than GET is not given the timeout', async () => {
    server.use(http.post(`${BASE}/api/v1/things/:id/start`, slow(null)));
    const { client, onToast } = setup({ getTimeoutMs: 50 });

    await expect(client.call(startThing, { params: { id: 1 } })).resolves.toBeNull();
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('content', () => {
  it("is parsed with the endpoint's schema: the caller gets the schema's output", async () => {
    server.use(
      http.get(`${BASE}/api/v1/things/:id/files/:fileName`, () =>
        answer({ result: true, content: { at: '2025-03-01T09:00:00.000Z' } }),
      ),
    );
    const { client } = setup();

    const file = await client.call(getThingFile, { params: { id: 1, fileName: 'a.csv' } });
    expect(file.at).toBeInstanceOf(Date);
    expect(file.at.toISOString()).toBe('2025-03-01T09:00:00.000Z');
  });

  it('that does not match the schema rejects with an error toast and no success toast', async () => {
    const { primaryEmail: _dropped, ...withoutEmail } = fixtureUsers[0]!;
    server.use(
      http.get(`${BASE}/api/v1/users/profile`, () =>
        answer({ result: true, message: '조회되었습니다.', content: withoutEmail }),
      ),
    );
    const { client, onToast } = setup();

    await expect(client.call(usersApi.getProfile)).rejects.toThrow('서버의 응답을 처리할 수 없습니다.');
    expect(onToast.mock.calls).toEqual([
      [{ severity: 'error', detail: '서버의 응답을 처리할 수 없습니다.' }],
    ]);
  });
});

describe('the request', () => {
  it('fills path params and encodes them', async () => {
    const seen = vi.fn();
    server.use(
      http.get(`${BASE}/api/v1/things/*`, ({ request }) => {
        seen(new URL(request.url).pathname);
        return answer({ result: true, content: { at: '2025-03-01' } });
      }),
    );
    const { client } = setup();

    await client.call(getThingFile, { params: { id: 42, fileName: '결과 보고서/최종?.csv' } });
    expect(seen).toHaveBeenCalledExactlyOnceWith(
      `/api/v1/things/42/files/${'%EA%B2%B0%EA%B3%BC%20%EB%B3%B4%EA%B3%A0%EC%84%9C%2F%EC%B5%9C%EC%A2%85%3F.csv'}`,
    );
  });

  it('refuses to call a path with a missing param instead of sending "undefined"', async () => {
    const { client } = setup();
    // @ts-expect-error -- a caller bypassing the types: the params are required
    await expect(client.call(removeThing, {})).rejects.toThrow(/id/);
  });

  it('sends query params and the JSON body', async () => {
    const seen = vi.fn();
    server.use(
      http.get(`${BASE}/api/v1/things`, ({ request }) => {
        seen(Object.fromEntries(new URL(request.url).searchParams));
        return answer({ result: true, content: [] });
      }),
      http.put(`${BASE}/api/v1/things/:id`, async ({ request, params }) => {
        seen({
          id: params.id,
          json: request.headers.get('content-type')?.startsWith('application/json'),
          body: await request.json(),
        });
        return answer({ result: true, content: { id: 5, name: '이름' } });
      }),
    );
    const { client } = setup();

    await client.call(listThings, { query: { keyword: '김 민준', page: 2 } });
    expect(seen).toHaveBeenLastCalledWith({ keyword: '김 민준', page: '2' });

    await client.call(saveThing, { params: { id: 5 }, body: { name: '이름' } });
    expect(seen).toHaveBeenLastCalledWith({
      id: '5',
      json: true,
      body: { name: '이름' },
    });
  });
});

const viewThingFile = endpoint({
  method: 'GET',
  path: '/api/v1/things/:id/files/:fileId/view',
  summary: 'test: view one file of a thing in the page',
  params: z.object({ id: z.int(), fileId: z.int() }),
  content: z.object({ text: z.string() }),
});

const listThingFiles = endpoint({
  method: 'GET',
  path: '/api/v1/things/:id/files',
  summary: 'test: the files of a thing',
  params: z.object({ id: z.int() }),
  content: z.array(z.string()),
});

describe('file listings and views (spec §8)', () => {
  it('4003 on a view becomes 조회가 불가능한 파일형식입니다., shown in place rather than toasted', async () => {
    server.use(
      http.get(`${BASE}/api/v1/things/:id/files/:fileId/view`, () =>
        answer({ result: false, code: 4003, message: 'unsupported mime type application/x-parquet' }, 415),
      ),
    );
    const { client, onToast } = setup();

    const error = await rejectionOf(client.call(viewThingFile, { params: { id: 1, fileId: 2 } }));
    expect(error).toMatchObject({ code: 4003, message: '조회가 불가능한 파일형식입니다.' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('a listing clears the message of a code on the list, even when toasting is not exempted', async () => {
    server.use(
      http.get(`${BASE}/api/v1/things/:id/files`, () =>
        answer({ result: false, code: 7016, message: '파일이 아직 준비되지 않았습니다.' }, 409),
      ),
    );
    const { client, onToast } = setup({ toastExemptCodes: [] });

    const error = await rejectionOf(client.call(listThingFiles, { params: { id: 1 } }));
    expect(error).toMatchObject({ code: 7016, message: '' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('other calls keep the message of the same code', async () => {
    server.use(
      http.put(`${BASE}/api/v1/things/:id`, () =>
        answer({ result: false, code: 7016, message: '파일이 아직 준비되지 않았습니다.' }, 409),
      ),
    );
    const { client, onToast } = setup({ toastExemptCodes: [] });

    await expect(client.call(saveThing, { params: { id: 1 }, body: { name: 'x' } })).rejects.toThrow(
      '파일이 아직 준비되지 않았습니다.',
    );
    expect(onToast).toHaveBeenCalledExactlyOnceWith({
      severity: 'error',
      detail: '파일이 아직 준비되지 않았습니다.',
    });
  });
});

describe('downloads', () => {
  it('resolve with the bytes and the UTF-8 file name the server gave', async () => {
    server.use(
      http.get(
        `${BASE}/api/v1/files/:id`,
        () =>
          new HttpResponse('a,b\n1,2\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': `attachment; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('결과 요약.csv')}`,
            },
          }),
      ),
    );
    const { client, onToast } = setup();

    const file = await client.download({ url: '/api/v1/files/7' });
    expect(file.fileName).toBe('결과 요약.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(onToast).not.toHaveBeenCalled();
  });

  it('that answer JSON instead of the file are parsed and raised as the error they carry', async () => {
    server.use(
      http.post(`${BASE}/api/v1/things/:id/download`, () =>
        answer({ result: false, code: 1003, message: '접근 권한이 없습니다.' }, 403),
      ),
    );
    const { client, onToast } = setup();

    const error = await rejectionOf(client.download({ url: '/api/v1/things/3/download', method: 'POST' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1003, status: 403, message: '접근 권한이 없습니다.' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'error', detail: '접근 권한이 없습니다.' });
  });

  it('that answer 1004 end the session like any call', async () => {
    server.use(
      http.get(`${BASE}/api/v1/files/:id`, () =>
        answer({ result: false, code: 1004, message: '로그인이 만료되었습니다.' }, 401),
      ),
    );
    const { client, onSessionExpired, onToast } = setup();

    await expect(client.download({ url: '/api/v1/files/7' })).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('uploads', () => {
  const attach = endpoint({
    method: 'POST',
    path: '/api/v1/things/:id/files',
    summary: 'test: attach files to a thing',
    params: z.object({ id: z.int() }),
    body: z.object({ title: z.string(), keepFileIds: z.array(z.number()) }),
    content: z.object({ fileIds: z.array(z.number()) }),
  });

  it('send the body fields and every file as multipart/form-data, and read the reply as a call', async () => {
    const seen = vi.fn();
    server.use(
      http.post(`${BASE}/api/v1/things/:id/files`, async ({ request }) => {
        const form = await request.formData();
        const files = form.getAll('files') as File[];
        seen({
          title: form.get('title'),
          keepFileIds: form.get('keepFileIds'),
          files: await Promise.all(files.map(async (f) => [f.name, await f.text()])),
        });
        return answer({ result: true, message: '등록되었습니다.', content: { fileIds: [11, 12] } });
      }),
    );
    const { client, onToast } = setup();
    const progress: number[] = [];

    const content = await client.upload(attach, {
      params: { id: 5 },
      body: { title: '연구 계획서', keepFileIds: [3] },
      files: [new File(['첫 번째'], '계획서.hwp'), new File(['second'], 'data.csv')],
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(content).toEqual({ fileIds: [11, 12] });
    expect(seen).toHaveBeenCalledExactlyOnceWith({
      title: '연구 계획서',
      keepFileIds: '[3]',
      files: [
        ['계획서.hwp', '첫 번째'],
        ['data.csv', 'second'],
      ],
    });
    expect(progress.at(-1)).toBe(1);
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ severity: 'success', detail: '등록되었습니다.' });
  });
});

describe('an upload the user cancels', () => {
  it('rejects without a toast: nothing failed that the user did not ask for', async () => {
    server.use(
      http.post(`${BASE}/api/v1/things/:id/start`, async () => {
        await delay(500);
        return answer({ result: true, message: '등록되었습니다.' });
      }),
    );
    const { client, onToast } = setup();
    const cancel = new AbortController();
    const started = client.upload(
      endpoint({
        method: 'POST',
        path: '/api/v1/things/:id/start',
        summary: 'test: a slow upload',
        params: z.object({ id: z.int() }),
        content: z.null(),
      }),
      { params: { id: 1 }, files: [new File(['x'], 'x.csv')], signal: cancel.signal },
    );
    setTimeout(() => cancel.abort(), 20);

    await expect(started).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and survives a broken encoding', () => {
    expect(fileNameOf(`inline; filename="a.png"; filename*=UTF-8''%EC%82%AC%EC%A7%84.png`)).toBe('사진.png');
    expect(fileNameOf('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameOf(`attachment; filename="x.txt"; filename*=UTF-8''%E0%A4%A`)).toBe('x.txt');
    expect(fileNameOf(undefined)).toBeUndefined();
  });
});
