import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { masterMessages } from '@cdmnet/api';
import { MASTER, RESEARCHER, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { MasterOnly } from '../components/master-only';
import { choose } from '../testing/master-stories';
import { OrganizationCreatePage } from './organization-create-page';

/** A real 1×1 PNG: the server (and the mock) check the bytes, not the name. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const logoFile = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], '새봄로고.png', {
    type: 'image/png',
  });

const meta = {
  title: 'Web/Master/OrganizationCreatePage',
  component: OrganizationCreatePage,
  decorators: [withScreen({ path: '/master/organizations/create', layout: MasterOnly })],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrganizationCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each message is under the field it concerns and describes it. */
export const Validation: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('기관 등록 · CDMNet'));
    const name = await canvas.findByRole('textbox', { name: '기관 이름' });
    await userEvent.click(canvas.getByRole('switch', { name: '자동 등록' }));
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));

    await expect(name).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(name).toHaveFocus();
    const domains = canvas.getByRole('textbox', { name: '이메일 도메인' });
    await expect(domains).toHaveAccessibleDescription(masterMessages.autoRegistrationNeedsDomain);

    // A domain is checked as it is added.
    await userEvent.type(domains, 'not a domain{Enter}');
    await expect(domains).toHaveAccessibleDescription(masterMessages.domainInvalid);
    await userEvent.clear(domains);
    await userEvent.type(domains, 'Saebom.AC.KR{Enter}');
    await expect(canvas.getByRole('list', { name: '이메일 도메인' })).toHaveTextContent('saebom.ac.kr');
    await expect(domains).toHaveValue('');
    await expect(domains).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: 'saebom.ac.kr 삭제' }));
    await expect(canvas.queryByRole('list', { name: '이메일 도메인' })).toBeNull();
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

const createWorld = world(MASTER);

export const CreateOrganization: Story = {
  parameters: { msw: { handlers: createWorld.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '기관 이름' }), '새봄대학교병원');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, logoFile());
    await expect(await canvas.findByRole('img', { name: '새봄대학교병원 로고 미리 보기' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: '기관 소개' }),
      '강원 지역 거점 대학병원입니다.',
    );
    await choose(canvasElement, 'RFZ 등급', 'EV');
    await userEvent.click(canvas.getByRole('switch', { name: '자동 등록' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '이메일 도메인' }), 'saebom.ac.kr');
    await userEvent.click(canvas.getByRole('button', { name: '이메일 도메인 추가' }));
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));

    await expect(await toastSaying(canvasElement, masterMessages.registered)).toBeVisible();
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/master\/organizations$/);
    const created = createWorld.db.organizations.find((o) => o.name === '새봄대학교병원');
    await expect(created).toMatchObject({
      autoRegistration: true,
      domains: ['saebom.ac.kr'],
      description: '강원 지역 거점 대학병원입니다.',
    });
    await expect(created?.logoImageId).not.toBeNull();
  },
};

/** The server's 409 (the name is taken) goes under the name field; the page stays. */
export const NameTaken: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: '기관 이름' });
    await userEvent.type(name, '한빛대학교병원');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(masterMessages.nameTaken));
    await expect(name).toHaveFocus();
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('접근 권한이 없습니다.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
