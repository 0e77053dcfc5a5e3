import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactApi, contactMessages, ResultCode } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure, type MockDb } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { PublicLayout } from '../../../app/layout/public-layout';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { ContactPage } from './contact-page';

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    name: canvas.getByRole('textbox', { name: '이름' }),
    email: canvas.getByRole('textbox', { name: '이메일' }),
    organization: canvas.getByRole('textbox', { name: '소속' }),
    subject: canvas.getByRole('textbox', { name: '문의 제목' }),
    message: canvas.getByRole('textbox', { name: '문의 내용' }),
    consent: canvas.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }),
    submit: canvas.getByRole('button', { name: '문의 보내기' }),
  };
};

async function fillIn(canvasElement: HTMLElement) {
  const f = fields(canvasElement);
  await userEvent.type(f.name, '정하늘');
  await userEvent.type(f.email, 'haneul.jung@mudeung.or.kr');
  await userEvent.type(f.subject, '기관 가입 절차 문의');
  await userEvent.type(f.message, '저희 의료원도 참여하려면 어떤 절차가 필요한지 알려 주십시오.');
  await userEvent.click(f.consent);
  return f;
}

const meta = {
  title: 'Web/Contact/ContactPage',
  component: ContactPage,
  decorators: [withScreen({ path: '/contactus', layout: PublicLayout })],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { msw: { handlers: createHandlers(createMockDb()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '문의하기' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('문의하기 · CDMNet'));
    await expect(f.organization).not.toBeRequired();
    await expect(f.consent).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: '개인정보처리방침 보기' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const ValidationErrors: Story = {
  parameters: { msw: { handlers: createHandlers(createMockDb()) } },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.subject, '문의');
    await userEvent.type(f.message, '네');
    await userEvent.click(f.submit);
    await expect(f.name).toHaveAccessibleDescription('필수 입력 항목입니다.');
    // Left empty: required, before anything about its format.
    await expect(f.email).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(f.subject).toHaveAccessibleDescription('5글자 이상으로 입력해 주세요.');
    await expect(f.message).toHaveAccessibleDescription(
      expect.stringContaining('5글자 이상으로 입력해 주세요.'),
    );
    await expect(f.consent).toHaveAccessibleDescription('개인정보 수집 및 이용에 동의해 주십시오.');

    await userEvent.clear(f.subject);
    await userEvent.type(f.subject, '가'.repeat(51));
    await userEvent.tab();
    await expect(f.subject).toHaveAccessibleDescription('50글자 이하로 입력해 주세요.');
  },
};

const sentDb: MockDb = createMockDb();

export const Sent: Story = {
  parameters: { msw: { handlers: createHandlers(sentDb) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = sentDb.contactMessages.length;
    const f = await fillIn(canvasElement);
    await userEvent.type(f.organization, '광주무등의료원');
    await userEvent.click(f.submit);

    await expect(
      await canvas.findByRole('heading', { level: 1, name: '문의해 주셔서 감사합니다.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(contactMessages.received);
    await expect(sentDb.contactMessages).toHaveLength(before + 1);
    await expect(sentDb.contactMessages[0]).toMatchObject({
      subject: '기관 가입 절차 문의',
      organization: '광주무등의료원',
    });

    // A new message starts from an empty form.
    await userEvent.click(canvas.getByRole('button', { name: '새 문의 작성' }));
    await expect(fields(canvasElement).subject).toHaveValue('');
    await expect(fields(canvasElement).consent).not.toBeChecked();
  },
};

export const Sending: Story = {
  parameters: {
    msw: { handlers: [mock(contactApi.sendContactMessage, () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvasElement }) => {
    const f = await fillIn(canvasElement);
    await userEvent.click(f.submit);
    await waitFor(() => expect(f.submit).toHaveAttribute('aria-busy', 'true'));
    await expect(f.submit).toBeDisabled();
  },
};

/** The sixth message within the hour: the server's Korean message, and nothing typed is lost. */
export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(contactApi.sendContactMessage, () => {
          throw new MockFailure(429, ResultCode.TOO_MANY_REQUESTS, contactMessages.tooMany(1800));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await fillIn(canvasElement);
    await userEvent.click(f.submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '문의를 너무 자주 보내셨습니다. 30분 후에 다시 시도해 주십시오.',
    );
    // Said once, in place: not toasted as well.
    await expect(toast.getSnapshot()).toEqual([]);
    await expect(f.subject).toHaveValue('기관 가입 절차 문의');
    await expect(f.consent).toBeChecked();
  },
};
