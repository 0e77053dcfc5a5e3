import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { analysesApi, analysisMessages, ResultCode } from '@cdmnet/api';
import { mock, MockFailure } from '@cdmnet/api/mocks';
import { never, pick, screen, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import {
  ALL_ROLES,
  dialogNamed,
  RESEARCHER,
  withAnalysisTab,
  worldWithRoles,
} from '../testing/analyses-stories';
import { AnalysisDialog } from './analysis-dialog';

const meta = {
  title: 'Web/Projects/AnalysisTab/Analysis dialog',
  component: AnalysisDialog,
  args: { projectId: 1, onClose: fn() },
  decorators: [withAnalysisTab()],
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof AnalysisDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const createDialog = (canvasElement: HTMLElement) => dialogNamed(canvasElement, '분석 만들기');

const typeSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: '분석 유형' });

/** The target CDMs' boxes, once the organisations have arrived. */
async function targetGroup(dialog: HTMLElement) {
  const group = within(dialog).getByRole('group', { name: '대상 CDM' });
  await within(group).findByRole('group', { name: '한빛대학교병원' });
  return group;
}

/** Opens the type list and returns its options' names and whether each can be chosen. */
async function typeChoices(canvasElement: HTMLElement, dialog: HTMLElement) {
  await userEvent.click(typeSelect(dialog));
  const listbox = await screen(canvasElement).findByRole('listbox');
  const options = within(listbox)
    .getAllByRole('option')
    .map((option) => [option.textContent, option.getAttribute('aria-disabled') === 'true']);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen(canvasElement).queryByRole('listbox')).toBeNull());
  return options;
}

/**
 * Without a research role, 고급 분석, 머신러닝 and 연합학습 cannot be chosen, and the form says why
 * under the Select, in the contract's words. The target CDMs are grouped by organisation.
 */
export const GatedTypesWithoutRoles: Story = {
  parameters: { msw: { handlers: worldWithRoles(RESEARCHER, []).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await createDialog(canvasElement);
    const reasons = await within(dialog).findByRole('list', { name: '고를 수 없는 유형' });
    await expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      analysisMessages.typeNeedsRole.ADVANCED_ANALYSIS,
      analysisMessages.typeNeedsRole.ML,
      analysisMessages.typeNeedsRole.FL,
    ]);
    // The Select is described by the reasons as well as its help.
    await expect(typeSelect(dialog)).toHaveAccessibleDescription(
      [...Object.values(analysisMessages.typeNeedsRole), '분석 유형에 따라 올릴 패키지가 다릅니다.'].join(
        ' ',
      ),
    );
    await expect(await typeChoices(canvasElement, dialog)).toEqual([
      ['인구 수준 효과 추정', false],
      ['환자 수준 예측', false],
      ['고급 분석', true],
      ['머신러닝', true],
      ['연합학습', true],
    ]);

    const targets = await targetGroup(dialog);
    await expect(
      within(targets)
        .getAllByRole('group')
        .map((org) => org.querySelector('legend')?.textContent),
    ).toEqual([
      '광주무등의료원',
      '대구청솔병원',
      '부산해오름병원',
      '서울중앙의료원',
      '제주한라병원',
      '한빛대학교병원',
    ]);
    const haeorum = within(targets).getByRole('group', { name: '부산해오름병원' });
    await expect(
      within(haeorum)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['false', 'false']);
    await expect(within(haeorum).getByRole('checkbox', { name: 'HAEORUM_ONCO_CDM' })).toBeVisible();
    await expect(targets).toHaveAccessibleDescription('분석을 실행할 기관의 CDM을 하나 이상 고릅니다.');
    await expect(getComputedStyle(dialog).wordBreak).toBe('keep-all');
  },
};

const withRoles = worldWithRoles(RESEARCHER, ALL_ROLES);

/**
 * With the ML, FL and ADVANCED_ANALYSIS roles every type can be chosen. Filled and sent: the reply's
 * 등록되었습니다. is the toast, the dialog closes and the new analysis opens, where its package goes.
 */
export const CreateWithRoles: Story = {
  parameters: { msw: { handlers: withRoles.handlers } },
  play: async ({ canvasElement, args }) => {
    const dialog = await createDialog(canvasElement);
    await expect(within(dialog).queryByRole('list', { name: '고를 수 없는 유형' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '분석 이름' }), '재원 기간 예측');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '설명' }), '입원 첫날 자료');
    // 머신러닝 can be chosen now.
    await pick(canvasElement, typeSelect(dialog), '머신러닝');
    const targets = await targetGroup(dialog);
    await userEvent.click(within(targets).getByRole('checkbox', { name: 'HANBIT_CDM' }));
    await userEvent.click(within(targets).getByRole('checkbox', { name: 'HAEORUM_ONCO_CDM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));

    await expect(await toastSaying(canvasElement, '등록되었습니다.')).toBeTruthy();
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      '/project/1/analysis/9',
    );
    await expect(args.onClose).toHaveBeenCalled();
    await expect(withRoles.db.analyses.find((a) => a.id === 9)).toMatchObject({
      name: '재원 기간 예측',
      description: '입원 첫날 자료',
      type: 'ML',
      cdmIds: [1, 7],
      authorId: 3,
    });
  },
};

/** Nothing filled: each field says what is wrong under itself, in Korean, and the first takes the focus. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await createDialog(canvasElement);
    const targets = await targetGroup(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    const name = within(dialog).getByRole('textbox', { name: '분석 이름' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(name).toHaveFocus();
    await expect(typeSelect(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(typeSelect(dialog)).toHaveAccessibleDescription(
      new RegExp(`${analysisMessages.typeInvalid}$`),
    );
    // Said under the field without repeating its name.
    await expect(targets).toHaveAccessibleDescription('하나 이상 선택해 주십시오.');
    await expect(within(dialog).getByRole('textbox', { name: '설명' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onClose).not.toHaveBeenCalled();

    // Choosing a CDM puts the targets right.
    await userEvent.click(within(targets).getByRole('checkbox', { name: 'SJMC_CDM' }));
    await waitFor(() =>
      expect(targets).toHaveAccessibleDescription('분석을 실행할 기관의 CDM을 하나 이상 고릅니다.'),
    );
  },
};

/** The server refuses a target (an organisation hidden meanwhile): the toast, and the field says it too. */
export const TargetRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(analysesApi.createAnalysis, () => {
          throw new MockFailure(400, ResultCode.INVALID_INPUT, analysisMessages.targetUnknown);
        }),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await createDialog(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '분석 이름' }), '숨겨진 기관 분석');
    await pick(canvasElement, typeSelect(dialog), '환자 수준 예측');
    const targets = await targetGroup(dialog);
    await userEvent.click(within(targets).getByRole('checkbox', { name: 'HALLA_CDM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await expect(await toastSaying(canvasElement, analysisMessages.targetUnknown)).toBeTruthy();
    await waitFor(() =>
      expect(targets).toHaveAccessibleDescription('선택한 CDM을 찾을 수 없거나 볼 수 없는 기관의 CDM입니다.'),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the request runs the button shows progress, and the dialog cannot be closed. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: [mock(analysesApi.createAnalysis, never), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await createDialog(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '분석 이름' }), '보내는 중인 분석');
    await pick(canvasElement, typeSelect(dialog), '인구 수준 효과 추정');
    await userEvent.click(within(await targetGroup(dialog)).getByRole('checkbox', { name: 'HANBIT_CDM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    const submit = within(dialog).getByRole('button', { name: '등록' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(await createDialog(canvasElement)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
