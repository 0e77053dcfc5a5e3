import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { masterApi, masterMessages, ResultCode } from '@cdmnet/api';
import { mock, MockFailure, type MockDb } from '@cdmnet/api/mocks';
import { formatDateLong, toast } from '@cdmnet/ui';
import { internalError, MASTER, never, toastSaying, world } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import {
  accept,
  DetailLayout,
  failingGet,
  type FailingScenario,
  forbiddenStory,
  rowOf,
  screen,
} from '../testing/master-stories';
import { OrganizationServicePage } from './organization-service-page';

const table = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('table', { name });
const findTable = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('table', { name });
const body = screen;

const withoutServices = (db: MockDb) => {
  db.engines = db.engines.filter((e) => e.orgId !== 1);
  db.atlases = db.atlases.filter((a) => a.orgId !== 1);
  db.cdms = db.cdms.filter((c) => c.orgId !== 1);
};

const meta = {
  title: 'Web/Master/OrganizationServicePage',
  component: OrganizationServicePage,
  decorators: [
    withScreen({
      path: '/master/organizations/:dataId/service',
      initialEntry: '/master/organizations/1/service',
      layout: DetailLayout,
    }),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrganizationServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mock(masterApi.getOrganizationSettings, never), ...world(MASTER).handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '기관 설정' })).toBeVisible();
    for (const name of ['분석 엔진', 'ATLAS 웹 API', 'CDM 데이터베이스']) {
      await waitFor(() => expect(table(canvasElement, name)).toHaveAttribute('aria-busy', 'true'));
    }
    await expect(canvas.getByRole('tab', { name: '서비스 설정' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: world(MASTER, withoutServices).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('등록된 분석 엔진이 없습니다.')).toBeVisible();
    await expect(canvas.getByText('등록된 ATLAS가 없습니다.')).toBeVisible();
    await expect(canvas.getByText('등록된 CDM이 없습니다.')).toBeVisible();
    // The empty table's own 등록 opens the same dialog as the toolbar's.
    const [, emptyAction] = canvas.getAllByRole('button', { name: '분석 엔진 등록' });
    await userEvent.click(emptyAction!);
    const dialog = await body(canvasElement).findByRole('dialog', { name: '분석 엔진 등록' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const errorScenario: FailingScenario = { failing: true };

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    errorScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [failingGet('/api/v1/master/orgs/1', errorScenario), ...world(MASTER).handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('기관 설정을 불러오지 못했습니다.')).toBeVisible();
    errorScenario.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /한빛대학교병원/ })).toBeVisible();
    await expect(await findTable(canvasElement, '분석 엔진')).toBeVisible();
  },
};

const populated = world(MASTER);

