import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { irbApi, irbMessages, resultRequestsApi, type IrbOrgStatus } from '@cdmnet/api';
import { mock, MockFailure } from '@cdmnet/api/mocks';
import {
  bodyRows,
  failingUntilRetried,
  hanging,
  screen,
  toastSaying,
  world,
} from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import {
  ADMIN,
  dateField,
  fillRequest,
  gwangjuRequest,
  loadedRequests,
  loadedStanding,
  openRequestDialog,
  PROJECT_1,
  RESEARCHER,
  requestRow,
  requestRows,
  requestsTable,
  standingOf,
  withRequestTab,
} from '../testing/request-stories';
import { RequestTab } from './request-tab';

const meta = {
  title: 'Web/Projects/RequestTab',
  component: RequestTab,
  decorators: [withRequestTab()],
  parameters: { layout: 'fullscreen', msw: { handlers: world(RESEARCHER).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof RequestTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        hanging(irbApi.listIrbOrgs),
        hanging(irbApi.listProjectIrbRequests),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '요청' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '분석 대상 기관' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('기관별 IRB 현황을 불러오는 중입니다.')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await requestsTable(canvasElement)).toHaveAttribute('aria-busy', 'true'),
    );
    // Nothing to ask until the organisations are known.
    await expect(canvas.queryByRole('button', { name: 'IRB 승인 요청' })).toBeNull();
  },
};

/** Nothing asked yet: the table says so and how; the organisations stand at 요청 없음. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(irbApi.listProjectIrbRequests, () => ({ content: [] })),
        ...world(RESEARCHER, (db) => {
          db.irbRequests = db.irbRequests.filter((r) => r.projectId !== 1);
        }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        '보낸 IRB 승인 요청이 없습니다. IRB 승인 요청 버튼으로 대상 기관에 승인을 요청해 주십시오.',
      ),
    ).toBeVisible();
    const standing = await loadedStanding(canvasElement);
    await expect(within(standing).getAllByText('요청 없음')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'IRB 승인 요청' })).toBeEnabled();
  },
};

const requestsFailure = failingUntilRetried(irbApi.listProjectIrbRequests);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    requestsFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [requestsFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('IRB 요청 목록을 불러오지 못했습니다.')).toBeVisible();
    await toastSaying(canvasElement, 'Internal server error');
    requestsFailure.state.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await loadedRequests(canvasElement);
  },
};

const orgsFailure = failingUntilRetried(irbApi.listIrbOrgs);

/** The standing failed: said in its card with 다시 시도, and nothing is offered to ask meanwhile. */
export const StandingError: Story = {
  beforeEach: () => {
    orgsFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [orgsFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('기관별 IRB 현황을 불러오지 못했습니다.');
    await loadedRequests(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'IRB 승인 요청' })).toBeNull();
    await toastSaying(canvasElement, 'Internal server error');
    orgsFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await loadedStanding(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'IRB 승인 요청' })).toBeEnabled();
  },
};

