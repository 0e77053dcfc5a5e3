import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiModelApi, aiModelMessages, masterMessages, ResultCode } from '@cdmnet/api';
import { setMockAiModel, type MockDb } from '@cdmnet/api/mocks';
import { formatTimestamp } from '@cdmnet/ui';
import {
  failingUntilRetried,
  hanging,
  MASTER,
  refusing,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { OrganizationServicePage } from '../routes/organization-service-page';
import { accept, DetailLayout, screen } from '../testing/master-stories';

// The 서비스 설정 tab's AI 모델 card (issue 30), in the page it lives on: every state of the card, with
// the mocks' deterministic 연결 확인 (an address containing `slow` does not answer in time).

const UPDATED_AT = '2026-11-20T01:30:00.000Z';

const withModel =
  (url: string, key: string | null = 'sk-hanbit-0001') =>
  (db: MockDb) => {
    setMockAiModel(db, 1, { url, model: 'qwen2.5:7b', key, updatedAt: UPDATED_AT, updatedBy: 1 });
  };

const keyField = (dialog: HTMLElement) => within(dialog).getByLabelText('API 키', { selector: 'input' });

const meta = {
  title: 'Web/Master/AiModelCard',
  component: OrganizationServicePage,
  decorators: [
    withScreen({
      path: '/master/organizations/:dataId/service',
      initialEntry: '/master/organizations/1/service',
      layout: DetailLayout,
    }),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrganizationServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [hanging(aiModelApi.getOrgAiModel), ...world(MASTER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'AI 모델' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'AI 모델 설정' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'AI 모델 연결 확인' })).toBeNull();
  },
};

const loadFailure = failingUntilRetried(aiModelApi.getOrgAiModel);

export const LoadError: Story = {
  beforeEach: () => {
    loadFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [loadFailure.handler, ...world(MASTER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AI 모델 설정을 불러오지 못했습니다.')).toBeVisible();
    loadFailure.state.failing = false;
    const alert = canvas
      .getByText('AI 모델 설정을 불러오지 못했습니다.')
      .closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('button', { name: 'AI 모델 설정' })).toBeVisible();
  },
};

export const NoneSet: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/설정된 AI 모델이 없습니다\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'AI 모델 연결 확인' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'AI 모델 설정' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'AI 모델 설정' });
    const form = within(dialog);
    // No key is kept yet: nothing to remove.
    await expect(form.queryByRole('checkbox', { name: '키 삭제' })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: '모델 주소' }), 'http://10.10.1.40:11434/v1');
    await userEvent.type(form.getByRole('textbox', { name: '모델 이름' }), 'qwen2.5:7b');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await toastSaying(canvasElement, masterMessages.modified)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());

    await expect(await canvas.findByText('http://10.10.1.40:11434/v1')).toBeVisible();
    await expect(canvas.getByText('qwen2.5:7b')).toBeVisible();
    await expect(canvas.getByText('없음')).toBeVisible();
    await expect(canvas.getByText(/· 최고관리$/)).toBeVisible();
  },
};

export const SetWithKey: Story = {
  parameters: { msw: { handlers: world(MASTER, withModel('http://10.10.1.40:11434/v1')).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('http://10.10.1.40:11434/v1')).toBeVisible();
    await expect(canvas.getByText('API 키 저장됨')).toBeVisible();
    await expect(canvas.getByText(`${formatTimestamp(UPDATED_AT)} · 최고관리`)).toBeVisible();
    // The key itself is never on the page.
    await expect(canvasElement).not.toHaveTextContent('sk-hanbit-0001');

    await userEvent.click(canvas.getByRole('button', { name: 'AI 모델 수정' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'AI 모델 수정' });
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: '모델 주소' })).toHaveValue('http://10.10.1.40:11434/v1');
    await expect(keyField(dialog)).toHaveValue('');
    await expect(keyField(dialog)).toHaveAccessibleDescription(
      '비워 두면 저장된 API 키를 그대로 사용합니다.',
    );

    // 키 삭제 takes the kept key away; the key field is then not used.
    await userEvent.click(form.getByRole('checkbox', { name: '키 삭제' }));
    await expect(keyField(dialog)).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await toastSaying(canvasElement, masterMessages.modified)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('없음')).toBeVisible();
  },
};

export const CheckOk: Story = {
  parameters: { msw: { handlers: world(MASTER, withModel('http://10.10.1.40:11434/v1')).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'AI 모델 연결 확인' }));
    const status = (await canvas.findByText('연결됨')).closest('[role="status"]') as HTMLElement;
    await expect(status).toHaveTextContent('연결됨');
    await expect(status).toHaveTextContent('AI 모델이 응답했습니다. 응답 시간: 0.4초.');
  },
};

export const CheckFailed: Story = {
  parameters: {
    msw: { handlers: world(MASTER, withModel('http://slow-gpu.hanbit.local:8000/v1')).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'AI 모델 연결 확인' }));
    const alert = (await canvas.findByText('연결 실패')).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('연결 실패');
    await expect(alert).toHaveTextContent('AI 모델이 3초 안에 응답하지 않았습니다.');
  },
};

export const SavingErrorOnField: Story = {
  parameters: {
    msw: {
      handlers: [
        // What the server says of a name it refuses, naming the field first.
        refusing(
          aiModelApi.saveOrgAiModel,
          400,
          ResultCode.INVALID_INPUT,
          `model: ${aiModelMessages.modelTooLong(200)}`,
        ),
        ...world(MASTER, withModel('http://10.10.1.40:11434/v1')).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'AI 모델 수정' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'AI 모델 수정' });
    const form = within(dialog);

    // The contract's own rule, before anything is sent.
    const url = form.getByRole('textbox', { name: '모델 주소' });
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://10.10.1.40');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await form.findByText(aiModelMessages.urlInvalid)).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');

    // The server's refusal, under the field it names; the dialog stays open.
    await userEvent.clear(url);
    await userEvent.type(url, 'http://10.10.1.40:11434/v1');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await form.findByText(aiModelMessages.modelTooLong(200))).toBeVisible();
    await expect(form.getByRole('textbox', { name: '모델 이름' })).toHaveAttribute('aria-invalid', 'true');
    await expect(screen(canvasElement).getByRole('dialog', { name: 'AI 모델 수정' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Deleted: Story = {
  parameters: { msw: { handlers: world(MASTER, withModel('http://10.10.1.40:11434/v1')).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'AI 모델 삭제' }));
    await accept(canvasElement, '정말 이 기관의 AI 모델 설정을 삭제하시겠습니까?', '삭제');
    await expect(await toastSaying(canvasElement, masterMessages.deleted)).toBeVisible();
    await expect(await canvas.findByText(/설정된 AI 모델이 없습니다\./)).toBeVisible();
  },
};
