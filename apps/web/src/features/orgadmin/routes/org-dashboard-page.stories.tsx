import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { disclosureMessages, orgAdminMessages, orgsApi, ResultCode } from '@cdmnet/api';
import { mock } from '@cdmnet/api/mocks';
import { internalError, refusing, toastSaying } from '../../../app/testing/story-helpers';
import { resetAppState } from '../../../app/testing/story-providers';
import { OrgAdminScreens, withOrgAdminScreen } from '../testing/org-admin-screens';
import {
  ADMIN,
  bodyRows,
  expectForbidden,
  failingUntilRetried,
  hanging,
  MASTER,
  pick,
  RESEARCHER,
  rowOf,
  screen,
  spiedWorld,
} from '../testing/org-admin-stories';
import { OrgDashboardPage } from './org-dashboard-page';

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

const meta = {
  title: 'Web/OrgAdmin/Dashboard',
  component: OrgDashboardPage,
  render: () => <OrgAdminScreens />,
  decorators: [withOrgAdminScreen('/orgadmin/1')],
  parameters: { layout: 'fullscreen', msw: { handlers: spiedWorld(ADMIN).handlers } },
  beforeEach: resetAppState,
} satisfies Meta<typeof OrgDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        hanging(orgsApi.getOrgDashboard),
        hanging(orgsApi.getOrgAuth),
        hanging(orgsApi.getOrgProfile),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Its own admin sees the organisation's name at once: the profile has it.
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛대학교병원' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '대시보드' })).toBeVisible();
    await expect(canvas.getByText('대시보드를 불러오는 중입니다.')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '대시보드' })).toHaveAttribute('aria-selected', 'true');
    await expect(await region(canvasElement, '데이터 접근 설정')).toHaveTextContent(
      '연구원이 이 기관의 데이터로 무엇을 할 수 있는지 정합니다.',
    );
    await expect(canvas.queryByRole('switch')).toBeNull();
    await waitFor(() => expect(document.title).toBe('기관 대시보드 · CDMNet'));
  },
};

/** A new organisation: nobody yet, no CDM, not in RFZ. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(orgsApi.getOrgDashboard, () => ({
          content: {
            id: 1,
            name: '한빛대학교병원',
            logoImageId: null,
            rfzLevel: '',
            members: { ORG_ADMIN: 0, ORG_RESEARCHER: 0, ORG_PARTNER: 0, PENDING: 0 },
            cdms: [],
          },
        })),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await region(canvasElement, '연구원');
    await waitFor(() => expect(members).toHaveTextContent('기관 관리자0명'));
    await expect(members).toHaveTextContent('기관 연구원0명');
    await expect(members).toHaveTextContent('파트너 연구원0명');
    const pending = await region(canvasElement, '가입 신청');
    await expect(pending).toHaveTextContent('0건');
    await expect(pending).toHaveTextContent('기다리는 가입 신청이 없습니다.');
    await expect(within(pending).queryByRole('link')).toBeNull();
    await expect(canvas.getByText('등록된 CDM이 없습니다.')).toBeVisible();
    await expect(canvas.getByText('CDM은 플랫폼 관리자가 등록합니다.')).toBeVisible();
    await expect(within(await region(canvasElement, 'RFZ 등급')).getByText('해당 없음')).toBeVisible();
  },
};

const dashboardFailure = failingUntilRetried(orgsApi.getOrgDashboard);

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: () => {
    dashboardFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [dashboardFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('대시보드를 불러오지 못했습니다.');
    await toastSaying(canvasElement, 'Internal server error');
    dashboardFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByText('HANBIT_CDM')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 한빛대학교병원 as its admin; the pending requests' link opens the list filtered to them. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await region(canvasElement, '연구원');
    await waitFor(() => expect(members).toHaveTextContent('기관 관리자1명'));
    await expect(members).toHaveTextContent('기관 연구원6명');
    await expect(members).toHaveTextContent('파트너 연구원2명');
    await expect(canvas.getByRole('img', { name: 'RFZ 등급 EVD' })).toBeVisible();

    const cdms = within(await region(canvasElement, 'CDM'));
    const cdm = cdms.getByRole('row', { name: /HANBIT_CDM/ });
    await expect(cdm).toHaveTextContent('2,184,532명');
    await expect(cdm).toHaveTextContent('2005년 01월 01일 ~ 2025년 12월 31일');

    const settings = within(await region(canvasElement, '데이터 접근 설정'));
    await expect(await settings.findByRole('combobox', { name: '기관 연구원' })).toHaveTextContent(
      'EV (실행·조회)',
    );
    await expect(settings.getByRole('combobox', { name: '파트너 연구원' })).toHaveTextContent('E (실행)');
    await expect(settings.getByRole('combobox', { name: 'RFZ 네트워크' })).toHaveTextContent(
      'EVD (실행·조회·반출)',
    );
    await expect(settings.getByRole('button', { name: '저장' })).toBeDisabled();
    await expect(settings.getByRole('switch', { name: 'IRB 승인 필수' })).toBeChecked();
    await expect(settings.getByRole('switch', { name: 'IRB 승인 필수' })).toHaveAccessibleDescription(
      /승인되고 기간이 지나지 않은 IRB/,
    );
    await expect(settings.getByRole('switch', { name: 'Concept 조회 허용' })).toBeChecked();

    const pending = within(await region(canvasElement, '가입 신청'));
    await expect(pending.getByText('3건')).toBeVisible();
    await userEvent.click(pending.getByRole('link', { name: '가입 신청 확인' }));
    await expect(await canvas.findByRole('tab', { name: '연구원 관리' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await canvas.findByRole('table', { name: '연구원 목록' });
    await within(list).findByText('윤서준');
    await waitFor(() => expect(bodyRows(list)).toHaveLength(3));
  },
};

/** A platform admin on 부산해오름병원, with its two CDMs. */
export const AsMaster: Story = {
  parameters: { screen: { initialEntry: '/orgadmin/3' }, msw: { handlers: spiedWorld(MASTER).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '부산해오름병원' })).toBeVisible();
    const cdms = within(await region(canvasElement, 'CDM'));
    await expect(await cdms.findByRole('row', { name: /HAEORUM_CDM/ })).toHaveTextContent('612,480명');
    await expect(cdms.getByRole('row', { name: /HAEORUM_ONCO_CDM/ })).toHaveTextContent('71,730명');
    await expect(canvas.getByRole('img', { name: 'RFZ 등급 E' })).toBeVisible();
  },
};

