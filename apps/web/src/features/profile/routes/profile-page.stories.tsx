import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD, replyMessages, ResultCode, termsApi, termsTexts, usersApi } from '@cdmnet/api';
import {
  createHandlers,
  createMockDb,
  mock,
  MOCK_VERIFICATION_CODE,
  MockFailure,
  requireUser,
  type MockDb,
} from '@cdmnet/api/mocks';
import { failingUntilRetried } from '../../../app/testing/story-helpers';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { ProfilePage } from './profile-page';

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';
const PARTNER = 'partner@demo.cdmnet.kr';

/** What the summary says under 재직 기관 (the employer), apart from the list of 참여 기관. */
function employerOf(canvasElement: HTMLElement) {
  const term = within(canvasElement)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === '재직 기관');
  if (!term?.nextElementSibling) throw new Error('no 재직 기관 shown');
  return term.nextElementSibling;
}

/**
 * The researcher's db, refilled before every story (in place, so the handlers bound to it see the
 * fresh state); a play function reads what the page stored in it.
 */
const db: MockDb = createMockDb({ signedInAs: RESEARCHER });
const refill = (email = RESEARCHER) => Object.assign(db, createMockDb({ signedInAs: email }));
const me = () => requireUser(db);

/** A real 1×1 PNG, so the avatar can show it. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const photoFile = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], '증명사진.png', {
    type: 'image/png',
  });

/** Portalled parts (dialogs, toasts, select lists) live under <body>, outside the canvas. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const animationsDone = (element: Element) =>
  waitFor(() => expect(element.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));

async function toastSaying(canvasElement: HTMLElement, text: string) {
  const toastItem = (await screen(canvasElement).findByText(text)).closest('li');
  if (!toastItem) throw new Error(`no toast says ${text}`);
  await animationsDone(toastItem);
  return toastItem;
}

/** The value shown beside a label in 기본 정보. */
const detail = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function startEditing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const card = (await canvas.findByRole('heading', { name: '기본 정보' })).closest('section');
  if (!card) throw new Error('no 기본 정보 card');
  await userEvent.click(within(card).getByRole('button', { name: '수정' }));
  return within(card);
}

const meta = {
  title: 'Web/Profile/Page',
  component: ProfilePage,
  decorators: [withScreen({ path: '/profile' })],
  parameters: { layout: 'fullscreen', msw: { handlers: createHandlers(db) } },
  beforeEach: () => {
    refill();
    return resetAppState();
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [mock(usersApi.getProfile, () => new Promise<never>(() => {}))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: '내 정보' });
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('내 정보를 불러오는 중입니다.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '수정' })).toBeNull();
  },
};

const errorScenario = { failing: true };

// Not exported as `Error`: that would shadow the global in this module.
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        mock(usersApi.getProfile, () => {
          if (errorScenario.failing) {
            throw new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);
          }
          return { content: me() };
        }),
        // The rest of the page once it shows (the optional terms' texts).
        ...createHandlers(db),
      ],
    },
  },
  beforeEach: () => {
    errorScenario.failing = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('내 정보를 불러오지 못했습니다.');
    const toastItem = await toastSaying(canvasElement, 'Internal server error');
    errorScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '김민준' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await animationsDone(toastItem);
  },
};

