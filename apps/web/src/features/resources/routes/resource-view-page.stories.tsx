import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { RESOURCE_FILE_DOWNLOAD_PATH, resourcesApi, ResultCode } from '@cdmnet/api';
import { contentViewStories } from '../../../app/content/content-stories';
import { MASTER, toastSaying, world } from '../../../app/testing/story-helpers';
import { ResourceViewPage } from './resource-view-page';

// Fixture resources: 2 「연구 신청 서식 모음」 with 연구계획서_양식.hwp (1) and IRB_제출_체크리스트.pdf (2);
// 1 「CDMNet 이용 안내」 without attachments. The page opens 2 unless a story's parameters.dataId names another.
const view = contentViewStories({
  path: '/resources',
  defaultId: 2,
  heading: '자료실',
  knownTitle: '연구 신청 서식 모음',
  notFound: '자료를 찾을 수 없습니다.',
  loadFailed: '자료를 불러오지 못했습니다.',
  confirmDelete: '정말 이 자료를 삭제하시겠습니까?',
  getEndpoint: resourcesApi.getResource,
  reply: () => ({
    content: {
      id: 2,
      title: '연구 신청 서식 모음',
      content: '<p>서식</p>',
      authorName: '최고관리',
      fileCount: 0,
      files: [],
      createdAt: '2026-01-28T06:00:00.000Z',
      updatedAt: '2026-01-28T06:00:00.000Z',
    },
  }),
  exists: (db) => db.resources.some((r) => r.id === 2),
});
const { heading, researcher } = view;
const masterEdits = world(MASTER);

const meta = {
  title: 'Web/Resources/View',
  component: ResourceViewPage,
  ...view.meta,
} satisfies Meta<typeof ResourceViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: view.loading.handlers } },
  play: view.loading.play,
};

export const ForResearcherWithDownload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '연구 신청 서식 모음');
    const attachments = canvas.getByRole('list', { name: '첨부 파일' });
    const items = within(attachments).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^연구계획서_양식\.hwp.*B$/),
      expect.stringMatching(/^IRB_제출_체크리스트\.pdf.*B$/),
    ]);
    await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '삭제' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('연구 신청 서식 모음 · CDMNet'));

    const link = within(attachments).getByRole('link', { name: '연구계획서_양식.hwp 내려받기' });
    await expect(link).toHaveAttribute('href', '/api/v1/resources/2/files/1/download');
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(link);
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const blob = saved.mock.calls[0]?.[0] as Blob;
      await expect(await blob.text()).toBe('연구계획서 양식 (예시 파일)');
    } finally {
      saved.mockRestore();
    }
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'false'));
  },
};

export const DownloadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${RESOURCE_FILE_DOWNLOAD_PATH}`, () =>
          HttpResponse.json(
            {
              result: false,
              code: ResultCode.NOT_FOUND,
              message: '요청한 항목을 찾을 수 없습니다.',
              content: null,
            },
            { status: 404 },
          ),
        ),
        ...researcher.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '연구 신청 서식 모음');
    const link = canvas.getByRole('link', { name: 'IRB_제출_체크리스트.pdf 내려받기' });
    await userEvent.click(link);
    await toastSaying(canvasElement, '요청한 항목을 찾을 수 없습니다.');
    // The link stays for another try.
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'false'));
  },
};

export const WithoutAttachments: Story = {
  parameters: { dataId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'CDMNet 이용 안내');
    await expect(canvas.getByText('첨부 파일이 없습니다.')).toBeVisible();
  },
};

export const MasterEditsAttachments: Story = {
  parameters: { msw: { handlers: masterEdits.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '연구 신청 서식 모음');
    await userEvent.click(await canvas.findByRole('button', { name: '수정' }));
    // The form loads when 수정 is pressed.
    await expect(await canvas.findByRole('textbox', { name: '제목' })).toHaveValue('연구 신청 서식 모음');

    // Marked, not yet removed: it can be taken back until the save.
    await userEvent.click(canvas.getByRole('button', { name: '연구계획서_양식.hwp 삭제' }));
    await expect(canvas.getByText('저장하면 삭제됩니다.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '연구계획서_양식.hwp 되돌리기' })).toBeVisible();

    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['새 양식'], '연구계획서_양식_v2.hwp'));
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));

    await heading(canvasElement, '연구 신청 서식 모음');
    await toastSaying(canvasElement, '수정되었습니다.');
    const names = within(canvas.getByRole('list', { name: '첨부 파일' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['IRB_제출_체크리스트.pdf', '연구계획서_양식_v2.hwp']);
    await expect(masterEdits.db.contentFiles.some((f) => f.id === 1)).toBe(false);
  },
};

export const MasterDeletes: Story = {
  parameters: { msw: { handlers: view.masterDeletes.world.handlers } },
  play: view.masterDeletes.play,
};

export const NotFound: Story = {
  parameters: { dataId: 999 },
  play: view.notFound.play,
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: view.error.handlers } },
  beforeEach: view.error.beforeEach,
  play: view.error.play,
};