const researcherWorld = spiedWorld(RESEARCHER);
export const ForbiddenForResearcher: Story = {
  parameters: { msw: { handlers: researcherWorld.handlers } },
  play: ({ canvasElement }) => expectForbidden(canvasElement, researcherWorld.calls),
};

const otherAdminWorld = spiedWorld(ADMIN);
export const ForbiddenForAnotherOrgsAdmin: Story = {
  parameters: { screen: { initialEntry: '/orgadmin/2' }, msw: { handlers: otherAdminWorld.handlers } },
  play: ({ canvasElement }) => expectForbidden(canvasElement, otherAdminWorld.calls),
};

/** The three default levels are saved together; members who follow the default get the new one. */
export const SaveDefaultLevels: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = within(await region(canvasElement, '데이터 접근 설정'));
    const partner = await settings.findByRole('combobox', { name: '파트너 연구원' });
    const save = settings.getByRole('button', { name: '저장' });
    await pick(canvasElement, partner, 'EV (실행·조회)');
    await expect(partner).toHaveTextContent('EV (실행·조회)');
    await expect(save).toBeEnabled();
    await pick(canvasElement, settings.getByRole('combobox', { name: 'RFZ 네트워크' }), 'E (실행)');
    await userEvent.click(save);
    await toastSaying(canvasElement, orgAdminMessages.modified);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(partner).toHaveTextContent('EV (실행·조회)');
    await expect(settings.getByRole('combobox', { name: 'RFZ 네트워크' })).toHaveTextContent('E (실행)');

    // A partner who follows the default now has EV.
    await userEvent.click(canvas.getByRole('tab', { name: '데이터 접근 권한' }));
    const table = await canvas.findByRole('table', { name: '연구원별 데이터 접근 수준' });
    await within(table).findByText('이서연');
    await expect(rowOf(table, '이서연')).toHaveTextContent('EV (실행·조회)');
  },
};