/** The researcher: one organisation, no photo, the optional marketing agreement not given. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '김민준' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('내 정보 · CDMNet'));
    await expect(canvas.getAllByText('researcher@demo.cdmnet.kr').length).toBeGreaterThan(0);
    // He works where he researches: 재직 기관 and his one 참여 기관 are the same hospital.
    await expect(employerOf(canvasElement)).toHaveTextContent('한빛대학교병원');
    const organizations = canvas.getByRole('list', { name: '참여 기관' });
    await expect(within(organizations).getByRole('listitem')).toHaveTextContent('한빛대학교병원기관 연구원');
    // No photo: the avatar shows the initials placeholder.
    await expect(canvas.getByRole('img', { name: '김민준' })).toHaveAttribute('data-status', 'error');
    await expect(canvas.queryByRole('button', { name: '사진 삭제' })).toBeNull();

    await expect(detail(canvasElement, '휴대폰 번호')).toBe('010-1234-0003');
    await expect(detail(canvasElement, '전문 분야')).toBe('의학 연구자');
    await expect(detail(canvasElement, '세부 전공')).toBe('심장내과');
    await expect(detail(canvasElement, '소개')).toBe('소개가 없습니다.');

    const terms = canvas.getByRole('list', { name: '약관 동의 항목' });
    await expect(within(terms).getByRole('checkbox', { name: '서비스 이용약관' })).toBeDisabled();
    await expect(within(terms).getByRole('checkbox', { name: '서비스 이용약관' })).toBeChecked();
    await expect(within(terms).getByRole('checkbox', { name: '마케팅 정보 수신 동의' })).not.toBeChecked();
    await expect(within(terms).getByRole('checkbox', { name: '개인정보 제3자 제공 동의' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '저장' })).toBeDisabled();
  },
};

export const NoOrganizations: Story = {
  beforeEach: () => {
    refill(MASTER);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '최고관리' })).toBeVisible();
    await expect(canvas.getByText('참여 중인 기관이 없습니다.')).toBeVisible();
    await expect(employerOf(canvasElement)).toHaveTextContent('등록되지 않음');
  },
};

/**
 * The partner researcher works at 서울중앙의료원 and takes part in 한빛대학교병원: her employer is named
 * apart from her memberships, and is not one of them.
 */
export const PartnerEmployedElsewhere: Story = {
  beforeEach: () => {
    refill(PARTNER);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '이서연' })).toBeVisible();
    await waitFor(() => expect(employerOf(canvasElement)).toHaveTextContent('서울중앙의료원'));
    const organizations = canvas.getByRole('list', { name: '참여 기관' });
    await expect(within(organizations).getByRole('listitem')).toHaveTextContent(
      '한빛대학교병원파트너 연구원',
    );
    await expect(within(organizations).queryByText('서울중앙의료원')).toBeNull();
  },
};

/** 수정 → change name, area, division and description → 저장: stored, shown, toasted. */
export const EditProfile: Story = {
  play: async ({ canvasElement }) => {
    const card = await startEditing(canvasElement);
    const name = card.getByRole('textbox', { name: '이름' });
    await userEvent.clear(name);
    await userEvent.type(name, '김민준 박사');

    await userEvent.click(card.getByRole('combobox', { name: '전문 분야' }));
    await userEvent.click(await screen(canvasElement).findByRole('option', { name: '의사' }));
    await userEvent.click(card.getByRole('combobox', { name: '세부 전공' }));
    await userEvent.click(await screen(canvasElement).findByRole('option', { name: '신경과' }));
    // Typed markup stays text.
    await userEvent.type(
      card.getByRole('textbox', { name: '소개' }),
      '심부전 코호트를 연구합니다. <b>굵게</b>',
    );

    await userEvent.click(card.getByRole('button', { name: '저장' }));
    await toastSaying(canvasElement, '수정되었습니다.');
    await waitFor(() => expect(detail(canvasElement, '이름')).toBe('김민준 박사'));
    await expect(detail(canvasElement, '전문 분야')).toBe('의사');
    await expect(detail(canvasElement, '세부 전공')).toBe('신경과');
    await expect(detail(canvasElement, '소개')).toBe('심부전 코호트를 연구합니다. <b>굵게</b>');
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '김민준 박사' })).toBeVisible();
    await expect(me()).toMatchObject({
      name: '김민준 박사',
      expertArea: 'MEDICAL_DOCTOR',
      expertDivision: 'NEUROLOGY',
    });
  },
};

