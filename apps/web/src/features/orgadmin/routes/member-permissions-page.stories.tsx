import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orgAdminMessages, orgsApi } from '@cdmnet/api';
import { toastSaying } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import { OrgAdminScreens, withOrgAdminScreen } from '../testing/org-admin-screens';
import {
  ADMIN,
  bodyRows,
  expectForbidden,
  hanging,
  MASTER,
  pick,
  RESEARCHER,
  rowOf,
  listStateStories,
  spiedWorld,
} from '../testing/org-admin-stories';
import { MemberPermissionsPage } from './member-permissions-page';

const TABLE = '연구원별 데이터 접근 수준';

async function loadedTable(canvasElement: HTMLElement, name = '박지현') {
  const canvas = within(canvasElement);
  await canvas.findByText(name);
  return canvas.getByRole('table', { name: TABLE });
}

/** A row's cells by column: name, email, privilege, default, own level, effective level. */
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
const levelSelect = (row: HTMLElement, name: string) =>
  within(row).getByRole('combobox', { name: `${name} 님 적용 수준` });

const meta = {
  title: 'Web/OrgAdmin/MemberPermissions',
  component: MemberPermissionsPage,
  render: () => <OrgAdminScreens />,
  decorators: [withOrgAdminScreen('/orgadmin/1/member/permissions')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(ADMIN).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof MemberPermissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(orgsApi.listMemberPermissions), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '데이터 접근 권한' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: TABLE })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('tab', { name: '데이터 접근 권한' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(document.title).toBe('데이터 접근 권한 · CDMNet'));
  },
};

const states = listStateStories(orgsApi.listMemberPermissions, {
  empty: '연구원이 없습니다.',
  failed: '데이터 접근 권한을 불러오지 못했습니다.',
  recovered: '최윤호',
});

export const Empty: Story = states.Empty;

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = states.ErrorState;

/** The levels explained, then each active member: the default for their kind, their own, the effect. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const explained = await canvas.findByRole('region', { name: '데이터 접근 수준' });
    await expect(explained).toHaveTextContent('EV (실행·조회)분석을 실행하고 결과를 조회할 수 있습니다.');
    await expect(within(explained).getByRole('link', { name: '대시보드로 이동' })).toHaveAttribute(
      'href',
      '/orgadmin/1',
    );

    const table = await loadedTable(canvasElement);
    // Active members only: no requests, no rejected ones.
    await expect(bodyRows(table)).toHaveLength(9);
    await expect(within(table).queryByText('윤서준')).toBeNull();

    const researcher = rowOf(table, '김민준');
    await expect(cells(researcher)[3]).toHaveTextContent('EV (실행·조회)');
    await expect(levelSelect(researcher, '김민준')).toHaveTextContent('기본값 따름 (EV)');
    await expect(cells(researcher)[5]).toHaveTextContent('EV (실행·조회)');

    const partner = rowOf(table, '이서연');
    await expect(cells(partner)[2]).toHaveTextContent('파트너 연구원');
    await expect(levelSelect(partner, '이서연')).toHaveTextContent('기본값 따름 (E)');
    await expect(cells(partner)[5]).toHaveTextContent('E (실행)');

    const ownLevel = rowOf(table, '최윤호');
    await expect(levelSelect(ownLevel, '최윤호')).toHaveTextContent('EVD (실행·조회·반출)');
    await expect(cells(ownLevel)[5]).toHaveTextContent('EVD (실행·조회·반출)');
  },
};

export const AsMaster: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/3/member/permissions' },
    msw: { handlers: spiedWorld(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '부산해오름병원' })).toBeVisible();
    const table = await loadedTable(canvasElement, '송민재');
    await expect(levelSelect(rowOf(table, '송민재'), '송민재')).toBeEnabled();
  },
};

const researcherWorld = spiedWorld(RESEARCHER);
export const ForbiddenForResearcher: Story = {
  parameters: { msw: { handlers: researcherWorld.handlers } },
  play: ({ canvasElement }) => expectForbidden(canvasElement, researcherWorld.calls),
};

const otherAdminWorld = spiedWorld(ADMIN);
export const ForbiddenForAnotherOrgsAdmin: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/2/member/permissions' },
    msw: { handlers: otherAdminWorld.handlers },
  },
  play: ({ canvasElement }) => expectForbidden(canvasElement, otherAdminWorld.calls),
};

/** A member gets their own level, then follows the default again; both land in the history. */
export const ChangeLevelAndBack: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);

    await pick(canvasElement, levelSelect(rowOf(table, '김민준'), '김민준'), 'EVD (실행·조회·반출)');
    await toastSaying(canvasElement, orgAdminMessages.changed);
    await waitFor(() => expect(cells(rowOf(table, '김민준'))[5]).toHaveTextContent('EVD (실행·조회·반출)'));
    await expect(levelSelect(rowOf(table, '김민준'), '김민준')).toHaveTextContent('EVD (실행·조회·반출)');

    await waitFor(() => expect(levelSelect(rowOf(table, '김민준'), '김민준')).toBeEnabled());
    await pick(canvasElement, levelSelect(rowOf(table, '김민준'), '김민준'), '기본값 따름 (EV)');
    await waitFor(() => expect(cells(rowOf(table, '김민준'))[5]).toHaveTextContent('EV (실행·조회)'));
    await expect(levelSelect(rowOf(table, '김민준'), '김민준')).toHaveTextContent('기본값 따름 (EV)');

    await userEvent.click(canvas.getByRole('tab', { name: '변경 이력' }));
    const history = await canvas.findByRole('table', { name: '변경 이력' });
    await within(history).findByText('데이터 접근 수준 변경 (EVD → 기본값)');
    const [latest, before] = bodyRows(history);
    await expect(latest).toHaveTextContent('김민준데이터 접근 수준 변경 (EVD → 기본값)박지현');
    await expect(before).toHaveTextContent('김민준데이터 접근 수준 변경 (기본값 → EVD)박지현');
  },
};