export const Populated: Story = {
  parameters: { msw: { handlers: populated.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: /한빛대학교병원/ });
    await expect(within(heading).getByRole('img', { name: 'RFZ 등급 EVD' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('한빛대학교병원 서비스 설정 · CDMNet'));

    const engine = await rowOf(canvasElement, '분석 엔진', '한빛대학교병원 분석 엔진');
    await expect(within(engine).getByText('온라인')).toBeVisible();
    // The long Korean date, in the browser's time zone.
    const engineCreated = populated.db.engines.find((e) => e.id === 1)!.createdAt;
    await expect(within(engine).getByText(formatDateLong(engineCreated))).toBeVisible();
    await expect(formatDateLong(engineCreated)).toMatch(/^\d{4}년 \d{2}월 \d{2}일$/);
    await expect(within(engine).getByRole('link', { name: /콘솔 열기/ })).toHaveAttribute(
      'href',
      'http://10.10.1.21:8888',
    );
    await expect(within(engine).getByRole('link', { name: /콘솔 열기/ })).toHaveAttribute('target', '_blank');

    const atlas = await rowOf(canvasElement, 'ATLAS 웹 API', '한빛대학교병원 ATLAS');
    await expect(within(atlas).getByText('2.14.0')).toBeVisible();
    await expect(within(atlas).getByRole('link', { name: /ATLAS 열기/ })).toHaveAttribute(
      'href',
      'http://10.10.1.22:8080/atlas',
    );

    const cdm = await rowOf(canvasElement, 'CDM 데이터베이스', 'HANBIT_CDM');
    await expect(within(cdm).getByText('10.10.1.21:5432/hanbit_cdm')).toBeVisible();
    await expect(within(cdm).getByText('CDM 5.4 · 용어 체계 v5.0 09-APR-22')).toBeVisible();
    await expect(within(cdm).getByText('2,184,532명')).toBeVisible();
    await expect(within(cdm).getByText('2005-01-01 ~ 2025-12-31')).toBeVisible();

    // Issue 28 item 9: Korean titles and headers; ATLAS stays as the product's name.
    for (const name of ['ATLAS 웹 API', 'CDM 데이터베이스']) {
      await expect(table(canvasElement, name)).toHaveTextContent(/엔진 ID.*버전/);
    }
    await expect(canvasElement).not.toHaveTextContent(
      /Analysis Engines|Web API|CDM Database|EngineID|Version|Clean up/,
    );

    await expect(canvas.getByRole('switch', { name: 'Concept ID 조회' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'DB 접근 차단' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: '결과 파일 정리' })).toBeChecked();
  },
};

export const Forbidden: Story = forbiddenStory(masterApi.getOrganizationSettings);

/** A non-numeric id is -1: nothing is asked, the page says the organisation is not there. */
export const NotFound: Story = {
  parameters: {
    screen: { initialEntry: '/master/organizations/abc/service' },
    msw: { handlers: world(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('기관을 찾을 수 없습니다.');
    await userEvent.click(canvas.getByRole('link', { name: '기관 목록' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/master/organizations');
  },
};

/** An id no organisation has: the server's 404 shows the same state. */
export const UnknownOrganization: Story = {
  parameters: {
    screen: { initialEntry: '/master/organizations/99/service' },
    msw: { handlers: world(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '기관을 찾을 수 없습니다.',
    );
  },
};

export const SwitchTab: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '기관 연구원' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/master/organizations/1/member');
  },
};

export const RegisterEngine: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, '분석 엔진', '한빛대학교병원 분석 엔진');
    await userEvent.click(canvas.getByRole('button', { name: '분석 엔진 등록' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '분석 엔진 등록' });
    const form = within(dialog);

    // Nothing typed: each field says what is wrong under it.
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(form.getByRole('textbox', { name: '이름' })).toHaveAccessibleDescription(
      '필수 입력 항목입니다.',
    );
    await userEvent.type(form.getByRole('textbox', { name: '이름' }), '한빛 2번 엔진');
    await userEvent.type(form.getByRole('textbox', { name: '엔진 주소' }), 'not an address');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(form.getByRole('textbox', { name: '엔진 주소' })).toHaveAccessibleDescription(
      'URL 형식이 아닙니다.',
    );

    await userEvent.clear(form.getByRole('textbox', { name: '엔진 주소' }));
    await userEvent.type(form.getByRole('textbox', { name: '엔진 주소' }), 'http://10.10.1.31:8888');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await toastSaying(canvasElement, masterMessages.registered)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const row = await rowOf(canvasElement, '분석 엔진', '한빛 2번 엔진');
    await expect(within(row).getByText('온라인')).toBeVisible();
  },
};

/** The check fails: the reason shows in the dialog, which stays open until 그래도 저장 saves. */
export const RegisterEngineCheckFails: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, '분석 엔진', '한빛대학교병원 분석 엔진');
    await userEvent.click(canvas.getByRole('button', { name: '분석 엔진 등록' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '분석 엔진 등록' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: '이름' }), '점검 중 엔진');
    await userEvent.type(
      form.getByRole('textbox', { name: '엔진 주소' }),
      'http://offline.hanbit.ac.kr:8888',
    );
    await userEvent.click(form.getByRole('button', { name: '저장' }));

    const reason = await form.findByRole('alert');
    await expect(reason).toHaveTextContent('연결을 확인하지 못했습니다.');
    await expect(reason).toHaveTextContent('분석 엔진 offline.hanbit.ac.kr:8888에 연결할 수 없습니다.');
    await expect(dialog).toBeVisible();
    // Said once, in the dialog: the reason is not toasted as well.
    await expect(
      body(canvasElement).getAllByText(/offline\.hanbit\.ac\.kr:8888에 연결할 수 없습니다/),
    ).toHaveLength(1);

    await userEvent.click(form.getByRole('button', { name: '그래도 저장' }));
    await expect(await toastSaying(canvasElement, masterMessages.registered)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const row = await rowOf(canvasElement, '분석 엔진', '점검 중 엔진');
    await expect(within(row).getByText('오프라인')).toBeVisible();
  },
};

const cdmWorld = world(MASTER);

/** The stored password is never shown; an empty field keeps it. */
export const ModifyCdmKeepsPassword: Story = {
  parameters: { msw: { handlers: cdmWorld.handlers } },
  play: async ({ canvasElement }) => {
    const stored = cdmWorld.db.cdms.find((c) => c.id === 1)!.password;
    const row = await rowOf(canvasElement, 'CDM 데이터베이스', 'HANBIT_CDM');
    await userEvent.click(within(row).getByRole('button', { name: 'HANBIT_CDM 수정' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'CDM 데이터베이스 수정' });
    const form = within(dialog);
    const password = form.getByLabelText('비밀번호');
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleDescription('비워 두면 저장된 비밀번호를 그대로 사용합니다.');
    await expect(form.getByRole('textbox', { name: '호스트' })).toHaveValue('10.10.1.21');
    await expect(form.getByRole('textbox', { name: '데이터베이스 종류' })).toHaveValue('PostgreSQL');

    await userEvent.clear(form.getByRole('textbox', { name: '이름' }));
    await userEvent.type(form.getByRole('textbox', { name: '이름' }), 'HANBIT_CDM_V54');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect(await toastSaying(canvasElement, masterMessages.modified)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await rowOf(canvasElement, 'CDM 데이터베이스', 'HANBIT_CDM_V54');
    await expect(cdmWorld.db.cdms.find((c) => c.id === 1)!.password).toBe(stored);
  },
};

export const DeleteAtlas: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'ATLAS 웹 API', '한빛대학교병원 ATLAS');
    await userEvent.click(within(row).getByRole('button', { name: '한빛대학교병원 ATLAS 삭제' }));
    await accept(canvasElement, '정말 이 ATLAS를 삭제하시겠습니까?', '삭제');
    await expect(await toastSaying(canvasElement, masterMessages.deleted)).toBeVisible();
    await expect(await within(canvasElement).findByText('등록된 ATLAS가 없습니다.')).toBeVisible();
  },
};

