import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactApi, contactMessages, replyMessages, ResultCode } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { ContactInboxPage } from './contact-inbox-page';

const MASTER = 'master@demo.cdmnet.kr';
const RESEARCHER = 'researcher@demo.cdmnet.kr';

const masterHandlers = (prepare: (db: ReturnType<typeof createMockDb>) => void = () => {}) => {
  const db = createMockDb({ signedInAs: MASTER });
  prepare(db);
  return createHandlers(db);
};

/** The Error story fails until its play function lets the next reply succeed. */
const errorScenario = { failing: true };

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: '받은 문의' });

const meta = {
  title: 'Web/Contact/ContactInboxPage',
  component: ContactInboxPage,
  // The layout around it has its own stories (Web/Layout/Authenticated).
  decorators: [withScreen({ path: '/master/inquiries' })],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof ContactInboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(contactApi.listContactMessages, () => new Promise<never>(() => {})),
        ...masterHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '문의 내역' })).toBeVisible();
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(document.title).toBe('문의 내역 · CDMNet'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: masterHandlers((db) => {
        db.contactMessages = [];
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('받은 문의가 없습니다. 방문자가 문의하기 양식을 보내면 여기에 표시됩니다.'),
    ).toBeVisible();
  },
};

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: (() => {
        const db = createMockDb({ signedInAs: MASTER });
        return [
          mock(contactApi.listContactMessages, () => {
            if (errorScenario.failing)
              throw new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
            return { content: db.contactMessages };
          }),
          ...createHandlers(db),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('문의 목록을 불러오지 못했습니다.')).toBeVisible();
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('기관 가입 절차 문의')).toBeVisible();
  },
};

export const Populated: Story = {
  parameters: { msw: { handlers: masterHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByText('기관 가입 절차 문의');
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      '기관 가입 절차 문의',
      '연구 데이터 열람 범위 질문',
      '비밀번호 재설정 메일 미수신',
    ]);
    await expect(within(rows[0]!).getByText('미처리')).toBeVisible();
    await expect(within(rows[2]!).getByText('처리 완료')).toBeVisible();
    await expect(within(rows[1]!).getByText('-')).toBeVisible();

    // The message is shown as text: the markup a visitor typed is not rendered.
    await userEvent.click(canvas.getByRole('button', { name: '연구 데이터 열람 범위 질문 문의 보기' }));
    const dialog = await body.findByRole('dialog', { name: '연구 데이터 열람 범위 질문' });
    await expect(dialog).toHaveTextContent('<b>태그</b>는 글자 그대로 보여야 합니다.');
    await expect(dialog.querySelector('b')).toBeNull();
    await expect(dialog).toHaveAccessibleDescription('오세훈 · sehoon.oh@example.com');

    await userEvent.click(within(dialog).getByRole('button', { name: '처리 완료' }));
    await waitFor(() => expect(toast.getSnapshot().map((t) => t.detail)).toContain(contactMessages.handled));
    await expect(
      await within(dialog).findByText(/최고관리 님이 .*에 처리 완료로 표시했습니다\./),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '처리 완료' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rows[1]!).getByText('처리 완료')).toBeVisible());
  },
};

/** A researcher (or an organisation admin) is told no, and the inbox is never asked for. */
export const NotMaster: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(contactApi.listContactMessages, () => {
          throw new Error('the inbox must not be requested for a non-master');
        }),
        ...createHandlers(createMockDb({ signedInAs: RESEARCHER })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('접근 권한이 없습니다.');
    await expect(alert).toHaveTextContent('문의 내역은 플랫폼 관리자만 볼 수 있습니다.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