export const ToggleIrbAndConcept: Story = {
  parameters: { msw: { handlers: spiedWorld(ADMIN).handlers } },
  play: async ({ canvasElement }) => {
    const settings = within(await region(canvasElement, '데이터 접근 설정'));
    const irb = await settings.findByRole('switch', { name: 'IRB 승인 필수' });
    await userEvent.click(irb);
    await toastSaying(canvasElement, orgAdminMessages.modified);
    await waitFor(() => expect(irb).not.toBeChecked());
    await waitFor(() => expect(irb).toBeEnabled());

    const concept = settings.getByRole('switch', { name: 'Concept 조회 허용' });
    await userEvent.click(concept);
    await waitFor(() => expect(concept).not.toBeChecked());
    await waitFor(() => expect(concept).toBeEnabled());
    await userEvent.click(concept);
    await waitFor(() => expect(concept).toBeChecked());
  },
};

/** While the change runs the switch shows it with a spinner; a failure puts the stored value back. */
export const SwitchChangeFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mock(orgsApi.setOrgIrb, async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          throw internalError();
        }),
        ...spiedWorld(ADMIN).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const settings = within(await region(canvasElement, '데이터 접근 설정'));
    const irb = await settings.findByRole('switch', { name: 'IRB 승인 필수' });
    await userEvent.click(irb);
    await expect(irb).not.toBeChecked();
    await expect(irb).toBeDisabled();
    await expect(settings.getByRole('status', { name: '저장하는 중입니다.' })).toBeInTheDocument();
    await toastSaying(canvasElement, 'Internal server error');
    await waitFor(() => expect(irb).toBeChecked());
    await expect(irb).toBeEnabled();
  },
};

const authFailure = failingUntilRetried(orgsApi.getOrgAuth);

export const SettingsError: Story = {
  beforeEach: () => {
    authFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [authFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const settings = within(await region(canvasElement, '데이터 접근 설정'));
    const alert = await settings.findByRole('alert');
    await expect(alert).toHaveTextContent('데이터 접근 설정을 불러오지 못했습니다.');
    authFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await settings.findByRole('switch', { name: 'IRB 승인 필수' })).toBeChecked();
  },
};

// ── 결과 반출 기준 ──────────────────────────────────────────────────────────────────────────────────
// 한빛대학교병원 keeps the server's defaults: minimum cell count 5, no rounding, unchecked files may be
// released by its admin.

const MIN_CELL_INVALID = disclosureMessages.minCellCountInvalid;

/** What may leave the hospital, as stored; nothing changed, nothing to save. */
export const DisclosureSettings: Story = {
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, '결과 반출 기준');
    await expect(card).toHaveTextContent('저장하면 이후 실행부터 분석 엔진에 함께 보냅니다.');
    const settings = within(card);
    const minimum = await settings.findByRole('spinbutton', { name: '최소 셀 크기' });
    await expect(minimum).toHaveValue('5');
    await expect(minimum).toHaveAccessibleDescription(/2 이상 100 이하로 정하며 기본값은 5입니다/);
    await expect(settings.getByRole('switch', { name: '5 단위 반올림' })).not.toBeChecked();
    const unchecked = settings.getByRole('switch', { name: '검사하지 않은 파일 반출 허용' });
    await expect(unchecked).toBeChecked();
    await expect(unchecked).toHaveAccessibleDescription(/끄면 검사를 통과한 요약 통계만 나가고/);
    await expect(settings.getByRole('button', { name: '저장' })).toBeDisabled();
  },
};

const invalidWorld = spiedWorld(ADMIN);