/** An engine an ATLAS or a CDM uses cannot go: the refusal toasts and the row stays. */
export const DeleteEngineInUse: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '분석 엔진', '한빛대학교병원 분석 엔진');
    await userEvent.click(within(row).getByRole('button', { name: '한빛대학교병원 분석 엔진 삭제' }));
    await accept(canvasElement, '정말 이 분석 엔진을 삭제하시겠습니까?', '삭제');
    await expect(
      await toastSaying(canvasElement, masterMessages.engineInUse('한빛대학교병원 ATLAS, HANBIT_CDM')),
    ).toBeVisible();
    await expect(within(row).getByRole('cell', { name: '한빛대학교병원 분석 엔진' })).toBeVisible();
  },
};

export const Switches: Story = {
  parameters: { msw: { handlers: world(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByRole('switch', { name: 'DB 접근 차단' });
    await userEvent.click(block);
    await expect(await toastSaying(canvasElement, masterMessages.modified)).toBeVisible();
    await waitFor(() => expect(block).toBeChecked());
    await expect(block).toBeEnabled();

    toast.clear();
    const concept = canvas.getByRole('switch', { name: 'Concept ID 조회' });
    await userEvent.click(concept);
    await expect(await toastSaying(canvasElement, masterMessages.modified)).toBeVisible();
    await waitFor(() => expect(concept).not.toBeChecked());

    toast.clear();
    const cleanup = canvas.getByRole('switch', { name: '결과 파일 정리' });
    await userEvent.click(cleanup);
    await expect(await toastSaying(canvasElement, masterMessages.modified)).toBeVisible();
    await waitFor(() => expect(cleanup).not.toBeChecked());
  },
};

/** A refused toggle (here a server error) leaves the switch as it was. */
export const SwitchRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(masterApi.setDbBlock, () => {
          throw internalError();
        }),
        ...world(MASTER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const block = await within(canvasElement).findByRole('switch', { name: 'DB 접근 차단' });
    await userEvent.click(block);
    await expect(await toastSaying(canvasElement, 'Internal server error')).toBeVisible();
    await waitFor(() => expect(block).toBeEnabled());
    await expect(block).not.toBeChecked();
  },
};

/** An engine address that is not a web address, and an ATLAS without a link: the link warns. */
export const LinkMissing: Story = {
  parameters: {
    msw: {
      handlers: world(MASTER, (db) => {
        db.engines[0]!.engineAddress = 'engine address unknown';
        db.atlases[0]!.atlasHref = '';
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const engine = await rowOf(canvasElement, '분석 엔진', '한빛대학교병원 분석 엔진');
    await userEvent.click(within(engine).getByRole('button', { name: /콘솔 열기/ }));
    await expect(await toastSaying(canvasElement, '링크가 존재하지 않습니다.')).toBeVisible();
    toast.clear();
    const atlas = await rowOf(canvasElement, 'ATLAS 웹 API', '한빛대학교병원 ATLAS');
    await userEvent.click(within(atlas).getByRole('button', { name: /ATLAS 열기/ }));
    await expect(await toastSaying(canvasElement, '링크가 존재하지 않습니다.')).toBeVisible();
  },
};

/** 대구청솔병원's engine host cannot restart ATLAS: asked first, then the refusal toasts. */
export const RestartAtlasUnsupported: Story = {
  parameters: {
    screen: { initialEntry: '/master/organizations/4/service' },
    msw: { handlers: world(MASTER).handlers },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement, 'ATLAS 웹 API');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ATLAS 재시작' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'ATLAS 재시작' }));
    await accept(
      canvasElement,
      '이 기관의 ATLAS를 재시작하시겠습니까? 재시작하는 동안 ATLAS를 쓸 수 없습니다.',
      '재시작',
    );
    await expect(
      await toastSaying(canvasElement, '이 분석 엔진은 ATLAS 재시작을 지원하지 않습니다.'),
    ).toBeVisible();
  },
};

/** 연결 확인 asks the server to check now; a failure toasts what failed. */
export const CheckConnectionFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(masterApi.checkEngine, () => {
          throw new MockFailure(
            422,
            ResultCode.CONNECTION_CHECK_FAILED,
            '분석 엔진 10.10.1.21:8888에 연결할 수 없습니다.',
          );
        }),
        ...world(MASTER).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const engine = await rowOf(canvasElement, '분석 엔진', '한빛대학교병원 분석 엔진');
    await userEvent.click(within(engine).getByRole('button', { name: '한빛대학교병원 분석 엔진 연결 확인' }));
    await expect(
      await toastSaying(canvasElement, '분석 엔진 10.10.1.21:8888에 연결할 수 없습니다.'),
    ).toBeVisible();
  },
};