export const EditValidation: Story = {
  play: async ({ canvasElement }) => {
    const card = await startEditing(canvasElement);
    await userEvent.clear(card.getByRole('textbox', { name: '이름' }));
    const phone = card.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '02-123-4567');
    await userEvent.click(card.getByRole('button', { name: '저장' }));
    await expect(await card.findByText('필수 입력 항목입니다.')).toBeVisible();
    await expect(card.getByText('올바른 핸드폰 번호를 입력해주세요.')).toBeVisible();
    await expect(card.getByRole('textbox', { name: '이름' })).toHaveAttribute('aria-invalid', 'true');

    // 취소 leaves the stored profile as it was.
    await userEvent.click(card.getByRole('button', { name: '취소' }));
    await expect(detail(canvasElement, '이름')).toBe('김민준');
    await expect(me().name).toBe('김민준');
  },
};

/** A new phone number is saved only once verified by an SMS code. */
export const ChangePhone: Story = {
  play: async ({ canvasElement }) => {
    const card = await startEditing(canvasElement);
    const phone = card.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '010-9876-5432');
    await userEvent.click(card.getByRole('button', { name: '저장' }));
    await expect(await card.findByText('번호를 바꾸려면 새 번호로 인증을 완료해 주십시오.')).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: '인증번호 받기' }));
    await toastSaying(canvasElement, '인증번호가 문자 메시지로 발송되었습니다.');
    const code = await card.findByRole('textbox', { name: '인증번호' });
    await userEvent.type(code, '000000');
    await userEvent.click(card.getByRole('button', { name: '확인' }));
    await expect(await card.findByText('인증번호가 일치하지 않습니다.')).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, MOCK_VERIFICATION_CODE);
    await userEvent.keyboard('{Enter}');
    await expect(await card.findByText('새 번호의 인증이 완료되었습니다.')).toBeVisible();
    await expect(me().phoneNumber).toBe('01012340003');

    await userEvent.click(card.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(detail(canvasElement, '휴대폰 번호')).toBe('010-9876-5432'));
    await expect(me().phoneNumber).toBe('01098765432');
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(
      (await canvas.findByRole('heading', { name: '비밀번호 변경' })).closest('section') ?? canvasElement,
    );
    const current = card.getByLabelText(/^현재 비밀번호/);
    const next = card.getByLabelText(/^새 비밀번호\*?$/);
    const again = card.getByLabelText(/^새 비밀번호 확인/);

    await userEvent.type(current, 'Wrong!2345');
    await userEvent.type(next, 'Heart!2026');
    await userEvent.type(again, 'Heart!2027');
    await userEvent.click(card.getByRole('button', { name: '비밀번호 변경' }));
    await expect(await card.findByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

    await userEvent.clear(again);
    await userEvent.type(again, 'Heart!2026');
    await userEvent.click(card.getByRole('button', { name: '비밀번호 변경' }));
    await expect(await card.findByText('입력한 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await expect(current).toHaveFocus();
    // Said at the field: not toasted as well.
    await expect(within(document.body).queryByText(/^현재 비밀번호: /)).toBeNull();

    await userEvent.clear(current);
    await userEvent.type(current, DEMO_PASSWORD);
    await userEvent.click(card.getByRole('button', { name: '비밀번호 변경' }));
    await toastSaying(canvasElement, '비밀번호가 변경되었습니다.');
    await waitFor(() => expect(current).toHaveValue(''));
    await expect(db.passwords.get(me().id)).toBe('Heart!2026');
  },
};

export const ChangeTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marketing = await canvas.findByRole('checkbox', { name: '마케팅 정보 수신 동의' });
    const save = canvas.getByRole('button', { name: '저장' });
    await userEvent.click(marketing);
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await toastSaying(canvasElement, '변경되었습니다.');
    await waitFor(() => expect(canvas.getByRole('button', { name: '저장' })).toBeDisabled());
    await expect(canvas.getByRole('checkbox', { name: '마케팅 정보 수신 동의' })).toBeChecked();
    await expect(me().terms.find((term) => term.name === 'marketing')?.agreement).toBe(true);
  },
};