/** A minimum below 2 (or none) is refused on the spot, naming the field; nothing is sent. */
export const DisclosureInvalidMinimum: Story = {
  parameters: { msw: { handlers: invalidWorld.handlers } },
  play: async ({ canvasElement }) => {
    const settings = within(await region(canvasElement, '결과 반출 기준'));
    const minimum = await settings.findByRole('spinbutton', { name: '최소 셀 크기' });
    const save = settings.getByRole('button', { name: '저장' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '1');
    await userEvent.click(save);
    await expect(await settings.findByText(MIN_CELL_INVALID)).toBeVisible();
    await expect(minimum).toHaveAttribute('aria-invalid', 'true');
    await expect(minimum).toHaveAccessibleDescription(MIN_CELL_INVALID);
    await expect(minimum).toHaveFocus();

    await userEvent.clear(minimum);
    await expect(minimum).toHaveAccessibleDescription(MIN_CELL_INVALID);
    await userEvent.type(minimum, '101');
    await userEvent.click(save);
    await expect(minimum).toHaveAttribute('aria-invalid', 'true');
    await expect(invalidWorld.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);

    await userEvent.clear(minimum);
    await userEvent.type(minimum, '11');
    await waitFor(() => expect(minimum).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(settings.queryByText(MIN_CELL_INVALID)).toBeNull();
  },
};

const savedWorld = spiedWorld(ADMIN);

/** The three settings saved together: 수정되었습니다., the form shows what is stored, 저장 rests. */
export const DisclosureSaved: Story = {
  parameters: { msw: { handlers: savedWorld.handlers } },
  play: async ({ canvasElement }) => {
    const settings = within(await region(canvasElement, '결과 반출 기준'));
    const minimum = await settings.findByRole('spinbutton', { name: '최소 셀 크기' });
    const save = settings.getByRole('button', { name: '저장' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '10');
    await userEvent.click(settings.getByRole('switch', { name: '5 단위 반올림' }));
    await userEvent.click(settings.getByRole('switch', { name: '검사하지 않은 파일 반출 허용' }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await toastSaying(canvasElement, orgAdminMessages.modified);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(settings.getByRole('spinbutton', { name: '최소 셀 크기' })).toHaveValue('10');
    await expect(settings.getByRole('switch', { name: '5 단위 반올림' })).toBeChecked();
    await expect(settings.getByRole('switch', { name: '검사하지 않은 파일 반출 허용' })).not.toBeChecked();
    await expect(savedWorld.calls).toContain('PUT /api/v1/orgs/1/auth/disclosure');
    await expect(savedWorld.db.orgSettings.find((s) => s.orgId === 1)).toMatchObject({
      minCellCount: 10,
      rounding: 5,
      releaseUnchecked: false,
    });
  },
};

/** While the auth settings are on their way: the card's title and description, placeholders, no form. */
export const DisclosureLoading: Story = {
  parameters: { msw: { handlers: [hanging(orgsApi.getOrgAuth), ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, '결과 반출 기준');
    await expect(card).toHaveTextContent('병원 밖으로 나가는 결과에 적용할 기준입니다.');
    const busy = card.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    await expect(busy!.children.length).toBeGreaterThan(0);
    const settings = within(card);
    await expect(settings.queryByRole('spinbutton', { name: '최소 셀 크기' })).toBeNull();
    await expect(settings.queryByRole('switch')).toBeNull();
    await expect(settings.queryByRole('button', { name: '저장' })).toBeNull();
    await expect(settings.queryByRole('alert')).toBeNull();
  },
};

const disclosureAuthFailure = failingUntilRetried(orgsApi.getOrgAuth);

/** The auth settings fail: the card says so with 다시 시도, which brings the stored settings. */
export const DisclosureLoadError: Story = {
  beforeEach: () => {
    disclosureAuthFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [disclosureAuthFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, '결과 반출 기준');
    const settings = within(card);
    const alert = await settings.findByRole('alert');
    await expect(alert).toHaveTextContent('결과 반출 기준을 불러오지 못했습니다.');
    await expect(settings.queryByRole('spinbutton', { name: '최소 셀 크기' })).toBeNull();
    disclosureAuthFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await settings.findByRole('spinbutton', { name: '최소 셀 크기' })).toHaveValue('5');
    await expect(settings.getByRole('switch', { name: '검사하지 않은 파일 반출 허용' })).toBeChecked();
    await expect(settings.queryByRole('alert')).toBeNull();
  },
};

/** The server's refusal of the save, in its envelope. */
const DISCLOSURE_REFUSAL = `최소 셀 크기: ${MIN_CELL_INVALID}`;
const refusedWorld = spiedWorld(ADMIN);

/** The server refuses the save (400): its message is said, the form keeps what was typed, nothing stored. */
export const DisclosureSaveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        refusing(orgsApi.setOrgDisclosure, 400, ResultCode.INVALID_INPUT, DISCLOSURE_REFUSAL),
        ...refusedWorld.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const settings = within(await region(canvasElement, '결과 반출 기준'));
    const minimum = await settings.findByRole('spinbutton', { name: '최소 셀 크기' });
    const save = settings.getByRole('button', { name: '저장' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '10');
    await userEvent.click(save);
    await toastSaying(canvasElement, DISCLOSURE_REFUSAL);
    await expect(screen(canvasElement).queryByText(orgAdminMessages.modified)).toBeNull();
    await waitFor(() => expect(save).toBeEnabled());
    await expect(minimum).toHaveValue('10');
    await expect(refusedWorld.db.orgSettings.find((s) => s.orgId === 1)).toMatchObject({ minCellCount: 5 });
  },
};

/** At 390 px: the settings keep to the screen and their Korean breaks between words. */
export const DisclosureOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByTestId('phone');
    const settings = within(await region(canvasElement, '결과 반출 기준'));
    await settings.findByRole('spinbutton', { name: '최소 셀 크기' });
    const help = settings.getByText(/관리자가 발견 항목을 하나씩 확인한 뒤/);
    await expect(getComputedStyle(help).wordBreak).toBe('keep-all');
    await expect(help.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};

// ── 기관 정보 (GET /orgs/{id}/profile, POST /orgs/{id}/modify) ─────────────────────────────────────────

/** The profile as the master left it: name and RFZ level shown, not editable; nothing to save yet. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement, '기관 정보'));
    await expect(await card.findByText('한빛대학교병원')).toBeVisible();
    await expect(card.getByText('EVD')).toBeVisible();
    await expect(card.getByRole('textbox', { name: '기관 소개' })).toHaveValue('수도권 거점 상급종합병원');
    await expect(card.getByRole('switch', { name: '외부 비공개' })).not.toBeChecked();
    await expect(card.getByRole('list', { name: '직원 이메일 도메인' })).toHaveTextContent(
      'hanbit-hospital.kr',
    );
    await expect(card.getByRole('button', { name: '저장' })).toBeDisabled();
    await expect(card.queryByRole('textbox', { name: '기관 이름' })).toBeNull();
  },
};

/** The admin rewrites the description and turns auto-registration on; 저장 stores both. */
export const ProfileSaved: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement, '기관 정보'));
    const description = await card.findByRole('textbox', { name: '기관 소개' });
    await userEvent.clear(description);
    await userEvent.type(description, '심혈관 코호트 중심 상급종합병원');
    await userEvent.click(card.getByRole('switch', { name: '자동 등록' }));
    const save = card.getByRole('button', { name: '저장' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await toastSaying(canvasElement, orgAdminMessages.modified);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(description).toHaveValue('심혈관 코호트 중심 상급종합병원');
    await expect(card.getByRole('switch', { name: '자동 등록' })).toBeChecked();
  },
};

/** An organisation without staff domains cannot auto-register: the server says why, the change stays to fix. */
export const ProfileRefused: Story = {
  parameters: {
    msw: {
      handlers: spiedWorld(ADMIN, (db) => {
        const hanbit = db.organizations.find((org) => org.id === 1);
        if (hanbit) hanbit.domains = [];
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement, '기관 정보'));
    await expect(
      await card.findByText(
        '등록된 이메일 도메인이 없습니다. 도메인 등록은 플랫폼 관리자에게 요청해 주십시오.',
      ),
    ).toBeVisible();
    await userEvent.click(card.getByRole('switch', { name: '자동 등록' }));
    await userEvent.click(card.getByRole('button', { name: '저장' }));
    // The refusal names the field (validationMessage: `label: rule`).
    await toastSaying(
      canvasElement,
      '이메일 도메인: 자동 등록을 사용하려면 이메일 도메인을 하나 이상 등록해 주십시오.',
    );
    await expect(card.getByRole('switch', { name: '자동 등록' })).toBeChecked();
    await expect(card.getByRole('button', { name: '저장' })).toBeEnabled();
  },
};

const profileFailure = failingUntilRetried(orgsApi.getOrgProfile);
/** The profile fails to load: said in its card, with 다시 시도; the rest of the page stays. */
export const ProfileLoadError: Story = {
  beforeEach: () => {
    profileFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [profileFailure.handler, ...spiedWorld(ADMIN).handlers] } },
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement, '기관 정보'));
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent('기관 정보를 불러오지 못했습니다.');
    profileFailure.state.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await card.findByRole('textbox', { name: '기관 소개' })).toBeVisible();
  },
};
