import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@cdmnet/api';
import { ApiError, call, notificationsApi, ResultCode, usersApi } from '@cdmnet/api';
import { setUpApiClient } from './api-client';
import { createQueryClient } from './query-client';

// Item 18 of issue 28: a session that expired while a page was open made about eight 401 requests
// before /login showed. The page here holds eight queries, as a signed-in page does; the server is a
// fake client (behind the app's wiring) that counts what is sent and, once the session is over,
// answers 1004 and tells the app as the real client does.

let sent = 0;
let expired = false;
let onSessionExpired: (() => void) | undefined;
const fakeClient: Api.ApiClient = {
  call: (() => {
    sent += 1;
    if (!expired) return Promise.resolve(0);
    onSessionExpired?.();
    return Promise.reject(new ApiError('로그인이 만료되었습니다.', ResultCode.SESSION_EXPIRED, 401));
  }) as Api.ApiClient['call'],
  upload: () => Promise.reject(new Error('not used')),
  download: () => Promise.reject(new Error('not used')),
};
vi.mock('@cdmnet/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  createApiClient: (options: Api.ApiClientOptions) => {
    onSessionExpired = options.onSessionExpired;
    return fakeClient;
  },
}));

afterEach(() => {
  cleanup();
  sent = 0;
  expired = false;
  document.cookie = 'USER=; Path=/; Max-Age=0';
});

const QUERIES = 8;

function Page() {
  const results = Array.from({ length: QUERIES }, (_, n) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed number of queries, always in order
    useQuery({ queryKey: ['page', n], queryFn: () => call(notificationsApi.countNotifications) }),
  );
  return <p>{results.filter((result) => result.isSuccess).length}개 불러옴</p>;
}

/** The app's shell: main.tsx's wiring, whose /login arrives a moment after it is asked for (its chunk). */
function App({ queryClient }: { queryClient: QueryClient }) {
  const [path, setPath] = useState('/');
  useState(() =>
    setUpApiClient(() => {
      queryClient.clear();
      setTimeout(() => setPath('/login'), 100);
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {path === '/login' ? <h1>로그인</h1> : <Page />}
    </QueryClientProvider>
  );
}

describe('a session that expires while a page is open', () => {
  it('is refused once: the first 1004 stops every other call until /login', async () => {
    document.cookie = 'USER=3; Path=/';
    const queryClient = createQueryClient();
    render(<App queryClient={queryClient} />);
    expect(await screen.findByText(`${QUERIES}개 불러옴`)).toBeTruthy();
    expect(sent).toBe(QUERIES);

    sent = 0;
    expired = true;
    // Something asks again (a live event, a tab): the first call meets the ended session.
    await act(() => queryClient.invalidateQueries({ queryKey: ['page', 0] }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toBe(1);
  });

  it('lets calls go again once the user has signed in again', async () => {
    document.cookie = 'USER=3; Path=/';
    const queryClient = createQueryClient();
    render(<App queryClient={queryClient} />);
    await screen.findByText(`${QUERIES}개 불러옴`);
    expired = true;
    await act(() => queryClient.invalidateQueries({ queryKey: ['page', 0] }));
    await screen.findByRole('heading', { name: '로그인' });

    expired = false;
    sent = 0;
    document.cookie = 'USER=3; Path=/';
    await expect(call(usersApi.getProfile)).resolves.toBe(0);
    expect(sent).toBe(1);
  });
});
