import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createHandlers, createMockDb } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { AiAssistantPage, ConceptFinderPage } from './preparing-page';

const meta = {
  title: 'Web/EVIX-AI/Preparing',
  component: ConceptFinderPage,
  decorators: [withScreen({ path: '/evix-ai/concept-finder' })],
  parameters: {
    msw: { handlers: createHandlers(createMockDb({ signedInAs: 'researcher@demo.cdmnet.kr' })) },
  },
  beforeEach: resetAppState,
} satisfies Meta<typeof ConceptFinderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 개념 찾기 says it is being prepared (not a not-found page) and leads to the search that exists. */
export const ConceptFinder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '개념 찾기' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('개념 찾기 기능은 준비 중입니다.');
    await expect(document.title).toBe('개념 찾기 · CDMNet');
    await userEvent.click(canvas.getByRole('link', { name: '개념 검색으로 이동' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/atlas/search');
  },
};

export const AiAssistant: Story = {
  render: () => <AiAssistantPage />,
  parameters: { screen: { path: '/evix-ai/ai-assistant' } },
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
