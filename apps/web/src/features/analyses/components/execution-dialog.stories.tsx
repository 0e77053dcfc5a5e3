import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { executionMessages, executionsApi, type AnalysisDetail } from '@cdmnet/api';
import type { MockDb } from '@cdmnet/api/mocks';
import { failingUntilRetried, hanging, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import { dialogNamed, ESTIMATION, RESEARCHER, withAnalysisTab } from '../testing/analyses-stories';
import { ExecutionDialog } from './execution-dialog';

// 분석 실행 on its own (issue 27 "Runs across hospitals"): the dialog asks which target CDMs 김민준 may
// run on before it offers them, greys out the others with the server's reason and the way to fix it,
// and after a start says which started and which were refused. The mock's fixtures: 김민준 is a
// researcher of 한빛대학교병원 (CDM 1, level EV); the network may run at 서울중앙의료원 (2, EV),
// 부산해오름병원 (3, E; its second CDM HAEORUM_ONCO_CDM is 7) and 광주무등의료원 (5, EV); 대구청솔병원 (4)
// and 제주한라병원 (6) give the network nothing. 한빛 requires IRB approval, which the project holds.

/** Analysis 1 (the estimation) as its page has it; the dialog reads its versions and targets. */
const estimation: AnalysisDetail = {
  id: 1,
  projectId: 1,
  name: ESTIMATION,
  type: 'ESTIMATION',
  targets: [
    { cdmId: 1, cdmName: 'HANBIT_CDM', orgId: 1, orgName: '한빛대학교병원' },
    { cdmId: 2, cdmName: 'SJMC_CDM', orgId: 2, orgName: '서울중앙의료원' },
    { cdmId: 3, cdmName: 'HAEORUM_CDM', orgId: 3, orgName: '부산해오름병원' },
  ],
  authorId: 3,
  authorName: '김민준',
  latestVersion: 2,
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  description: '',
  versions: [2, 1].map((version) => ({
    version,
    fileName: `mace_estimation_v${version}.zip`,
    size: 20_480,
    checksum: 'a'.repeat(64),
    flType: null,
    uploadedByName: '김민준',
    createdAt: '2026-09-01T00:00:00.000Z',
  })),
  mayEdit: true,
};

const meta = {
  title: 'Web/Projects/AnalysisTab/Execution dialog',
  component: ExecutionDialog,
  args: { projectId: 1, analysis: estimation, onClose: fn() },
  decorators: [withAnalysisTab()],
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ExecutionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const runDialog = (canvasElement: HTMLElement) => dialogNamed(canvasElement, '분석 실행');
const targetsOf = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: '대상 CDM' });
/** The CDM's box, once the server has said whether it may run. */
const box = (dialog: HTMLElement, cdm: string) =>
  within(targetsOf(dialog)).findByRole('checkbox', { name: cdm });
const submitOf = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '실행' });

/** Analysis 1 aims at these CDMs. */
const aimingAt = (cdmIds: number[]) => (db: MockDb) => {
  db.analyses.find((a) => a.id === 1)!.cdmIds = cdmIds;
};

