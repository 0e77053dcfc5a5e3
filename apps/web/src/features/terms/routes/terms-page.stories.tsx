import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { replyMessages, ResultCode, termsApi } from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure } from '@cdmnet/api/mocks';
import { PublicLayout } from '../../../app/layout/public-layout';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { TermsPage } from './terms-page';

const titles = [
  '서비스 이용약관',
  '개인정보 처리방침',
  '개인정보 수집 및 이용 동의',
  '보안 서약',
  '개인정보 제3자 제공 동의',
  '마케팅 정보 수신 동의',
];

/** The Error story fails until its play function lets the next reply succeed. */
const errorScenario = { failing: true };

const meta = {
  title: 'Web/Terms/TermsPage',
  component: TermsPage,
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers(createMockDb()) } },
  beforeEach: resetAppState,
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  decorators: [withScreen({ path: '/terms', layout: PublicLayout })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '약관 및 정책' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('이용약관 · CDMNet'));
    const contents = await canvas.findByRole('navigation', { name: '목차' });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(titles);
    await expect(links[3]).toHaveAttribute('href', '#terms-security-pledge');

    // Every text, each marked required or optional.
    const sections = canvas.getAllByRole('region');
    await expect(sections).toHaveLength(6);
    await expect(canvas.getByRole('region', { name: '서비스 이용약관 필수' })).toHaveTextContent(
      '제1조 (목적)',
    );
    await expect(canvas.getByRole('region', { name: '마케팅 정보 수신 동의 선택' })).toHaveTextContent(
      '동의하지 않아도 가입할 수 있습니다.',
    );

    // The public pages link to each other.
    await expect(canvas.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/contactus');
    await expect(canvas.getByRole('link', { name: '로그인으로 돌아가기' })).toHaveAttribute('href', '/login');
  },
};

/** /privacy shows the same page, opened at the privacy policy. */
export const Privacy: Story = {
  decorators: [withScreen({ path: '/privacy', layout: PublicLayout })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: '개인정보 처리방침 필수' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('개인정보처리방침 · CDMNet'));
    await expect(canvas.getAllByRole('region')).toHaveLength(6);
  },
};

export const Loading: Story = {
  decorators: [withScreen({ path: '/terms', layout: PublicLayout })],
  parameters: { msw: { handlers: [mock(termsApi.listTerms, () => new Promise<never>(() => {}))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: '약관 및 정책' });
    await expect(heading.closest('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('navigation', { name: '목차' })).toBeNull();
  },
};

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  decorators: [withScreen({ path: '/terms', layout: PublicLayout })],
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [
        mock(termsApi.listTerms, () => {
          if (errorScenario.failing)
            throw new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
          return { content: [] };
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('약관을 불러오지 못했습니다.');
    errorScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(canvas.getByRole('navigation', { name: '목차' })).toBeVisible());
  },
};
