import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { masterApi, masterMessages } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { MASTER, never, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import {
  choose,
  DetailLayout,
  failingGet,
  type FailingScenario,
  forbiddenStory,
  rowOf,
  screen,
} from '../testing/master-stories';
import { OrganizationMemberPage } from './organization-member-page';

const TABLE = '기관 연구원 목록';
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: TABLE });

const meta = {
  title: 'Web/Master/OrganizationMemberPage',
  component: OrganizationMemberPage,
  decorators: [
    withScreen({
      path: '/master/organizations/:dataId/member',
      initialEntry: '/master/organizations/1/member',
      layout: DetailLayout,
    }),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrganizationMemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(masterApi.listOrganizationUsers, never), ...world(MASTER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: '기관 연구원' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mock(masterApi.listOrganizationUsers, () => ({ content: [] })), ...world(MASTER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 기관 연구원이 없습니다.')).toBeVisible();
  },
};

const errorScenario: FailingScenario = { failing: true };

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [failingGet('/api/v1/master/orgs/1/users', errorScenario), ...world(MASTER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('기관 연구원 목록을 불러오지 못했습니다.')).toBeVisible();
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await rowOf(canvasElement, TABLE, '정다은')).toBeVisible();
  },
};

export const Populated: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = await rowOf(canvasElement, TABLE, '박지현');
    await expect(within(admin).getByRole('combobox', { name: '박지현 기관 권한' })).toHaveTextContent(
      '기관 관리자',
    );
    const partner = await rowOf(canvasElement, TABLE, '이서연');
    await expect(within(partner).getByRole('combobox', { name: '이서연 기관 권한' })).toHaveTextContent(
      '파트너 연구원',
    );
    await waitFor(() => expect(document.title).toBe('한빛대학교병원 기관 연구원 · CDMNet'));

    // The search looks at the name and the email.
    await userEvent.type(canvas.getByRole('searchbox'), 'partner@demo');
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(2));
    await expect(within(table(canvasElement)).getByRole('cell', { name: '1' })).toBeVisible();
  },
};

export const Forbidden: Story = forbiddenStory(masterApi.listOrganizationUsers);

export const ChangePrivilege: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, TABLE, '정다은');
    await choose(canvasElement, '정다은 기관 권한', '기관 관리자');
    await expect(await toastSaying(canvasElement, masterMessages.privChanged)).toBeVisible();
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: '정다은 기관 권한' })).toHaveTextContent(
        '기관 관리자',
      ),
    );
  },
};

/** The organisation's last 기관 관리자 keeps the privilege: the dropdown goes back. */
export const LastOrgAdminRefused: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, TABLE, '박지현');
    await choose(canvasElement, '박지현 기관 권한', '기관 연구원');
    await expect(await toastSaying(canvasElement, masterMessages.lastOrgAdmin)).toBeVisible();
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: '박지현 기관 권한' })).toHaveTextContent(
        '기관 관리자',
      ),
    );
  },
};

/** 추가: find 홍채원 (in no organisation yet), choose her and 파트너 연구원, 등록. */
export const AddMember: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, TABLE, '정다은');
    await userEvent.click(canvas.getByRole('button', { name: '추가' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '기관 연구원 등록' });
    const form = within(dialog);

    // Nobody chosen yet: 등록 says so.
    await userEvent.click(form.getByRole('button', { name: '등록' }));
    await expect(await form.findByText('등록할 사용자를 선택해 주십시오.')).toBeVisible();

    // One letter does not search; two do, once typing pauses.
    const search = form.getByRole('searchbox', { name: '이름 또는 이메일' });
    await userEvent.type(search, '홍');
    await expect(form.queryByRole('group', { name: '검색 결과' })).toBeNull();
    await userEvent.type(search, '채원');
    const results = await form.findByRole('group', { name: '검색 결과' });
    await userEvent.click(within(results).getByRole('radio', { name: /홍채원/ }));
    await choose(dialog, '기관 권한', '파트너 연구원');
    await userEvent.click(form.getByRole('button', { name: '등록' }));

    await expect(await toastSaying(canvasElement, masterMessages.registered)).toBeVisible();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    const row = await rowOf(canvasElement, TABLE, '홍채원');
    await expect(within(row).getByRole('combobox', { name: '홍채원 기관 권한' })).toHaveTextContent(
      '파트너 연구원',
    );
  },
};
