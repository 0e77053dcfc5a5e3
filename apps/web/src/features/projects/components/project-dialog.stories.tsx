import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { projectMessages, projectsApi } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { never, pick, screen, toastSaying } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { expectLocation, RESEARCHER, spiedWorld } from '../testing/project-stories';
import { ProjectDialog } from './project-dialog';

const meta = {
  title: 'Web/Projects/Project dialog',
  component: ProjectDialog,
  args: { onClose: fn() },
  decorators: [withScreen({ path: '/' })],
  parameters: { msw: { handlers: spiedWorld(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ProjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = '새 프로젝트') =>
  screen(canvasElement).findByRole('dialog', { name });

/** Picks `label` in the dialog's select named `name`. */
const choose = (canvasElement: HTMLElement, dialog: HTMLElement, name: string, label: string) =>
  pick(canvasElement, within(dialog).getByRole('combobox', { name }), label);

/** Label above, help under; the scope starts 비공개, the type unchosen, the colour 파랑 (said in words). */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const name = within(dialog).getByRole('textbox', { name: '프로젝트 이름' });
    await expect(name).toHaveAccessibleDescription('50자 이하로 입력해 주십시오.');
    await expect(within(dialog).getByRole('combobox', { name: '공개 범위' })).toHaveTextContent('비공개');
    await expect(within(dialog).getByRole('combobox', { name: '프로젝트 유형' })).toHaveTextContent(
      '프로젝트 유형을 선택해 주십시오.',
    );
    const colours = within(dialog).getByRole('radiogroup', { name: '라벨 색상' });
    await expect(
      within(colours)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['파랑', '청록', '초록', '황토', '주황', '빨강', '분홍', '보라']);
    await expect(within(colours).getByRole('radio', { name: '파랑' })).toBeChecked();
    await expect(colours).toHaveAccessibleDescription(
      '선택한 색상: 파랑. 메뉴와 대시보드에서 프로젝트 이름 옆에 표시됩니다.',
    );
    await expect(getComputedStyle(dialog).wordBreak).toBe('keep-all');
  },
};

/** Nothing typed: each field that is wrong says so under itself, and the first takes the focus. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    const name = within(dialog).getByRole('textbox', { name: '프로젝트 이름' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(name).toHaveFocus();
    const purpose = within(dialog).getByRole('combobox', { name: '프로젝트 유형' });
    await expect(purpose).toHaveAttribute('aria-invalid', 'true');
    await expect(purpose).toHaveAccessibleDescription(projectMessages.purposeInvalid);
    // The fields that are right stay quiet, and nothing was sent.
    await expect(within(dialog).getByRole('combobox', { name: '공개 범위' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(args.onClose).not.toHaveBeenCalled();

    // A name too long says its limit.
    await userEvent.type(name, '가'.repeat(51));
    await expect(name).toHaveAccessibleDescription('50글자 이하로 입력해 주세요.');
    await userEvent.clear(name);
    await userEvent.type(name, '당뇨병 코호트');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  },
};

const createWorld = spiedWorld(RESEARCHER);
/**
 * Filled and sent: the button shows progress, the reply's 등록되었습니다. is the toast, the dialog closes
 * and the new project opens.
 */
export const CreateAndOpen: Story = {
  parameters: { msw: { handlers: createWorld.handlers } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '프로젝트 이름' }),
      '당뇨병 신약 코호트',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: '설명' }), 'SGLT2 억제제 신규 사용자');
    await choose(canvasElement, dialog, '공개 범위', '공개');
    await choose(canvasElement, dialog, '프로젝트 유형', '비교 효과 연구');
    await userEvent.click(within(dialog).getByRole('radio', { name: '보라' }));
    await expect(within(dialog).getByRole('radiogroup', { name: '라벨 색상' })).toHaveAccessibleDescription(
      /선택한 색상: 보라/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await expect(await toastSaying(canvasElement, '등록되었습니다.')).toBeTruthy();
    await expectLocation(canvasElement, '/project/4');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(createWorld.db.projects.find((p) => p.id === 4)).toMatchObject({
      name: '당뇨병 신약 코호트',
      description: 'SGLT2 억제제 신규 사용자',
      openScope: 'PUBLIC',
      purpose: 'COMPARATIVE_EFFECTIVENESS',
      color: '#7E22CE',
    });
  },
};

/** While the request runs the button shows progress, and the dialog cannot be closed. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: [mock(projectsApi.createProject, never), ...spiedWorld(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '프로젝트 이름' }),
      '당뇨병 신약 코호트',
    );
    await choose(canvasElement, dialog, '프로젝트 유형', '기타 연구');
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    const submit = within(dialog).getByRole('button', { name: '등록' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(await dialogOf(canvasElement)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A name the user already gave a project: the server's refusal is the toast, and the field says it too. */
export const NameTaken: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const name = within(dialog).getByRole('textbox', { name: '프로젝트 이름' });
    await userEvent.type(name, '고혈압 약물 순응도와 뇌졸중 위험');
    await choose(canvasElement, dialog, '프로젝트 유형', '기타 연구');
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await expect(await toastSaying(canvasElement, projectMessages.nameTaken)).toBeTruthy();
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('같은 이름의 프로젝트를 이미 만들었습니다.'),
    );
    await expect(name).toHaveFocus();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