/**
 * 김민준 manages project 1: each target organisation's standing (한빛대학교병원 required and approved
 * within a month of its end, so warned), then every request newest first with its period, state
 * (a rejection with its reason), who asked and when, its history and its PDF.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standing = await loadedStanding(canvasElement);
    await expect(
      within(standing)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('paragraph').textContent),
    ).toEqual(['광주무등의료원', '부산해오름병원', '서울중앙의료원', '한빛대학교병원']);

    const hanbit = standingOf(standing, '한빛대학교병원');
    await expect(within(hanbit).getByText('필수')).toBeVisible();
    await expect(within(hanbit).getByText('승인')).toHaveAttribute('data-tone', 'success');
    // Within the month the project is told ahead (or past it, until the daily job marks it): a warning.
    await expect(within(hanbit).getByText(/^2026년 12월 20일까지 · /)).toHaveAttribute(
      'data-tone',
      'warning',
    );
    const seoul = standingOf(standing, '서울중앙의료원');
    await expect(within(seoul).getByText('선택')).toBeVisible();
    await expect(within(seoul).getByText('2028년 09월 14일까지')).not.toHaveAttribute('data-tone');
    await expect(within(standingOf(standing, '부산해오름병원')).getByText('승인 대기')).toBeVisible();
    await expect(within(standingOf(standing, '광주무등의료원')).getByText('요청 없음')).toBeVisible();

    const table = await loadedRequests(canvasElement);
    const rows = requestRows(table);
    await expect(rows.map((cells) => cells[1])).toEqual([
      'HR-2026-153',
      'HBU-IRB-2025-1203',
      'HBU-IRB-2025-1203',
      'SJMC-2026-IRB-088',
      'HBU-IRB-2025-0417',
    ]);
    await expect(rows[0]?.slice(0, 7)).toEqual([
      '부산해오름병원',
      'HR-2026-153',
      '부산해오름병원 임상연구심의위원회',
      '26-11-01 ~ 27-10-31',
      '승인 대기',
      '박지현',
      '26-11-18',
    ]);
    const rejected = within(requestRow(table, '한빛_IRB_승인서_초안.pdf')).getAllByRole('cell');
    await expect(rejected[4]).toHaveTextContent(
      '거절사유: 첨부한 승인서에 심의위원장 서명이 없습니다. 서명된 최종본을 올려 주십시오.',
    );
    await expect(canvas.getByRole('button', { name: 'IRB 승인 요청' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe(`요청 · ${PROJECT_1} · CDMNet`));
  },
};

/** A request's history unfolds: asked, approved, then expired by the daily job. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedRequests(canvasElement);
    const expired = requestRow(table, '한빛_IRB_승인서_2025-0417.pdf');
    await expect(within(within(expired).getAllByRole('cell')[4]!).getByText('만료')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    const events = within(expired).getByRole('list', { name: 'HBU-IRB-2025-0417 이력', hidden: true });
    await expect(events).not.toBeVisible();
    await userEvent.click(within(expired).getByText('이력 3건'));
    await expect(events).toBeVisible();
    await expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/, 'T')),
    ).toEqual(['요청김민준T', '승인박지현T', '만료자동T']);

    const rejected = requestRow(table, '한빛_IRB_승인서_초안.pdf');
    await userEvent.click(within(rejected).getByText('이력 2건'));
    await expect(
      within(within(rejected).getByRole('list', { name: 'HBU-IRB-2025-1203 이력' })).getByText(
        '사유: 첨부한 승인서에 심의위원장 서명이 없습니다. 서명된 최종본을 올려 주십시오.',
      ),
    ).toBeVisible();
  },
};

/** 내려받기 fetches the request's PDF and hands it to the browser under its name. */
export const DownloadDocument: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedRequests(canvasElement);
    const button = within(requestRow(table, '한빛_IRB_승인서_최종.pdf')).getByRole('button', {
      name: '한빛_IRB_승인서_최종.pdf 내려받기',
    });
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(button);
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const blob = saved.mock.calls[0]?.[0] as Blob;
      await expect(await blob.text()).toMatch(/^%PDF-/);
    } finally {
      saved.mockRestore();
    }
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/** 박지현 is a member granted IRB 요청: she may ask too. */
export const AsMemberWithPermission: Story = {
  parameters: { msw: { handlers: world(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedRequests(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'IRB 승인 요청' })).toBeEnabled();
    await expect(canvas.queryByText(/IRB 요청 권한을 부탁해/)).toBeNull();
  },
};

