import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  disclosureMessages,
  irbApi,
  irbMessages,
  ResultCode,
  resultRequestMessages,
  resultRequestsApi,
} from '@cdmnet/api';
import { mock, MockFailure, type MockDb } from '@cdmnet/api/mocks';
import { toastSaying } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import { OrgAdminScreens, withOrgAdminScreen } from '../testing/org-admin-screens';
import {
  ADMIN,
  bodyRows,
  confirmationNamed,
  confirmationsClosed,
  expectForbidden,
  failingUntilRetried,
  hanging,
  MASTER,
  RESEARCHER,
  screen,
  spiedWorld,
} from '../testing/org-admin-stories';
import { ResearchPermissionsPage } from './research-permissions-page';

// 한빛대학교병원 (org 1, 박지현 its admin) has one request waiting: 최고관리's for 소아 천식 흡입 스테로이드
// 사용 양상. 부산해오름병원 (org 3) has 박지현's for project 1 waiting.

const ASTHMA = '소아 천식 흡입 스테로이드 사용 양상';
const ASTHMA_IRB = 'HBU-IRB-2026-0921';

const pendingTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '심사할 IRB 요청' });

/** The table once the request numbered `irbNumber` has arrived. */
async function loadedPending(canvasElement: HTMLElement, irbNumber = ASTHMA_IRB) {
  const table = await pendingTable(canvasElement);
  await waitFor(() => expect(within(table).getByText(irbNumber)).toBeVisible());
  return table;
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

const approveQuestion = `‘${ASTHMA}’ 프로젝트의 IRB 요청을 승인하시겠습니까?`;
const rejectQuestion = `정말 ‘${ASTHMA}’ 프로젝트의 IRB 요청을 거절하시겠습니까?`;

const meta = {
  title: 'Web/OrgAdmin/ResearchPermissions',
  component: ResearchPermissionsPage,
  render: () => <OrgAdminScreens />,
  decorators: [withOrgAdminScreen('/orgadmin/1/research/permissions')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(ADMIN).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof ResearchPermissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [hanging(irbApi.listOrgIrbRequests), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '연구 승인 요청' })).toBeVisible();
    await waitFor(async () => expect(await pendingTable(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('tab', { name: '연구 승인 요청' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(document.title).toBe('연구 승인 요청 · CDMNet'));
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [mock(irbApi.listOrgIrbRequests, () => ({ content: [] })), ...spiedWorld(ADMIN).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        '심사할 IRB 승인 요청이 없습니다. 프로젝트가 요청하면 여기에 나타납니다.',
      ),
    ).toBeVisible();
  },
};

const pendingFailure = failingUntilRetried(irbApi.listOrgIrbRequests);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    pendingFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [pendingFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('IRB 승인 요청을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    pendingFailure.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await loadedPending(canvasElement);
  },
};

/** One request waits: the project (its colour beside its name), who asked, the approval's facts and PDF. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛대학교병원' })).toBeVisible();
    const table = await loadedPending(canvasElement);
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(1);
    const [row] = rows as [HTMLElement];
    await expect(cellTexts(row).slice(0, 6)).toEqual([
      ASTHMA,
      '최고관리',
      ASTHMA_IRB,
      '한빛대학교병원 연구윤리심의위원회',
      '26-11-01 ~ 27-10-31',
      '26-11-21',
    ]);
    await expect(within(row).getByRole('button', { name: '소아천식_IRB_승인서.pdf 내려받기' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: `${ASTHMA} ${ASTHMA_IRB} 승인` })).toBeEnabled();
    await expect(within(row).getByRole('button', { name: `${ASTHMA} ${ASTHMA_IRB} 거절` })).toBeEnabled();
  },
};

/** A platform admin decides for any organisation: 부산해오름병원's request from project 1. */
export const AsMaster: Story = {
  parameters: {
    screen: { initialEntry: '/orgadmin/3/research/permissions' },
    msw: { handlers: spiedWorld(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '부산해오름병원' })).toBeVisible();
    const table = await loadedPending(canvasElement, 'HR-2026-153');
    await expect(cellTexts(bodyRows(table)[0]!).slice(0, 3)).toEqual([
      '메트포르민과 설포닐우레아의 심혈관 안전성 비교',
      '박지현',
      'HR-2026-153',
    ]);
  },
};

const researcherWorld = spiedWorld(RESEARCHER);
export const ForbiddenForResearcher: Story = {
  parameters: { msw: { handlers: researcherWorld.handlers } },
  play: ({ canvasElement }) => expectForbidden(canvasElement, researcherWorld.calls),
};

/**
 * 승인 asks first, naming the project, its number and the validity it grants; dismissed nothing changes.
 * Accepted: 승인되었습니다., the request leaves the list and heads the decision history.
 */
export const Approve: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedPending(canvasElement);
    const approve = () =>
      userEvent.click(within(table).getByRole('button', { name: `${ASTHMA} ${ASTHMA_IRB} 승인` }));

    await approve();
    let dialog = await confirmationNamed(canvasElement, approveQuestion);
    await expect(dialog).toHaveAccessibleDescription(
      `IRB 번호 ${ASTHMA_IRB}, 유효 기간 2026년 11월 01일 ~ 2027년 10월 31일. 승인하면 이 기간 동안 프로젝트가 이 기관의 데이터로 분석을 실행할 수 있습니다.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await confirmationsClosed(canvasElement);
    await expect(within(table).getByText(ASTHMA_IRB)).toBeVisible();

    await approve();
    dialog = await confirmationNamed(canvasElement, approveQuestion);
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await toastSaying(canvasElement, irbMessages.approved);
    await confirmationsClosed(canvasElement);
    await expect(
      await canvas.findByText('심사할 IRB 승인 요청이 없습니다. 프로젝트가 요청하면 여기에 나타납니다.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '연구 결정 이력' }));
    const history = await canvas.findByRole('table', { name: 'IRB 결정 이력' });
    await waitFor(() => expect(cellTexts(bodyRows(history)[0]!)[2]).toBe(ASTHMA_IRB));
    await expect(cellTexts(bodyRows(history)[0]!).slice(3, 5)).toEqual(['승인', '박지현']);
  },
};

/**
 * 거절 asks with a danger accept and a required reason: without one it says so at the field and sends
 * nothing; with one, 거절되었습니다., the request leaves the list and its reason stands in the history.
 */
export const Reject: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedPending(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: `${ASTHMA} ${ASTHMA_IRB} 거절` }));
    const dialog = await confirmationNamed(canvasElement, rejectQuestion);
    await expect(dialog).toHaveAccessibleDescription(
      `IRB 번호 ${ASTHMA_IRB}. 거절 사유는 프로젝트 멤버에게 전달됩니다.`,
    );
    const accept = within(dialog).getByRole('button', { name: '거절' });
    await expect(accept).toHaveAttribute('data-variant', 'danger');
    const reason = within(dialog).getByRole('textbox', { name: '거절 사유' });
    await expect(reason).toHaveFocus();

    await userEvent.click(accept);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('거절 사유를 입력해 주십시오.');
    await expect(within(table).getByText(ASTHMA_IRB)).toBeVisible();

    await userEvent.type(reason, '연구 대상 연령이 승인서와 다릅니다.');
    await expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(accept);
    await toastSaying(canvasElement, irbMessages.rejected);
    await confirmationsClosed(canvasElement);
    await expect(
      await canvas.findByText('심사할 IRB 승인 요청이 없습니다. 프로젝트가 요청하면 여기에 나타납니다.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '연구 결정 이력' }));
    const history = await canvas.findByRole('table', { name: 'IRB 결정 이력' });
    await waitFor(() => expect(cellTexts(bodyRows(history)[0]!)[2]).toBe(ASTHMA_IRB));
    await expect(cellTexts(bodyRows(history)[0]!).slice(3, 6)).toEqual([
      '거절',
      '박지현',
      '연구 대상 연령이 승인서와 다릅니다.',
    ]);
  },
};

/** Another admin decided first: the server's 409 is said in the question and toasted; the list is read again. */
export const AlreadyDecided: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(irbApi.approveIrb, () => {
          throw new MockFailure(409, ResultCode.CONFLICT, irbMessages.notPending);
        }),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await loadedPending(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: `${ASTHMA} ${ASTHMA_IRB} 승인` }));
    const dialog = await confirmationNamed(canvasElement, approveQuestion);
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await toastSaying(canvasElement, irbMessages.notPending);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(irbMessages.notPending);
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await confirmationsClosed(canvasElement);
  },
};

/** 내려받기 fetches the PDF from the organisation's side and hands it to the browser. */
export const DownloadDocument: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedPending(canvasElement);
    const button = within(table).getByRole('button', { name: '소아천식_IRB_승인서.pdf 내려받기' });
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(button);
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const blob = saved.mock.calls[0]?.[0] as Blob;
      await expect(await blob.text()).toMatch(/^%PDF-/);
    } finally {
      saved.mockRestore();
    }
  },
};

/** At 390 px: the page keeps to the screen and the table scrolls sideways. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedPending(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    // Issue 28 item 3: rows are cards, so 승인 and 거절 are within the phone's width, no sideways scroll.
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const frame = phone.getBoundingClientRect();
    for (const button of within(table).getAllByRole('button', { name: / (승인|거절)$/ })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
    const description = canvas.getByText(
      /프로젝트가 이 기관에 보낸 IRB 승인 요청과 결과 조회·반출 요청입니다/,
    );
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
  },
};

// ── 결과 요청 ───────────────────────────────────────────────────────────────────────────────────────
// 한빛대학교병원 has two result requests waiting, oldest first: 최고관리's 결과 조회 of project 2's
// analysis on HANBIT_CDM, then 김민준's 결과 반출 (Shiny) of the MACE estimation on HANBIT_CDM.

const GROWTH = '흡입 스테로이드 누적 용량과 키 성장 속도';
const MACE = '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교';
const reviewViewName = `${GROWTH} HANBIT_CDM 결과 조회 요청 검토`;
const reviewDeliveryName = `${MACE} HANBIT_CDM 결과 반출 요청 검토`;
const resultsEmpty =
  '심사할 결과 요청이 없습니다. 프로젝트가 실행 결과의 조회나 반출을 요청하면 여기에 나타납니다.';
const rejectResultQuestion = `정말 ‘${GROWTH}’ 결과 조회 요청을 거절하시겠습니까?`;

const resultsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '심사할 결과 요청' });

async function loadedResults(canvasElement: HTMLElement) {
  const table = await resultsTable(canvasElement);
  await waitFor(() => expect(within(table).getByText(GROWTH)).toBeVisible());
  return table;
}

/** Execution 10's cohort_rows.csv (file 15), held at 한빛's node with two findings. */
const HELD = 'cohort_rows.csv';
const HELD_ID = 15;

/** A world of 박지현's where `change` is made first. */
const adminWorld = (change?: (db: MockDb) => void) => spiedWorld(ADMIN, change);

/** Execution 10 without its held file: every file it has left the hospital checked (or released). */
const checkedOnlyWorld = adminWorld((db) => {
  db.executionFiles = db.executionFiles.filter((file) => file.id !== HELD_ID);
});

/** Opens the review of the request named `name`, once its files have arrived. */
async function openReview(canvasElement: HTMLElement, name = reviewViewName) {
  const table = await loadedResults(canvasElement);
  await userEvent.click(within(table).getByRole('button', { name }));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: /요청 검토$/ });
  await waitFor(() => expect(within(dialog).getByRole('region', { name: 'stdout.txt' })).toBeVisible());
  return dialog;
}

export const ResultsLoading: Story = {
  parameters: {
    msw: { handlers: [hanging(resultRequestsApi.listOrgResultRequests), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: '결과 요청' }),
    ).toBeVisible();
    await waitFor(async () => expect(await resultsTable(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ResultsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(resultRequestsApi.listOrgResultRequests, () => ({ content: [] })),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(resultsEmpty)).toBeVisible();
  },
};

const resultsFailure = failingUntilRetried(resultRequestsApi.listOrgResultRequests);

export const ResultsError: Story = {
  beforeEach: () => {
    resultsFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [resultsFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('결과 요청을 불러오지 못했습니다.')).toBeVisible();
    resultsFailure.state.failing = false;
    const table = await resultsTable(canvasElement);
    await userEvent.click(
      within(table.closest('section') ?? canvasElement).getByRole('button', { name: '다시 시도' }),
    );
    await loadedResults(canvasElement);
  },
};

/** Both waiting requests, oldest first: project, analysis, CDM, kind (and channel), who, when, why. */
export const ResultsPopulated: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedResults(canvasElement);
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(2);
    const first = cellTexts(rows[0]!);
    await expect([...first.slice(0, 5), first[6]]).toEqual([
      ASTHMA,
      GROWTH,
      'HANBIT_CDM',
      '결과 조회',
      '최고관리',
      '연령대별 분포를 확인하고 다음 분석의 코호트 기준을 정하려고 합니다.',
    ]);
    // A timestamp (YY/MM/DD HH:mm:ss) in the viewer's time zone.
    await expect(first[5]).toMatch(/^26\/11\/2[01] \d\d:\d\d:00$/);
    await expect(cellTexts(rows[1]!).slice(0, 4)).toEqual([
      '메트포르민과 설포닐우레아의 심혈관 안전성 비교',
      MACE,
      'HANBIT_CDM',
      '결과 반출반출 방식: Shiny 앱',
    ]);
    await expect(within(rows[1]!).getByRole('button', { name: reviewDeliveryName })).toBeEnabled();
  },
};

/**
 * Execution 10 with checked files only: each says 검사 통과 (or 반출 승인됨) with its size, shape and the
 * values the node hid; the summarised_result file is shown exactly as it leaves, `<5` and `-` as they
 * are. Nothing to release: no 반출 choice, 승인 is ready.
 */
export const ReviewCheckedOnly: Story = {
  parameters: { msw: { handlers: checkedOnlyWorld.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    await expect(dialog).toHaveAccessibleName('결과 조회 요청 검토');
    await expect(within(dialog).getByText('검사 통과 2개 · 반출 승인됨 1개')).toBeVisible();
    const summarised = within(dialog).getByRole('region', { name: 'characterization.csv' });
    await expect(within(summarised).getByText('검사 통과')).toBeVisible();
    await expect(within(summarised).getByText(/11행 × 13열 · 데이터 노드가 가린 값 2개$/)).toBeVisible();
    const csv = within(summarised).getByRole('table', { name: 'characterization.csv 내용' });
    await expect(within(csv).getAllByRole('cell', { name: '<5' })).toHaveLength(1);
    await expect(within(csv).getAllByRole('cell', { name: '-' })).toHaveLength(1);
    await expect(within(dialog).getByRole('region', { name: 'age_groups.csv' })).toHaveTextContent(
      '반출 승인됨',
    );
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '반출 포함 승인' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: '승인' })).toBeEnabled();
    await expect(within(dialog).queryByRole('link', { name: 'Shiny 앱 열기' })).toBeNull();
  },
};

const heldWorld = adminWorld();

/**
 * cohort_rows.csv stayed at 한빛's node: 검사 안 됨(병원 보관), each finding (which column, how many rows,
 * the node's sentence) and the exact text a release would take. Choosing 반출 holds 승인 back until
 * every finding is acknowledged; then 승인 releases it with the approval.
 */
export const ReviewHeldWithFindings: Story = {
  parameters: { msw: { handlers: heldWorld.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    await expect(within(dialog).getByText('검사 통과 2개 · 반출 승인됨 1개 · 병원 보관 1개')).toBeVisible();
    const held = within(dialog).getByRole('region', { name: HELD });
    await expect(within(held).getByText('검사 안 됨(병원 보관)')).toBeVisible();
    await expect(within(held).getByText(/^크기 .+ · 4행 × 3열$/)).toBeVisible();
    const text = within(held).getByRole('table', { name: `${HELD} 반출하면 나갈 내용` });
    await expect(within(text).getAllByRole('row')).toHaveLength(5);
    await expect(within(text).getByRole('cell', { name: '2021-03-04' })).toBeVisible();

    const small = within(held).getByRole('checkbox', { name: '확인함: 작은 수 (events 열, 3행)' });
    await expect(small).toHaveAccessibleDescription(/events 열의 3개 행에 5보다 작은 수/);
    const dates = within(held).getByRole('checkbox', { name: '확인함: 행별 날짜 (index_date 열, 4행)' });
    const release = within(held).getByRole('checkbox', { name: `${HELD} 반출` });
    const approve = within(dialog).getByRole('button', { name: '승인' });
    await expect(approve).toBeEnabled();

    await userEvent.click(release);
    await expect(approve).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '반출 포함 승인' })).toBeDisabled();
    await expect(
      within(dialog).getByText('반출을 고른 파일의 발견 항목을 모두 확인해야 승인할 수 있습니다.'),
    ).toHaveAttribute('role', 'status');
    await userEvent.click(small);
    await expect(approve).toBeDisabled();
    await userEvent.click(dates);
    await expect(approve).toBeEnabled();
    await expect(within(dialog).getByText('승인하면 병원에 보관된 파일 1개도 반출합니다.')).toBeVisible();

    await userEvent.click(approve);
    await toastSaying(canvasElement, resultRequestMessages.approved);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(heldWorld.db.executionFiles.find((file) => file.id === HELD_ID)?.status).toBe('RELEASED');
  },
};

const noteWorld = adminWorld((db) => {
  const held = db.executionFiles.find((file) => file.id === HELD_ID)!;
  held.bytes = new TextEncoder().encode('id,note\n1,"첫 줄\n둘째 줄"\n2,ok\n');
});

/**
 * A held file's free text may span lines inside its quotes: the review reads it as the bytes are (two
 * rows, the note whole in one cell), not a line per row.
 */
export const ReviewMultiLineNote: Story = {
  parameters: { msw: { handlers: noteWorld.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    const held = within(dialog).getByRole('region', { name: HELD });
    const text = within(held).getByRole('table', { name: `${HELD} 반출하면 나갈 내용` });
    await expect(within(text).getAllByRole('row')).toHaveLength(3);
    await expect(within(text).getByRole('cell', { name: /^첫 줄/ })).toHaveTextContent(/^첫 줄\s*둘째 줄$/);
  },
};

const keepWorld = adminWorld();

/** Not chosen for 반출, a held file stays at the hospital: 승인 decides the request and leaves it held. */
export const ApproveKeepingHeld: Story = {
  parameters: { msw: { handlers: keepWorld.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await toastSaying(canvasElement, resultRequestMessages.approved);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(keepWorld.db.executionFiles.find((file) => file.id === HELD_ID)?.status).toBe('HELD');
  },
};

const offlineWorld = adminWorld((db) => {
  db.engines.find((engine) => engine.orgId === 1)!.status = 'OFFLINE';
});

/** 한빛's node does not answer: the held file says why, shows no text and cannot be released. */
export const ReviewFetchError: Story = {
  parameters: { msw: { handlers: offlineWorld.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    const held = within(dialog).getByRole('region', { name: HELD });
    const alert = within(held).getByRole('alert');
    await expect(alert).toHaveTextContent(
      '병원의 데이터 노드에서 이 파일을 가져오지 못해 내용을 볼 수 없고, 반출할 수도 없습니다.',
    );
    await expect(alert).toHaveTextContent(/데이터 노드에 연결하지 못해 cohort_rows\.csv/);
    await expect(within(held).queryByRole('table')).toBeNull();
    await expect(within(held).queryByRole('checkbox')).toBeNull();
    // The findings are still there to read.
    await expect(within(held).getByRole('list', { name: `${HELD}에서 찾은 항목` })).toHaveTextContent(
      'index_date 열의 모든 행에 사건 날짜가 있습니다.',
    );
    await expect(within(dialog).getByRole('button', { name: '승인' })).toBeEnabled();
  },
};

const forbidsWorld = adminWorld((db) => {
  db.orgSettings.find((settings) => settings.orgId === 1)!.releaseUnchecked = false;
});

/** 한빛 does not let unchecked files out: the review says so, and offers no 반출. */
export const ReviewReleaseForbidden: Story = {
  parameters: { msw: { handlers: forbidsWorld.handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    await expect(
      await within(dialog).findByText(/이 기관은 검사하지 않은 파일의 반출을 허용하지 않습니다/),
    ).toBeVisible();
    const held = within(dialog).getByRole('region', { name: HELD });
    await expect(within(held).getByText('검사 안 됨(병원 보관)')).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '승인' })).toBeEnabled();
  },
};

/** The server refuses the release (a finding added meanwhile): its words stay in the dialog. */
export const ReleaseRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(resultRequestsApi.approveResultRequest, () => {
          throw new MockFailure(
            400,
            ResultCode.INVALID_INPUT,
            disclosureMessages.releaseUnacknowledged(HELD, '자유 텍스트(FREE_TEXT)'),
          );
        }),
        ...adminWorld().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    const held = within(dialog).getByRole('region', { name: HELD });
    await userEvent.click(within(held).getByRole('checkbox', { name: `${HELD} 반출` }));
    for (const box of within(held).getAllByRole('checkbox', { name: /^확인함/ })) await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      disclosureMessages.releaseUnacknowledged(HELD, '자유 텍스트(FREE_TEXT)'),
    );
    await expect(dialog).toBeVisible();
  },
};

/** A DELIVERY request by Shiny: its link is shown, a PDF is not, and there is no 반출 포함 승인. */
export const ReviewDelivery: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement, reviewDeliveryName);
    await expect(dialog).toHaveAccessibleName('결과 반출 요청 검토');
    await expect(within(dialog).getByRole('link', { name: 'Shiny 앱 열기' })).toHaveAttribute(
      'href',
      'http://10.10.1.21:3838/cdmnet/execution-1/',
    );
    const pdf = within(dialog).getByRole('region', { name: 'report.pdf' });
    await expect(within(pdf).getByText('조회가 불가능한 파일형식입니다.')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '반출 포함 승인' })).toBeNull();
  },
};

export const ReviewLoading: Story = {
  parameters: {
    msw: { handlers: [hanging(resultRequestsApi.previewRelease), ...spiedWorld(ADMIN).handlers] },
  },
  play: async ({ canvasElement }) => {
    const table = await loadedResults(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: reviewViewName }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '결과 조회 요청 검토' });
    // Waited for: the dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: '나갈 파일을 불러오는 중입니다.' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: '승인' })).toBeDisabled();
  },
};

const previewFailure = failingUntilRetried(resultRequestsApi.previewRelease);

export const ReviewError: Story = {
  beforeEach: () => {
    previewFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [previewFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const table = await loadedResults(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: reviewViewName }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '결과 조회 요청 검토' });
    // Waited for as a whole: the dialog may still be fading in when the message first renders.
    await waitFor(() => expect(within(dialog).getByText('나갈 파일을 불러오지 못했습니다.')).toBeVisible());
    previewFailure.state.failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'stdout.txt' })).toBeVisible());
  },
};

/** 반출 포함 승인: 승인되었습니다., the dialog closes, the request leaves the list. */
export const ApproveWithDelivery: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '반출 포함 승인' }));
    await toastSaying(canvasElement, resultRequestMessages.approved);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).queryByText(GROWTH)).toBeNull());
    await expect(bodyRows(table)).toHaveLength(1);
  },
};

/**
 * 거절 asks with a danger accept and a required reason: without one it says so and sends nothing; with
 * one, 거절되었습니다., both dialogs close and the request leaves the list.
 */
export const RejectResult: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const review = await openReview(canvasElement);
    await userEvent.click(within(review).getByRole('button', { name: '거절' }));
    const dialog = await confirmationNamed(canvasElement, rejectResultQuestion);
    await expect(dialog).toHaveAccessibleDescription(
      'HANBIT_CDM 실행 결과에 대한 요청입니다. 거절 사유는 프로젝트 멤버에게 전달됩니다.',
    );
    const accept = within(dialog).getByRole('button', { name: '거절' });
    await expect(accept).toHaveAttribute('data-variant', 'danger');
    const reason = within(dialog).getByRole('textbox', { name: '거절 사유' });
    await userEvent.click(accept);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('거절 사유를 입력해 주십시오.');

    await userEvent.type(reason, '연구 목적과 관계없는 결과입니다.');
    await userEvent.click(accept);
    await toastSaying(canvasElement, resultRequestMessages.rejected);
    await confirmationsClosed(canvasElement);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(within(table).queryByText(GROWTH)).toBeNull());
  },
};

/** Another admin decided first: the server's 409 is toasted and said in the dialog. */
export const ResultAlreadyDecided: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(resultRequestsApi.approveResultRequest, () => {
          throw new MockFailure(409, ResultCode.CONFLICT, resultRequestMessages.notPending);
        }),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '승인' }));
    await toastSaying(canvasElement, resultRequestMessages.notPending);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      resultRequestMessages.notPending,
    );
  },
};

/** At 390 px: the review dialog keeps to the screen; the CSV scrolls inside it, Korean breaks between words. */
export const ReviewOnAPhone: Story = {
  parameters: { msw: { handlers: adminWorld().handlers } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByTestId('phone');
    await loadedResults(canvasElement);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const dialog = await openReview(canvasElement);
    const note = within(dialog).getByText(/연령대별 분포를 확인하고/);
    await expect(getComputedStyle(note).wordBreak).toBe('keep-all');
    // The node's sentence and the held file's note break between words and keep inside the dialog.
    const held = within(dialog).getByRole('region', { name: HELD });
    for (const text of [/events 열의 3개 행에/, /데이터 노드가 검사할 수 없는 형식이라/]) {
      const line = within(held).getByText(text);
      await expect(getComputedStyle(line).wordBreak).toBe('keep-all');
      await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(
        dialog.getBoundingClientRect().right,
      );
    }
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
