import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { masterApi, masterMessages } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { formatDateShort } from '@cdmnet/ui';
import { MASTER, never, screen, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { MasterOnly } from '../components/master-only';
import { failingGet, type FailingScenario, forbiddenStory, rowOf } from '../testing/master-stories';
import { OrganizationsPage } from './organizations-page';

const TABLE = '기관 목록';
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: TABLE });

const meta = {
  title: 'Web/Master/OrganizationsPage',
  component: OrganizationsPage,
  decorators: [withScreen({ path: '/master/organizations', layout: MasterOnly })],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrganizationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(masterApi.listMasterOrganizations, never), ...world(MASTER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '기관 관리' })).toBeVisible();
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(document.title).toBe('기관 관리 · CDMNet'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mock(masterApi.listMasterOrganizations, () => ({ content: [] })), ...world(MASTER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('등록된 기관이 없습니다.')).toBeVisible();
    // The empty table offers the same 기관 등록 as the header.
    await expect(canvas.getAllByRole('link', { name: '기관 등록' })).toHaveLength(2);
  },
};

const errorScenario: FailingScenario = { failing: true };

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: { handlers: [failingGet('/api/v1/master/orgs', errorScenario), ...world(MASTER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('기관 목록을 불러오지 못했습니다.')).toBeVisible();
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await rowOf(canvasElement, TABLE, '한빛대학교병원')).toBeVisible();
  },
};

const populated = world(MASTER);

export const Populated: Story = {
  parameters: { msw: { handlers: populated.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hanbit = await rowOf(canvasElement, TABLE, '한빛대학교병원');
    await expect(within(hanbit).getByRole('img', { name: 'RFZ 등급 EVD' })).toBeVisible();
    await expect(within(hanbit).getByText('1개')).toBeVisible();
    const created = populated.db.orgSettings.find((o) => o.orgId === 1)!.createdAt;
    await expect(within(hanbit).getByText(formatDateShort(created))).toBeVisible();
    await expect(formatDateShort(created)).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    await expect(within(hanbit).getByRole('link', { name: '한빛대학교병원 설정' })).toHaveAttribute(
      'href',
      '/master/organizations/1',
    );
    await expect(within(hanbit).getByRole('link', { name: '한빛대학교병원 수정' })).toHaveAttribute(
      'href',
      '/master/organizations/1/modify',
    );
    const cheongsol = await rowOf(canvasElement, TABLE, '대구청솔병원');
    await expect(within(cheongsol).getByText('해당 없음')).toBeVisible();
    await expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(7);

    await userEvent.type(canvas.getByRole('searchbox'), '제주');
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('link', { name: '기관 등록' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/master/organizations/create');
  },
};

export const Forbidden: Story = forbiddenStory(masterApi.listMasterOrganizations);

/**
 * An organisation without members goes, after the question that says what goes with it and what
 * stays (issue 28 item 14).
 */
export const DeleteOrganization: Story = {
  parameters: {
    msw: {
      handlers: world(MASTER, (db) => {
        db.organizations.push({
          id: 7,
          name: '새봄요양병원',
          logoImageId: null,
          hideFromExternal: true,
          description: '',
          autoRegistration: false,
          autoMailing: false,
          domains: [],
        });
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, TABLE, '새봄요양병원');
    await userEvent.click(within(row).getByRole('button', { name: '새봄요양병원 삭제' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '새봄요양병원 삭제' });
    // Visible once the dialog's fade-in has begun: found in the frame it mounts, it is still at opacity 0.
    const question = await within(dialog).findByText('정말 이 기관을 삭제하시겠습니까? 되돌릴 수 없습니다.');
    await waitFor(() => expect(question).toBeVisible());
    // What goes with it arrives with the deletion's impact, a moment after the question.
    await expect(await within(dialog).findByRole('region', { name: '함께 삭제되는 것' })).toHaveTextContent(
      '기관 연구원 변경 이력과 이메일 도메인',
    );
    const remove = within(dialog).getByRole('button', { name: '삭제' });
    await waitFor(() => expect(remove).toBeEnabled());
    await userEvent.click(remove);
    await expect(await toastSaying(canvasElement, masterMessages.deleted)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(table(canvasElement)).queryByRole('cell', { name: '새봄요양병원' })).toBeNull(),
    );
  },
};

/** An organisation with members: the question says why not, and 삭제 cannot be pressed. */
export const DeleteRefused: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, TABLE, '한빛대학교병원');
    await userEvent.click(within(row).getByRole('button', { name: '한빛대학교병원 삭제' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '한빛대학교병원 삭제' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      masterMessages.organizationHasMembers,
    );
    await expect(within(dialog).getByRole('button', { name: '삭제' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(table(canvasElement)).getByRole('cell', { name: '한빛대학교병원' })).toBeVisible();
  },
};