/** Without IRB 요청, a member reads the standing and the requests, and is told who may ask and how. */
export const AsMemberWithoutPermission: Story = {
  parameters: {
    msw: {
      handlers: world(ADMIN, (db) => {
        const row = db.projectMembers.find((m) => m.projectId === 1 && m.userId === 2);
        if (row) row.permissions = row.permissions.filter((p) => p !== 'IRB_REQUEST');
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedRequests(canvasElement);
    await loadedStanding(canvasElement);
    await expect(
      canvas.getByText(
        'IRB 승인 요청은 프로젝트 관리자와 IRB 요청 권한이 있는 멤버가 할 수 있습니다. 권한이 필요하면 프로젝트 관리자에게 IRB 요청 권한을 부탁해 주십시오.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'IRB 승인 요청' })).toBeNull();
    await expect(bodyRows(table)).toHaveLength(5);
  },
};

/** Project 3's analyses target no CDM yet: nobody to ask, and the page says what comes first. */
export const NoTargets: Story = {
  parameters: { screen: { initialEntry: '/project/3/request' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 분석 대상 기관이 없습니다.')).toBeVisible();
    await expect(
      canvas.getByText(
        '분석을 만들고 대상 CDM을 고르면 그 CDM의 기관이 여기에 나타나고, 그 기관에 IRB 승인을 요청할 수 있습니다.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('보낸 IRB 승인 요청이 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'IRB 승인 요청' })).toBeNull();
  },
};

/**
 * Nothing filled: each field says what it lacks under itself, the PDF too, and nothing is sent. A
 * waiting organisation cannot be chosen; a period running backwards is refused at its end.
 */
export const DialogValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRequestDialog(canvasElement);
    const form = within(dialog);
    await expect(form.getByText('허용 형식: PDF · 최대 10MB')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '요청' }));

    const org = form.getByRole('combobox', { name: '기관' });
    await waitFor(() => expect(org).toHaveAttribute('aria-invalid', 'true'));
    await expect(org).toHaveAccessibleDescription('목록에 있는 기관을 선택해 주십시오.');
    await expect(org).toHaveFocus();
    for (const name of ['IRB 번호', '승인 기관']) {
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription('필수 입력 항목입니다.');
    }
    for (const name of ['유효 기간 시작일', '유효 기간 종료일']) {
      await expect(dateField(dialog, name)).toHaveAccessibleDescription('필수 입력 항목입니다.');
    }
    await expect(form.getByText('PDF 파일을 하나 첨부해 주십시오.')).toBeVisible();

    await userEvent.click(org);
    const listbox = await screen(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '부산해오름병원 (심사 중)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: '광주무등의료원' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(org).not.toHaveAttribute('aria-invalid'));

    await fillRequest(canvasElement, dialog, { validFrom: '2026-12-01', validUntil: '2026-11-01' });
    await userEvent.click(form.getByRole('button', { name: '요청' }));
    const until = dateField(dialog, '유효 기간 종료일');
    await waitFor(() => expect(until).toHaveAccessibleDescription('시작일과 같거나 그 뒤여야 합니다.'));
    await expect(dateField(dialog, '유효 기간 시작일')).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Every field the request needs is marked so before anything is sent: the same `*` after its label
 * (hidden from screen readers, who hear 필수 instead), the PDF included.
 */
export const DialogRequiredMarks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRequestDialog(canvasElement);
    const form = within(dialog);
    const markOf = (label: string) => {
      const text = form.getAllByText(label, { exact: true }).find((node) => node.closest('label, span'));
      const mark = text?.querySelector('[aria-hidden="true"]');
      return mark ? { text: mark.textContent, color: getComputedStyle(mark).color } : null;
    };
    const fieldMark = markOf('IRB 번호');
    await expect(fieldMark?.text).toBe('*');
    for (const label of ['기관', '승인 기관', '유효 기간 시작일', '유효 기간 종료일', '승인 문서']) {
      await expect(markOf(label), label).toEqual(fieldMark);
    }
    await expect(form.getByRole('textbox', { name: 'IRB 번호' })).toBeRequired();
    await expect(form.getByRole('group', { name: '승인 문서 (필수)' })).toBeVisible();
  },
};

/** A period that has already ended: the server refuses, and its reason stands under 유효 기간 종료일. */
export const DialogPastPeriod: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRequestDialog(canvasElement);
    await fillRequest(canvasElement, dialog, {
      ...gwangjuRequest,
      validFrom: '2024-01-01',
      validUntil: '2024-12-31',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await toastSaying(canvasElement, irbMessages.periodOver);
    const until = dateField(dialog, '유효 기간 종료일');
    await waitFor(() => expect(until).toHaveAccessibleDescription('이미 지난 날짜입니다.'));
    await expect(until).toHaveFocus();
    await expect(screen(canvasElement).getByRole('dialog', { name: 'IRB 승인 요청' })).toBeVisible();
  },
};

/** A file named .pdf that is not one: the server reads its bytes and says so under 승인 문서. */
export const DialogNotAPdf: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRequestDialog(canvasElement);
    await fillRequest(canvasElement, dialog, {
      ...gwangjuRequest,
      document: new File(['한글 문서'], '승인서.pdf', { type: 'application/pdf' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await toastSaying(canvasElement, irbMessages.documentType);
    await expect(await within(dialog).findByText('PDF 파일만 올릴 수 있습니다.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '파일 선택' })).toHaveAccessibleDescription(
      /PDF 파일만 올릴 수 있습니다\./,
    );
  },
};

/** The page read 부산해오름병원 as never asked; another member's request reached it meanwhile. */
const staleStanding: IrbOrgStatus[] = [
  { orgId: 3, orgName: '부산해오름병원', required: false, state: 'NONE', validUntil: null, irbId: null },
];

/** The server's 409: said in the dialog as well as toasted; the dialog keeps what was typed. */
export const DialogAlreadyPending: Story = {
  parameters: {
    msw: {
      handlers: [mock(irbApi.listIrbOrgs, () => ({ content: staleStanding })), ...world(RESEARCHER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRequestDialog(canvasElement);
    // One organisation to ask: chosen already.
    await expect(within(dialog).getByRole('combobox', { name: '기관' })).toHaveTextContent('부산해오름병원');
    await fillRequest(canvasElement, dialog, { ...gwangjuRequest, org: undefined });
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await toastSaying(canvasElement, irbMessages.alreadyPending);
    const refusal = await within(dialog).findByText(irbMessages.alreadyPending);
    await expect(refusal.closest('[role="alert"]')).not.toBeNull();
    // The dialog stays, with what was typed.
    await expect(within(dialog).getByRole('textbox', { name: 'IRB 번호' })).toHaveValue('MD-IRB-2026-044');
    await expect(within(dialog).getByRole('button', { name: '요청' })).toBeEnabled();
  },
};

/**
 * 광주무등의료원 asked: the upload's progress, 요청되었습니다., the dialog closes, the new request
 * leads the table as 승인 대기 and the organisation's standing follows.
 */
export const RequestSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedRequests(canvasElement);
    const dialog = await openRequestDialog(canvasElement);
    await fillRequest(canvasElement, dialog, gwangjuRequest);
    await expect(
      within(within(dialog).getByRole('list', { name: '선택한 파일' })).getByText('무등_IRB_승인서.pdf'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '요청' }));
    await toastSaying(canvasElement, irbMessages.requested);
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(requestRows(table)[0]?.[1]).toBe('MD-IRB-2026-044'));
    await expect(requestRows(table)[0]?.slice(0, 6)).toEqual([
      '광주무등의료원',
      'MD-IRB-2026-044',
      '광주무등의료원 연구윤리심의위원회',
      '26-11-01 ~ 99-10-31',
      '승인 대기',
      '김민준',
    ]);
    const standing = await loadedStanding(canvasElement);
    await waitFor(() =>
      expect(within(standingOf(standing, '광주무등의료원')).getByText('승인 대기')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'IRB 승인 요청' })).toBeEnabled();
  },
};

/** While the PDF goes up: a progress bar, the submit button busy and nothing else to press. */
export const Uploading: Story = {
  parameters: {
    msw: { handlers: [hanging(irbApi.requestIrb), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRequestDialog(canvasElement);
    await fillRequest(canvasElement, dialog, gwangjuRequest);
    const submit = within(dialog).getByRole('button', { name: '요청' });
    await userEvent.click(submit);
    await expect(
      await within(dialog).findByRole('progressbar', { name: '승인 문서를 올리는 중' }),
    ).toBeVisible();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '파일 선택' })).toBeDisabled();
  },
};

/** A download the server refuses is toasted; the button stays for another try. */
export const DownloadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(irbApi.downloadProjectIrbDocument, () => {
          throw new MockFailure(404, 404, irbMessages.notFound);
        }),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await loadedRequests(canvasElement);
    const button = within(requestRow(table, '해오름_IRB_HR-2026-153.pdf')).getByRole('button', {
      name: '해오름_IRB_HR-2026-153.pdf 내려받기',
    });
    await userEvent.click(button);
    await toastSaying(canvasElement, irbMessages.notFound);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/**
 * At 390 px: the page keeps to the screen, the organisations stack, and each request is a card headed
 * by its organisation with its PDF at its foot: every button in reach without scrolling sideways.
 */
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
    const table = await loadedRequests(canvasElement);
    await loadedStanding(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const box = phone.getBoundingClientRect();
    for (const button of within(table).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    const [org] = within(bodyRows(table)[0]!).getAllByRole('cell');
    await expect(getComputedStyle(org!, '::before').content).toBe('none');
    const description = canvas.getByText(/분석 대상 기관에 IRB 승인을 요청하고/);
    await expect(getComputedStyle(description).wordBreak).toBe('keep-all');
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );
  },
};

// ── 결과 요청 ───────────────────────────────────────────────────────────────────────────────────────
// Project 1 has four result requests, newest first: 5 결과 조회 on HAEORUM_CDM (대기), 4 결과 반출 by
// Shiny on HANBIT_CDM (대기), 2 결과 조회 (승인), 1 결과 조회 (거절, with its reason).

const resultsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: '결과 요청' });

