import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resourcesApi } from '@cdmnet/api';
import { contentCreateStories } from '../../../app/content/content-stories';
import { MASTER, toastSaying, world } from '../../../app/testing/story-helpers';
import { ResourceCreatePage } from './resource-create-page';

const create = contentCreateStories({ path: '/resources' });
const { fill, master } = create;
const masterTooLarge = world(MASTER);

const meta = {
  title: 'Web/Resources/Create',
  component: ResourceCreatePage,
  ...create.meta,
} satisfies Meta<typeof ResourceCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

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
  parameters: { msw: { handlers: create.savingHandlers(resourcesApi.createResource) } },
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
  play: create.validationErrors.play,
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
  parameters: { msw: { handlers: create.forResearcher.handlers } },
  play: create.forResearcher.play,
};

export const LoadingProfile: Story = {
  parameters: { msw: { handlers: create.loadingProfile.handlers } },
  play: create.loadingProfile.play,
};
