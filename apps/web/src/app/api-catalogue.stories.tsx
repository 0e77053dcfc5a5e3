import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueProbe } from './testing/catalogue-probe';
import { resetAppState, withScreen } from './testing/story-providers';

/**
 * The API client's error catalogue (spec §8) as a user of this app meets it: each story makes one call
 * through the app's real wiring and shows the toast (or the in-place text) it leads to.
 */
const meta = {
  title: 'Web/App/API error catalogue',
  component: CatalogueProbe,
  decorators: [withScreen({ path: '/catalogue' })],
  parameters: { layout: 'padded' },
  beforeEach: resetAppState,
} satisfies Meta<typeof CatalogueProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const reply = (result: boolean, code: number, message: string, status = 200) =>
  HttpResponse.json({ result, code, message, content: null }, { status });

async function callAndRead(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '요청 보내기' }));
  const outcome = canvas.getByRole('status', { name: '결과' });
  await waitFor(() => expect(outcome).not.toHaveTextContent(/요청 중|아직/));
  return outcome;
}

/** The toast region lives in document.body (a portal): find the toast by its text there. */
const toastWith = (text: string) => within(document.body).findByText(text);

/**
 * The toast showing `detail`: its Korean summary, and its place at the bottom of the viewport, clear of
 * the top bar (bell, user menu) and of the actions in a page's header.
 */
async function expectToast(detail: string, summary: string) {
  const item = (await toastWith(detail)).closest('li')!;
  await expect(within(item).getByText(summary)).toBeVisible();
  await waitFor(() => expect(item.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2));
  await expect(item.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
}

export const SuccessMessageToast: Story = {
  args: { kind: 'saved' },
  parameters: {
    msw: { handlers: [http.put('/api/v1/demo/things/1', () => reply(true, 0, '수정되었습니다.'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('성공');
    await expect(await toastWith('수정되었습니다.')).toBeVisible();
    await expectToast('수정되었습니다.', '완료');
  },
};

export const ErrorMessageToast: Story = {
  args: { kind: 'refused' },
  parameters: {
    msw: {
      handlers: [http.put('/api/v1/demo/things/2', () => reply(false, 1003, '접근 권한이 없습니다.', 403))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('실패 (1003) 접근 권한이 없습니다.');
    await expect(await toastWith('접근 권한이 없습니다.')).toBeVisible();
    await expectToast('접근 권한이 없습니다.', '오류');
  },
};

export const DeleteWithoutMessage: Story = {
  args: { kind: 'deleted' },
  parameters: { msw: { handlers: [http.delete('/api/v1/demo/things/1', () => reply(true, 0, ''))] } },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('성공');
    await expect(await toastWith('삭제되었습니다.')).toBeVisible();
  },
};

export const Timeout: Story = {
  args: { kind: 'timedOut' },
  parameters: {
    screen: { getTimeoutMs: 100 },
    msw: {
      handlers: [
        http.get('/api/v1/demo/slow', async () => {
          await delay(2000);
          return reply(true, 0, '');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('실패 (408) Request time out');
    await expect(await toastWith('Request time out')).toBeVisible();
  },
};

export const NetworkError: Story = {
  args: { kind: 'timedOut' },
  parameters: { msw: { handlers: [http.get('/api/v1/demo/slow', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('실패 (0) 서버에 연결할 수 없습니다.');
    await expect(await toastWith('서버에 연결할 수 없습니다.')).toBeVisible();
  },
};

export const InternalServerError: Story = {
  args: { kind: 'serverError' },
  parameters: {
    msw: { handlers: [http.get('/api/v1/demo/broken', () => new HttpResponse('oops', { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('실패 (500) Internal server error');
    await expect(await toastWith('Internal server error')).toBeVisible();
  },
};

export const BadGateway: Story = {
  args: { kind: 'badGateway' },
  parameters: {
    msw: {
      handlers: [http.get('/api/v1/demo/proxy', () => new HttpResponse('<html>502</html>', { status: 502 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('실패 (502) Bad gateway');
    await expect(await toastWith('Bad gateway')).toBeVisible();
  },
};

export const SessionExpired: Story = {
  args: { kind: 'sessionExpired' },
  parameters: {
    msw: {
      handlers: [http.get('/api/v1/demo/private', () => reply(false, 1004, '로그인이 만료되었습니다.', 401))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '요청 보내기' }));
    // The app removes USER and goes to /login, remembering where the user was.
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
    await expect(within(document.body).queryByText('로그인이 만료되었습니다.')).toBeNull();
  },
};

export const UnviewableFile: Story = {
  args: { kind: 'unviewableFile' },
  parameters: {
    msw: {
      handlers: [http.get('/api/v1/demo/files/3/view', () => reply(false, 4003, 'unsupported type', 415))],
    },
  },
  play: async ({ canvasElement }) => {
    // Said in place of the file, not toasted.
    await expect(await callAndRead(canvasElement)).toHaveTextContent(
      '실패 (4003) 조회가 불가능한 파일형식입니다.',
    );
    await expect(within(document.body).queryByText('unsupported type')).toBeNull();
  },
};

export const FileListingClearsMessage: Story = {
  args: { kind: 'fileNotReady' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/demo/things/1/files', () =>
          reply(false, 7016, '파일이 아직 준비되지 않았습니다.', 409),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent(/^실패 \(7016\)$/);
    await expect(within(document.body).queryByText('파일이 아직 준비되지 않았습니다.')).toBeNull();
  },
};

export const Download: Story = {
  args: { kind: 'download' },
  parameters: {
    msw: {
      handlers: [
        http.get(
          '/api/v1/demo/files/4',
          () =>
            new HttpResponse('a,b', {
              headers: {
                'Content-Type': 'text/csv',
                'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('결과.csv')}`,
              },
            }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent('내려받음: 결과.csv');
  },
};

export const DownloadAnsweredWithJson: Story = {
  args: { kind: 'downloadRefused' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/demo/files/5', () => reply(false, 1005, '요청한 항목을 찾을 수 없습니다.', 404)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await callAndRead(canvasElement)).toHaveTextContent(
      '실패 (1005) 요청한 항목을 찾을 수 없습니다.',
    );
    await expect(await toastWith('요청한 항목을 찾을 수 없습니다.')).toBeVisible();
  },
};