const MACE = '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교';

export const ResultsLoading: Story = {
  parameters: {
    msw: { handlers: [hanging(resultRequestsApi.listProjectResultRequests), ...world(RESEARCHER).handlers] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await resultsTable(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ResultsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(resultRequestsApi.listProjectResultRequests, () => ({ content: [] })),
        ...world(RESEARCHER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        '결과 요청이 없습니다. 실행 결과를 보거나 반출하려면 실행 화면에서 기관에 요청해 주십시오.',
      ),
    ).toBeVisible();
  },
};

const resultsFailure = failingUntilRetried(resultRequestsApi.listProjectResultRequests);

export const ResultsError: Story = {
  beforeEach: () => {
    resultsFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [resultsFailure.handler, ...world(RESEARCHER).handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('결과 요청을 불러오지 못했습니다.')).toBeVisible();
    resultsFailure.state.failing = false;
    const table = await resultsTable(canvasElement);
    const section = table.closest('section') ?? canvasElement;
    const retries = within(section).getAllByRole('button', { name: '다시 시도' });
    await userEvent.click(retries.at(-1)!);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
  },
};

/** Newest first: kind (and channel), state (a rejection's reason), the execution linked, who, when. */
export const ResultsPopulated: Story = {
  play: async ({ canvasElement }) => {
    const table = await resultsTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
    const rows = bodyRows(table);
    const texts = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? '');
    await expect(texts(rows[0]!).slice(0, 5)).toEqual([
      '결과 조회',
      '대기',
      'HAEORUM_CDM (부산해오름병원)',
      MACE,
      '김민준',
    ]);
    await expect(texts(rows[1]!).slice(0, 3)).toEqual([
      '결과 반출Shiny 앱',
      '대기',
      'HANBIT_CDM (한빛대학교병원)',
    ]);
    await expect(texts(rows[1]!)[6]).toBe('-');
    await expect(texts(rows[3]!)[1]).toMatch(/^거절사유: 요청 사유에 결과를 볼 연구 목적이/);
    await expect(
      within(rows[3]!).getByRole('link', { name: `${MACE} HANBIT_CDM 실행 보기` }),
    ).toHaveAttribute('href', '/project/1/analysis/1/execution/1');
  },
};
