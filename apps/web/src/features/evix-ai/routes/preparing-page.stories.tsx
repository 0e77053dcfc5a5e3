import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createHandlers, createMockDb } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { AiAssistantPage } from './preparing-page';

const meta = {
  title: 'Web/EVIX-AI/Preparing',
  component: AiAssistantPage,
  decorators: [withScreen({ path: '/evix-ai/ai-assistant' })],
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'researcher@demo.cdmnet.kr' })) },
  },
  beforeEach: resetAppState,
} satisfies Meta<typeof AiAssistantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AiAssistant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI 도우미' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('AI 도우미 기능은 준비 중입니다.');
    await expect(canvas.getByRole('link', { name: '개념 검색으로 이동' })).toHaveAttribute(
      'href',
      '/atlas/search',
    );
  },
};