/** Every target may run: nothing greyed; two chosen start, the reply is the toast and the dialog closes. */
export const AllRunnable: Story = {
  parameters: { msw: { handlers: world(RESEARCHER).handlers } },
  play: async ({ canvasElement, args }) => {
    const dialog = await runDialog(canvasElement);
    await box(dialog, 'HANBIT_CDM');
    const boxes = within(targetsOf(dialog)).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    for (const each of boxes) await expect(each).toBeEnabled();
    await expect(targetsOf(dialog)).toHaveAccessibleDescription('실행할 CDM을 하나 이상 고릅니다.');
    await userEvent.click(await box(dialog, 'HANBIT_CDM'));
    await userEvent.click(await box(dialog, 'SJMC_CDM'));
    await userEvent.click(submitOf(dialog));
    await toastSaying(canvasElement, executionMessages.created);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

const greyedWorld = world(RESEARCHER, (db) => {
  aimingAt([1, 2, 3, 4, 5, 6, 7])(db);
  const settings = (orgId: number) => db.orgSettings.find((s) => s.orgId === orgId)!;
  // 한빛 gives its researchers no level now; 서울중앙 requires IRB and the project's approval ended.
  settings(1).researcherLevel = 'NONE';
  settings(2).irbRequired = true;
  for (const r of db.irbRequests.filter((r) => r.projectId === 1 && r.orgId === 2))
    r.validUntil = '2026-01-31';
  // 제주한라 lets the network run but blocks DB access; HAEORUM_ONCO_CDM has no engine.
  settings(6).rfzLevel = 'E';
  settings(6).blockingDBAccess = true;
  db.cdms.find((c) => c.id === 7)!.engineId = null;
});
const mudeungEngine = () => greyedWorld.db.engines.find((e) => e.id === 5)!;

/**
 * Each reason a CDM is greyed out, with what to do: a member without E asks 한빛's admin (nothing to
 * click), a stranger to 대구청솔병원 applies as partner researcher (the network's organisations page), the
 * project asks 서울중앙의료원 for IRB (its 요청 tab), 제주한라병원 blocks DB access, HAEORUM_ONCO_CDM has no
 * engine, 광주무등의료원's engine is down (다시 확인 asks again: it is back). HAEORUM_CDM may run.
 */
export const SomeGreyedOut: Story = {
  beforeEach: () => {
    mudeungEngine().status = 'OFFLINE';
  },
  parameters: { msw: { handlers: greyedWorld.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await runDialog(canvasElement);
    const greyed: [string, string][] = [
      ['HANBIT_CDM', executionMessages.refusedLevel('한빛대학교병원')],
      ['SJMC_CDM', executionMessages.refusedIrb('서울중앙의료원')],
      ['CHEONGSOL_CDM', executionMessages.refusedNotMember('대구청솔병원', false)],
      ['MUDEUNG_CDM', executionMessages.refusedEngineOffline('MUDEUNG_CDM')],
      ['HALLA_CDM', executionMessages.refusedBlocked('제주한라병원')],
      ['HAEORUM_ONCO_CDM', executionMessages.refusedNoEngine('HAEORUM_ONCO_CDM')],
    ];
    for (const [cdm, reason] of greyed) {
      const greyedBox = await box(dialog, cdm);
      await expect(greyedBox).toBeDisabled();
      await expect(greyedBox).toHaveAccessibleDescription(reason);
    }
    await expect(await box(dialog, 'HAEORUM_CDM')).toBeEnabled();
    await expect(targetsOf(dialog)).toHaveAccessibleDescription(
      '실행할 CDM을 하나 이상 고릅니다. 흐리게 보이는 CDM은 그 아래 안내를 따르면 실행할 수 있습니다.',
    );
    await expect(within(dialog).getByRole('link', { name: '대구청솔병원 가입 신청하기' })).toHaveAttribute(
      'href',
      '/network/organizations',
    );
    await expect(within(dialog).getByRole('link', { name: '서울중앙의료원 IRB 요청하기' })).toHaveAttribute(
      'href',
      '/project/1/request',
    );
    // Nothing to click where only the hospital can act.
    await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    await expect(submitOf(dialog)).toBeEnabled();

    mudeungEngine().status = 'ONLINE';
    await userEvent.click(within(dialog).getByRole('button', { name: 'MUDEUNG_CDM 분석 엔진 다시 확인' }));
    await waitFor(async () => expect(await box(dialog, 'MUDEUNG_CDM')).toBeEnabled());
    await expect(await box(dialog, 'MUDEUNG_CDM')).not.toHaveAccessibleDescription(
      executionMessages.refusedEngineOffline('MUDEUNG_CDM'),
    );
  },
};

/** No target may run (김민준 belongs to neither hospital): the field says so and 실행 waits. */
export const NoneRunnable: Story = {
  parameters: { msw: { handlers: world(RESEARCHER, aimingAt([4, 6])).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await runDialog(canvasElement);
    await expect(await box(dialog, 'CHEONGSOL_CDM')).toBeDisabled();
    await expect(await box(dialog, 'HALLA_CDM')).toBeDisabled();
    await expect(targetsOf(dialog)).toHaveAccessibleDescription(
      '지금 실행할 수 있는 CDM이 없습니다. 각 CDM 아래의 안내를 따라 주십시오.',
    );
    await expect(within(dialog).getByRole('link', { name: '제주한라병원 가입 신청하기' })).toBeVisible();
    await expect(submitOf(dialog)).toBeDisabled();
  },
};

/** While the server checks the targets (and their engines): their outline, said once, and 실행 waits. */
export const Checking: Story = {
  parameters: {
    msw: { handlers: [hanging(executionsApi.listExecutionTargets), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await runDialog(canvasElement);
    await expect(targetsOf(dialog)).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      '실행할 수 있는 CDM을 확인하고 있습니다.',
    );
    await expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(submitOf(dialog)).toBeDisabled();
  },
};

const targetsFailure = failingUntilRetried(executionsApi.listExecutionTargets);

/** The check failed: the field says so, 다시 시도 asks again and the CDMs arrive. */
export const CheckFailed: Story = {
  beforeEach: () => {
    targetsFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [targetsFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const dialog = await runDialog(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '대상 CDM을 실행할 수 있는지 확인하지 못했습니다.',
    );
    await expect(submitOf(dialog)).toBeDisabled();
    targetsFailure.state.failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    await expect(await box(dialog, 'HANBIT_CDM')).toBeEnabled();
    await expect(submitOf(dialog)).toBeEnabled();
  },
};

const partialWorld = world(RESEARCHER);
const haeorumSettings = () => partialWorld.db.orgSettings.find((s) => s.orgId === 3)!;

/**
 * 부산해오름병원 blocks DB access between the check and the start: the run starts on HANBIT_CDM only.
 * The toast says how many of each; the dialog lists the execution started (its page a link away) and
 * the CDM refused with the reason, and closes on 확인.
 */
export const StartedOnSome: Story = {
  beforeEach: () => {
    haeorumSettings().blockingDBAccess = false;
  },
  parameters: { msw: { handlers: partialWorld.handlers } },
  play: async ({ canvasElement, args }) => {
    const dialog = await runDialog(canvasElement);
    await userEvent.click(await box(dialog, 'HANBIT_CDM'));
    await userEvent.click(await box(dialog, 'HAEORUM_CDM'));
    haeorumSettings().blockingDBAccess = true;
    await userEvent.click(submitOf(dialog));
    await toastSaying(canvasElement, executionMessages.startedSome(1, 1));
    const started = await within(dialog).findByRole('region', { name: '시작한 실행' });
    await expect(within(started).getByText('한빛대학교병원 · HANBIT_CDM')).toBeVisible();
    await expect(within(started).getByRole('link', { name: '실행 #11' })).toHaveAttribute(
      'href',
      '/project/1/analysis/1/execution/11',
    );
    const refused = within(dialog).getByRole('region', { name: '시작하지 못한 CDM' });
    await expect(within(refused).getByText('부산해오름병원 · HAEORUM_CDM')).toBeVisible();
    await expect(within(refused).getByText(executionMessages.refusedBlocked('부산해오름병원'))).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

const refusedWorld = world(RESEARCHER);
const refusedHaeorum = () => refusedWorld.db.orgSettings.find((s) => s.orgId === 3)!;

/**
 * Nothing could start (the block came in between): the server's refusal stays in the form, said once,
 * and the CDM is greyed out with its reason when the dialog asks again; nothing started.
 */
export const NoneStarted: Story = {
  beforeEach: () => {
    refusedHaeorum().blockingDBAccess = false;
  },
  parameters: { msw: { handlers: refusedWorld.handlers } },
  play: async ({ canvasElement, args }) => {
    const dialog = await runDialog(canvasElement);
    await userEvent.click(await box(dialog, 'HAEORUM_CDM'));
    refusedHaeorum().blockingDBAccess = true;
    await userEvent.click(submitOf(dialog));
    const reason = executionMessages.refusedBlocked('부산해오름병원');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    await waitFor(async () => expect(await box(dialog, 'HAEORUM_CDM')).toBeDisabled());
    await expect(await box(dialog, 'HAEORUM_CDM')).toHaveAccessibleDescription(reason);
    await expect(refusedWorld.db.executions).toHaveLength(10);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
