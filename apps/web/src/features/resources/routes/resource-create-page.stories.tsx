import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resourcesApi, usersApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { MASTER, never, RESEARCHER, toastSaying, world } from '../../../app/testing/story-helpers';
import { ResourceCreatePage } from './resource-create-page';

const master = world(MASTER);
const masterSaving = world(MASTER);
const masterTooLarge = world(MASTER);
const researcher = world(RESEARCHER);

const meta = {
  title: 'Web/Resources/Create',
  component: ResourceCreatePage,
  decorators: [withScreen({ path: '/resources/create' })],
  parameters: { layout: 'padded', msw: { handlers: master.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ResourceCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

async function fill(canvasElement: HTMLElement, title: string, content: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: '제목' }), title);
  await userEvent.click(canvas.getByRole('textbox', { name: '내용' }));
  await userEvent.keyboard(content);
}

export const MasterPostsWithFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '자료 등록' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('자료 등록 · CDMNet'));
    await fill(canvasElement, '분석 결과 보고서 양식', '결과 보고서를 작성할 때 쓰는 양식입니다.');
    await userEvent.upload(fileInput(canvasElement), [
      new File(['보고서 양식 본문'], '결과보고서_양식.txt', { type: 'text/plain' }),
      new File(['체크리스트'], '체크리스트.txt', { type: 'text/plain' }),
    ]);
    const chosen = canvas.getByRole('list', { name: '선택한 파일' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));

    await expect(await canvas.findByTestId('location')).toHaveTextContent('/resources/4');
    await toastSaying(canvasElement, '등록되었습니다.');
    const saved = master.db.resources.find((r) => r.id === 4);
    await expect(saved).toMatchObject({ title: '분석 결과 보고서 양식' });
    const files = master.db.contentFiles.filter((f) => saved?.fileIds.includes(f.id));
    await expect(files.map((f) => [f.name, new TextDecoder().decode(f.bytes)])).toEqual([
      ['결과보고서_양식.txt', '보고서 양식 본문'],
      ['체크리스트.txt', '체크리스트'],
    ]);
  },
};

export const Uploading: Story = {
  parameters: { msw: { handlers: [mock(resourcesApi.createResource, never), ...masterSaving.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '업로드 중인 자료', '내용');
    await userEvent.upload(fileInput(canvasElement), new File(['x'.repeat(2048)], '자료.txt'));
    const save = canvas.getByRole('button', { name: '저장' });
    await userEvent.click(save);
    const progress = await canvas.findByRole('progressbar', { name: '업로드 중' });
    await expect(progress).toBeVisible();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '취소' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '저장' }));
    const title = canvas.getByRole('textbox', { name: '제목' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('필수 입력 항목입니다.'));
    await expect(canvas.getByRole('textbox', { name: '내용' })).toHaveAccessibleDescription(
      '필수 입력 항목입니다.',
    );
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

export const FileTooLarge: Story = {
  parameters: { msw: { handlers: masterTooLarge.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: '제목' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], '대용량.zip');
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await canvas.findByText('대용량.zip: 10MB 이하 파일만 올릴 수 있습니다.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '선택한 파일' })).toBeNull();
  },
};

export const ForResearcher: Story = {
  parameters: { msw: { handlers: researcher.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('접근 권한이 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '제목' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/resources');
  },
};

export const LoadingProfile: Story = {
  parameters: { msw: { handlers: [mock(usersApi.getProfile, never), ...master.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('접근 권한이 없습니다.')).toBeNull();
  },
};
