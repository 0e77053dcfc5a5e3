import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RESEARCHER, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { BookmarksPage } from './bookmarks-page';

// A bookmarked ATLAS design opens the supporter on it: the address names its ATLAS, kind and id, which
// the supporter reads to choose that ATLAS, open that tab and check the design.

const meta = {
  title: 'Web/Bookmarks/DesignBookmark',
  component: BookmarksPage,
  decorators: [withScreen({ path: '/bookmarks' })],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof BookmarksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 김민준's bookmarked GI-bleed cohort on 한빛대학교병원's ATLAS opens the supporter on that design. */
export const OpensTheSupporterOnIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: /^ATLAS 설계 1$/ })).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: /^ATLAS 설계/ }));
    const link = await within(canvas.getByRole('tabpanel')).findByRole('link', {
      name: '위장관 출혈 환자 (한빛대학교병원 ATLAS)',
    });
    await expect(link).toHaveAttribute('href', '/atlas/supporter?atlasId=1&kind=COHORT&designId=1');
    await userEvent.click(link);
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      '/atlas/supporter?atlasId=1&kind=COHORT&designId=1',
    );
  },
};
