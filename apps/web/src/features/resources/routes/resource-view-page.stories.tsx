import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { RESOURCE_FILE_DOWNLOAD_PATH, resourcesApi, ResultCode } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import {
  animationsDone,
  internalError,
  MASTER,
  never,
  RESEARCHER,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { ResourceViewPage } from './resource-view-page';

// Fixture resources: 2 「연구 신청 서식 모음」 with 연구계획서_양식.hwp (1) and IRB_제출_체크리스트.pdf (2);
// 1 「CDMNet 이용 안내」 without attachments.

/** The page at `/resources/{parameters.dataId}` (default 2). */
const atDataId: Decorator = (Story, context) => {
  const dataId = (context.parameters as { dataId?: string | number }).dataId ?? 2;
  return withScreen({ path: '/resources/:dataId', initialEntry: `/resources/${dataId}` })(Story, context);
};

const researcher = world(RESEARCHER);
const masterEdits = world(MASTER);
const masterDeletes = world(MASTER);
const errorScenario = { failing: true };

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name });

const meta = {
  title: 'Web/Resources/View',
  component: ResourceViewPage,
  decorators: [atDataId],
  parameters: { layout: 'padded', msw: { handlers: researcher.handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ResourceViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [mock(resourcesApi.getResource, never), ...researcher.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '자료실' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
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
    await expect(canvas.getByRole('textbox', { name: '제목' })).toHaveValue('연구 신청 서식 모음');

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
  parameters: { msw: { handlers: masterDeletes.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '연구 신청 서식 모음');
    await userEvent.click(await canvas.findByRole('button', { name: '삭제' }));
    const question = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(question).toHaveTextContent('정말 이 자료를 삭제하시겠습니까?');
    await animationsDone(question);
    await userEvent.click(within(question).getByRole('button', { name: '삭제' }));

    await expect(await canvas.findByTestId('location')).toHaveTextContent('/resources');
    await toastSaying(canvasElement, '삭제되었습니다.');
    await expect(masterDeletes.db.resources.some((r) => r.id === 2)).toBe(false);
  },
};

export const NotFound: Story = {
  parameters: { dataId: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('자료를 찾을 수 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/resources');
    await toastSaying(canvasElement, '요청한 항목을 찾을 수 없습니다.');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        mock(resourcesApi.getResource, () => {
          if (errorScenario.failing) throw internalError();
          return {
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
          };
        }),
        ...researcher.handlers,
      ],
    },
  },
  beforeEach: () => {
    errorScenario.failing = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('자료를 불러오지 못했습니다.');
    await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await heading(canvasElement, '연구 신청 서식 모음');
  },
};