/** The first paragraph of an optional term's text, as GET /terms/select gives it. */
const firstParagraph = (key: 'third' | 'marketing') => termsTexts[key].content.split(/\n{2,}/)[0] ?? '';

/**
 * The optional terms' texts (GET /terms/select) folded under their checkboxes: opened, the text is
 * read before agreeing; the required ones, agreed at sign-up, have none here.
 */
export const OptionalTermsTexts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = await canvas.findByRole('list', { name: '약관 동의 항목' });
    const third = await within(terms).findByText('개인정보 제3자 제공 동의 내용 보기');
    await expect(within(terms).getByText('마케팅 정보 수신 동의 내용 보기')).toBeVisible();
    await expect(within(terms).queryByText('서비스 이용약관 내용 보기')).toBeNull();
    await expect(within(terms).queryByText(firstParagraph('third'))).not.toBeVisible();
    await userEvent.click(third);
    await expect(within(terms).getByText(firstParagraph('third'))).toBeVisible();
    // Reading is not agreeing: the choice and 저장 stay as they were.
    await expect(canvas.getByRole('checkbox', { name: '개인정보 제3자 제공 동의' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '저장' })).toBeDisabled();
  },
};

const termsFailure = failingUntilRetried(termsApi.listOptionalTerms);

/** The texts fail to load: said in their place with 다시 시도, which brings them; the checkboxes still work. */
export const OptionalTermsTextsFailed: Story = {
  beforeEach: () => {
    termsFailure.state.failing = true;
  },
  parameters: { msw: { handlers: [termsFailure.handler, ...createHandlers(db)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = await canvas.findByRole('list', { name: '약관 동의 항목' });
    await waitFor(() =>
      expect(within(terms).getAllByText('약관 내용을 불러오지 못했습니다.')).toHaveLength(2),
    );
    await expect(within(terms).getByRole('checkbox', { name: '마케팅 정보 수신 동의' })).toBeEnabled();
    termsFailure.state.failing = false;
    await userEvent.click(within(terms).getAllByRole('button', { name: '다시 시도' })[0]!);
    await expect(await within(terms).findByText('마케팅 정보 수신 동의 내용 보기')).toBeVisible();
    await expect(within(terms).queryByText('약관 내용을 불러오지 못했습니다.')).toBeNull();
  },
};

/** 사진 변경 uploads a PNG and the avatar shows it; 사진 삭제 asks first and brings the placeholder back. */
export const ChangePhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '사진 변경' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '사진 변경' });
    await animationsDone(dialog);
    await expect(within(dialog).getByRole('button', { name: '등록' })).toBeDisabled();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, photoFile());
    await expect(within(dialog).getByText('증명사진.png')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '등록' }));

    await toastSaying(canvasElement, '변경되었습니다.');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '김민준' })).toHaveAttribute('data-status', 'loaded'),
    );
    await expect(me().profileImageId).not.toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '사진 삭제' }));
    const question = await screen(canvasElement).findByRole('alertdialog', {
      name: '정말 프로필 사진을 삭제하시겠습니까?',
    });
    await animationsDone(question);
    await userEvent.click(within(question).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '김민준' })).toHaveAttribute('data-status', 'error'),
    );
    await expect(me().profileImageId).toBeNull();
    await toastSaying(canvasElement, '삭제되었습니다.');
  },
};

/** The dialog turns away what the server would: other types and photos over 2 MB, named. */
export const PhotoRejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '사진 변경' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '사진 변경' });
    await animationsDone(dialog);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big, { applyAccept: false });
    await expect(await within(dialog).findByText(/big\.png: .*이하 파일만 올릴 수 있습니다\./)).toBeVisible();
    const gif = new File(['GIF89a'], 'moving.gif', { type: 'image/gif' });
    await userEvent.upload(input, gif, { applyAccept: false });
    await expect(await within(dialog).findByText('moving.gif: 허용되지 않는 파일 형식입니다.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '등록' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(me().profileImageId).toBeNull();
  },
};
