import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetAppState } from '../../../app/testing/story-providers';
import { ProjectScreens, withProjectScreen } from '../testing/project-screens';
import { expectLocation, RESEARCHER, spiedWorld, stateIn } from '../testing/project-stories';
import { InvitationScreen } from './invitation-screen';

// Once answered, the invitation is gone for the user: the server refuses it (403) to anyone asking,
// so the screen must not ask again. The answer's refresh of the project's queries used to refetch it,
// and every 수락 and 거절 left a refused request and a console error behind.

const PROJECT_2 = '소아 천식 흡입 스테로이드 사용 양상';
const PENDING = 'GET /api/v1/projects/pending/2';

const meta = {
  title: 'Web/Projects/InvitationAnswer',
  component: InvitationScreen,
  args: { id: 2, onLeaving: () => {} },
  render: () => <ProjectScreens />,
  decorators: [withProjectScreen('/project/2')],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof InvitationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calls made after the answer was sent (`answer` is the answer's own call). */
const callsAfter = (calls: readonly string[], answer: string) => calls.slice(calls.indexOf(answer) + 1);

const acceptWorld = spiedWorld(RESEARCHER);
/** 수락: the project opens on its tabs, and the invitation is not asked for again. */
export const AcceptAsksNoMore: Story = {
  parameters: { msw: { handlers: acceptWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PROJECT_2)).toBeVisible();
    await expect(acceptWorld.calls.filter((call) => call === PENDING)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '수락' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '멤버 탭' })).toBeVisible();
    await expect(stateIn(acceptWorld.db, 2, RESEARCHER)).toBe('ACCEPTED');
    // The project's detail arrives after the refresh: by then any refetch would have been sent.
    await expect(await canvas.findByRole('heading', { level: 1, name: PROJECT_2 })).toBeVisible();
    await waitFor(() => expect(acceptWorld.calls).toContain('GET /api/v1/projects/2'));
    await expect(callsAfter(acceptWorld.calls, 'POST /api/v1/projects/members/accepted')).not.toContain(
      PENDING,
    );
  },
};

const declineWorld = spiedWorld(RESEARCHER);
/** 거절: the user goes home, and neither the invitation nor the project is asked for again. */
export const DeclineAsksNoMore: Story = {
  parameters: { msw: { handlers: declineWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PROJECT_2)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '거절' }));
    await expectLocation(canvasElement, '/');
    await expect(stateIn(declineWorld.db, 2, RESEARCHER)).toBe('REJECTED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(callsAfter(declineWorld.calls, 'POST /api/v1/projects/members/rejected')).toEqual([]);
  },
};
