import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { masterApi, masterMessages } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { MASTER, never, RESEARCHER, screen, toastSaying, world } from '../../../app/testing/story-helpers';
import type { MockDb } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { MasterOnly } from '../components/master-only';
import { failingGet, type FailingScenario } from '../testing/master-stories';
import { OrganizationModifyPage } from './organization-modify-page';

const meta = {
  title: 'Web/Master/OrganizationModifyPage',
  component: OrganizationModifyPage,
  decorators: [
    withScreen({
      path: '/master/organizations/:dataId/modify',
      initialEntry: '/master/organizations/1/modify',
      layout: MasterOnly,
    }),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrganizationModifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(masterApi.getOrganizationForm, never), ...world(MASTER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '기관 수정' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: '기관 정보' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
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
      handlers: [failingGet('/api/v1/master/orgs/1/modify', errorScenario), ...world(MASTER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('기관 정보를 불러오지 못했습니다.')).toBeVisible();
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('textbox', { name: '기관 이름' })).toHaveValue('한빛대학교병원');
  },
};

export const NotFound: Story = {
  parameters: {
    screen: { initialEntry: '/master/organizations/abc/modify' },
    msw: { handlers: world(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '기관을 찾을 수 없습니다.',
    );
  },
};

const modifyWorld = world(MASTER);

/** The stored values fill the form; 저장 sends them and goes to the organisation. */
export const ModifyOrganization: Story = {
  parameters: { msw: { handlers: modifyWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: '기관 이름' });
    await expect(name).toHaveValue('한빛대학교병원');
    await expect(canvas.getByRole('combobox', { name: 'RFZ 등급' })).toHaveTextContent('EVD');

    const description = canvas.getByRole('textbox', { name: '기관 소개' });
    await userEvent.clear(description);
    await userEvent.type(description, '수도권 남부 거점 대학병원입니다.');
    await userEvent.click(canvas.getByRole('switch', { name: '외부 비공개' }));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));

    await expect(await toastSaying(canvasElement, masterMessages.modified)).toBeVisible();
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/master\/organizations\/1$/);
    await expect(modifyWorld.db.organizations.find((o) => o.id === 1)).toMatchObject({
      description: '수도권 남부 거점 대학병원입니다.',
      hideFromExternal: true,
    });
  },
};

export const Cancel: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: '기관 이름' });
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(/^\/master\/organizations\/1$/),
    );
  },
};

/** 새봄요양병원: registered, nobody joined yet; `running` puts a run on its CDM that has not finished. */
const withNewOrganization =
  (running = false) =>
  (db: MockDb) => {
    db.organizations.push({
      id: 7,
      name: '새봄요양병원',
      logoImageId: null,
      hideFromExternal: false,
      description: '',
      autoRegistration: false,
      autoMailing: false,
      domains: [],
    });
    if (running)
      db.executions.push({
        ...structuredClone(db.executions[0]!),
        id: 9001,
        orgId: 7,
        status: 'EXECUTING_DOCKER',
      });
  };

/** Issue 28 item 14: the question names what goes and what stays; 삭제 leaves for the list. */
export const DeleteOrganization: Story = {
  parameters: {
    screen: { initialEntry: '/master/organizations/7/modify' },
    msw: { handlers: world(MASTER, withNewOrganization()).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: '기관 삭제' });
    const open = within(card).getByRole('button', { name: '기관 삭제' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '새봄요양병원 삭제' });
    await expect(await within(dialog).findByRole('region', { name: '함께 삭제되는 것' })).toHaveTextContent(
      '기관 연구원 변경 이력과 이메일 도메인',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(await toastSaying(canvasElement, masterMessages.deleted)).toBeVisible();
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/master\/organizations$/);
  },
};

/** With members (한빛대학교병원) the card says why and 기관 삭제 cannot be pressed. */
export const DeleteRefusedMembers: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: '기관 삭제' });
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      masterMessages.organizationHasMembers,
    );
    const open = within(card).getByRole('button', { name: '기관 삭제' });
    await expect(open).toBeDisabled();
    await expect(open).toHaveAccessibleDescription(
      new RegExp(masterMessages.organizationHasMembers.slice(0, 20)),
    );
  },
};

/** A run not finished on its CDM: refused as the server would, with the count. */
export const DeleteRefusedWhileRunning: Story = {
  parameters: {
    screen: { initialEntry: '/master/organizations/7/modify' },
    msw: { handlers: world(MASTER, withNewOrganization(true)).handlers },
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: '기관 삭제' });
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      masterMessages.organizationHasActiveExecutions(1),
    );
    await expect(within(card).getByRole('button', { name: '기관 삭제' })).toBeDisabled();
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
  },
};
