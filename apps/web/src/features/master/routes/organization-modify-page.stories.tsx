import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { masterApi, masterMessages } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { MASTER, never, RESEARCHER, toastSaying, world } from '../../../app/testing/story-helpers';
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

export const Forbidden: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
  },
};
