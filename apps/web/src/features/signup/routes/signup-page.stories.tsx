import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  accountApi,
  replyMessages,
  ResultCode,
  signupMessages,
  termsApi,
  verificationMessages,
} from '@cdmnet/api';
import { createHandlers, createMockDb, mock, MockFailure } from '@cdmnet/api/mocks';
import { toast } from '@cdmnet/ui';
import { PublicLayout } from '../../../app/layout/public-layout';
import { resetAppState, withScreen } from '../../../app/testing/story-providers';
import { initialSignupState, stepIndex, type SignupState } from '../signup-state';
import { SignupPage } from './signup-page';

const NEW_EMAIL = 'newcomer@sjmc.or.kr';
const NEW_PHONE = '01055501234';

const agreedTerms = { ...initialSignupState.termsOptions, ...requiredAgreed() };
function requiredAgreed() {
  return {
    'platform-service': true,
    'personal-policy': true,
    'personal-collection': true,
    'security-pledge': true,
  };
}

/** A user who agreed to the terms and reached `step`; verified where the step lies past verification. */
function reached(step: 'email' | 'phone' | 'account', email = NEW_EMAIL): SignupState {
  const emailDone = step !== 'email';
  const phoneDone = step === 'account';
  return {
    ...initialSignupState,
    pageStep: stepIndex(step),
    termsOptions: agreedTerms,
    userEmail: emailDone ? email : '',
    // The MSW handlers hand out `verified-<target>` for the right code.
    emailAuthVerifiedToken: emailDone ? `verified-${email}` : '',
    userPhoneNumber: phoneDone ? NEW_PHONE : '',
    phoneAuthVerifiedToken: phoneDone ? `verified-${NEW_PHONE}` : '',
  };
}

const internalError = () => new MockFailure(500, ResultCode.INTERNAL_ERROR, replyMessages.internalError);

const screens = (canvasElement: HTMLElement) => ({
  canvas: within(canvasElement),
  body: within(canvasElement.ownerDocument.body),
});

// A step may follow a request and a re-render of a long form: allow for a slow, shared machine.
const stepHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, { timeout: 5000 });

const toastDetails = () => toast.getSnapshot().map((entry) => entry.detail);

// Password inputs have no role; their labels carry the required mark `*`.
const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^비밀번호\s*\*?$/, { selector: 'input' });
const confirmInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^비밀번호 확인\s*\*?$/, { selector: 'input' });

/** Picks an option of one of the kit's Selects by its label. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const { canvas, body } = screens(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

/** Fills the account step with valid values, leaving the organisation to the caller. */
async function fillAccount(canvasElement: HTMLElement) {
  const { canvas } = screens(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: '이름' }), '정하늘');
  await userEvent.type(passwordInput(canvasElement), 'Sky!2345x');
  await userEvent.type(confirmInput(canvasElement), 'Sky!2345x');
  await choose(canvasElement, '전문 분야', '의학 연구자');
  await choose(canvasElement, '세부 전공', '신경과');
}

/** Handlers over a db of the story's own: a user signed up in one story does not exist in the next. */
const freshDb = () => ({ msw: { handlers: createHandlers(createMockDb()) } });

/** The Terms error story fails until its play function lets the next reply succeed. */
const termsScenario = { failing: true };

const meta = {
  title: 'Web/Signup/SignupPage',
  component: SignupPage,
  decorators: [withScreen({ path: '/signup', layout: PublicLayout })],
  parameters: { layout: 'fullscreen' },
  beforeEach: resetAppState,
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas, body } = screens(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('회원가입 · CDMNet'));
    const stepper = canvas.getByRole('list', { name: '회원가입 단계' });
    await expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1약관 동의', '2이메일 인증', '3휴대폰 인증', '4계정 정보', '5완료']);
    await expect(within(stepper).getByText('약관 동의').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    // The six kinds, each saying whether it is required.
    const boxes = await canvas.findAllByRole('checkbox', { name: /^(필수|선택)/ });
    await expect(boxes).toHaveLength(6);
    await expect(canvas.getByRole('checkbox', { name: '필수 서비스 이용약관' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '선택 마케팅 정보 수신 동의' })).toBeVisible();

    // Required terms must be agreed to before going on.
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('필수 약관에 모두 동의해 주십시오.');

    // Each text can be read.
    await userEvent.click(canvas.getByRole('button', { name: '개인정보 처리방침 보기' }));
    const dialog = await body.findByRole('dialog', { name: '개인정보 처리방침' });
    await expect(dialog).toHaveTextContent('이름, 이메일, 휴대폰 번호');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Agree-all ticks every box; one unticked leaves it mixed.
    const all = canvas.getByRole('checkbox', { name: '전체 동의' });
    await userEvent.click(all);
    for (const box of boxes) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '선택 마케팅 정보 수신 동의' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');

    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    const heading = await stepHeading(canvasElement, '이메일 인증');
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const TermsLoading: Story = {
  parameters: { msw: { handlers: [mock(termsApi.listTerms, () => new Promise<never>(() => {}))] } },
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    const heading = await stepHeading(canvasElement, '약관 동의');
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('checkbox', { name: '전체 동의' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
  },
};

export const TermsError: Story = {
  beforeEach: () => {
    termsScenario.failing = true;
  },
  parameters: {
    msw: {
      handlers: [
        mock(termsApi.listTerms, () => {
          if (termsScenario.failing) throw internalError();
          return { content: [] };
        }),
        ...createHandlers(createMockDb()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('약관을 불러오지 못했습니다.');
    termsScenario.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: '전체 동의' })).toBeEnabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmailVerification: Story = {
  args: { initialState: reached('email') },
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '이메일 인증');
    const email = canvas.getByRole('textbox', { name: '이메일' });

    await userEvent.type(email, 'newcomer@');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await expect(email).toHaveAccessibleDescription('올바른 이메일 형식이 아닙니다.');

    // Going on without a verification is refused in place.
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('이메일 인증을 완료해 주십시오.');

    await userEvent.type(email, 'sjmc.or.kr');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    const code = await canvas.findByRole('textbox', { name: '인증번호' });
    await expect(code).toHaveAccessibleDescription('받으신 6자리 인증번호를 10분 안에 입력해 주십시오.');
    await expect(email).toHaveAttribute('readonly');
    await waitFor(() => expect(toastDetails()).toContain(verificationMessages.emailCodeSent));

    // The validator's rule first, then the server's answer.
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(code).toHaveAccessibleDescription('6자리 숫자');
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('인증번호가 일치하지 않습니다.'));

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(`${NEW_EMAIL} 인증을 마쳤습니다.`);

    // 변경 clears the verification and keeps the address to edit.
    await userEvent.click(canvas.getByRole('button', { name: '변경' }));
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toHaveValue(NEW_EMAIL);
    await expect(canvas.getByRole('textbox', { name: '이메일' })).not.toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: '인증번호' })).toBeNull();
  },
};

export const EmailResendTooSoon: Story = {
  args: { initialState: { ...reached('email'), userEmail: NEW_EMAIL } },
  parameters: {
    msw: {
      handlers: [
        mock(accountApi.requestEmailCode, ({ request }) => {
          // The second request within the minute is refused, as the server does.
          const sent = sessionStorage.getItem('story.codeSent') === request.url;
          sessionStorage.setItem('story.codeSent', request.url);
          if (sent)
            throw new MockFailure(429, ResultCode.TOO_MANY_REQUESTS, verificationMessages.resendTooSoon(42));
          return {
            content: { expiresInSeconds: 600, resendAfterSeconds: 60 },
            message: verificationMessages.emailCodeSent,
          };
        }),
      ],
    },
  },
  beforeEach: () => sessionStorage.removeItem('story.codeSent'),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '인증번호 받기' }));
    await canvas.findByRole('textbox', { name: '인증번호' });
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 다시 받기' }));
    const email = canvas.getByRole('textbox', { name: '이메일' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        '인증번호를 방금 보냈습니다. 42초 후에 다시 요청해 주십시오.',
      ),
    );
    // The code already sent can still be typed in.
    await expect(canvas.getByRole('textbox', { name: '인증번호' })).toBeEnabled();
  },
};

export const EmailVerified: Story = {
  args: { initialState: { ...reached('phone'), pageStep: stepIndex('email') } },
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(`${NEW_EMAIL} 인증을 마쳤습니다.`);
    await expect(canvas.getByRole('button', { name: '변경' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이전' }));
    await stepHeading(canvasElement, '약관 동의');
    await expect(await canvas.findByRole('checkbox', { name: '필수 서비스 이용약관' })).toBeChecked();
  },
};

export const PhoneVerification: Story = {
  args: { initialState: reached('phone') },
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '휴대폰 인증');
    const phone = canvas.getByRole('textbox', { name: '휴대폰 번호' });
    await userEvent.type(phone, '02-123-4567');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await expect(phone).toHaveAccessibleDescription('올바른 핸드폰 번호를 입력해주세요.');

    await userEvent.clear(phone);
    // Hyphens are what people type; they are taken out before sending.
    await userEvent.type(phone, '010-5550-1234');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    const code = await canvas.findByRole('textbox', { name: '인증번호' });
    await expect(phone).toHaveValue(NEW_PHONE);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(`${NEW_PHONE} 인증을 마쳤습니다.`);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await stepHeading(canvasElement, '계정 정보');
  },
};

export const AccountJoinsAtOnce: Story = {
  args: { initialState: reached('account') },
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '계정 정보');

    // The form's rules, before anything is sent.
    await userEvent.type(passwordInput(canvasElement), 'short');
    await userEvent.type(confirmInput(canvasElement), 'other');
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveAccessibleDescription(
      '필수 입력 항목입니다.',
    );
    await expect(passwordInput(canvasElement)).toHaveAccessibleDescription(
      '8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.',
    );
    await expect(confirmInput(canvasElement)).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
    await expect(canvas.getByRole('combobox', { name: '전문 분야' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(passwordInput(canvasElement));
    await userEvent.clear(confirmInput(canvasElement));
    await fillAccount(canvasElement);

    // Search narrows the organisations; the chosen one shows its domains and what will happen.
    await userEvent.type(canvas.getByRole('searchbox', { name: '기관 검색' }), '서울');
    await choose(canvasElement, '재직 기관', '서울중앙의료원');
    await expect(await canvas.findByText('@sjmc.or.kr')).toBeVisible();
    await expect(canvas.getByText('@sjmc.go.kr')).toBeVisible();
    await expect(
      await canvas.findByText(
        `인증한 이메일(${NEW_EMAIL})이 기관 도메인과 일치하여 가입 즉시 기관 연구원으로 등록됩니다.`,
      ),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await stepHeading(canvasElement, '완료');
    await expect(canvas.getByText('회원가입이 완료되었습니다.')).toBeVisible();
    await expect(canvas.getByText('서울중앙의료원의 기관 연구원으로 등록되었습니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    // The step says it: no toast repeats it.
    await expect(toastDetails()).not.toContain(signupMessages.done);
  },
};

export const AccountWaitsForApproval: Story = {
  args: { initialState: reached('account') },
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '계정 정보');
    await fillAccount(canvasElement);
    await choose(canvasElement, '재직 기관', '한빛대학교병원');
    await expect(await canvas.findByText('@hanbit-hospital.kr')).toBeVisible();
    await expect(
      await canvas.findByText('이 기관은 기관 관리자가 가입 요청을 승인한 뒤 등록됩니다.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await stepHeading(canvasElement, '완료');
    await expect(
      canvas.getByText(
        '한빛대학교병원에 가입을 요청했습니다. 기관 관리자가 승인하면 알림으로 알려 드립니다.',
      ),
    ).toBeVisible();
  },
};

export const OrganizationsFailed: Story = {
  args: { initialState: reached('account') },
  parameters: {
    msw: {
      handlers: [
        mock(accountApi.listSignupOrgs, () => {
          throw internalError();
        }),
        ...createHandlers(createMockDb()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('기관 목록을 불러오지 못했습니다.');
    // Signing up without an employer is still possible.
    await expect(canvas.getByRole('button', { name: '가입하기' })).toBeEnabled();
  },
};

export const EmailTaken: Story = {
  args: { initialState: reached('account', 'researcher@demo.cdmnet.kr') },
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '계정 정보');
    await fillAccount(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));

    // Sent back to the step that fixes it, with the server's message; the address is there to change.
    await stepHeading(canvasElement, '이메일 인증');
    await expect(canvas.getByRole('alert')).toHaveTextContent(signupMessages.emailTaken);
    const email = canvas.getByRole('textbox', { name: '이메일' });
    await expect(email).toHaveValue('researcher@demo.cdmnet.kr');

    await userEvent.clear(email);
    await userEvent.type(email, NEW_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: '인증번호' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(`${NEW_EMAIL} 인증을 마쳤습니다.`);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await stepHeading(canvasElement, '휴대폰 인증');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${NEW_PHONE} 인증을 마쳤습니다.`);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));

    // Nothing typed on the account step was lost.
    await stepHeading(canvasElement, '계정 정보');
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveValue('정하늘');
    await expect(canvas.getByRole('combobox', { name: '세부 전공' })).toHaveTextContent('신경과');
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await stepHeading(canvasElement, '완료');
  },
};

export const PhoneProofExpired: Story = {
  args: { initialState: reached('account') },
  parameters: {
    msw: {
      handlers: [
        mock(accountApi.signup, () => {
          throw new MockFailure(400, ResultCode.INVALID_INPUT, signupMessages.phoneNotVerified);
        }),
        ...createHandlers(createMockDb()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '계정 정보');
    await fillAccount(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await stepHeading(canvasElement, '휴대폰 인증');
    await expect(canvas.getByRole('alert')).toHaveTextContent(signupMessages.phoneNotVerified);
    await expect(canvas.getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(NEW_PHONE);
    await expect(canvas.getByRole('button', { name: '인증번호 받기' })).toBeEnabled();
    // The email proof is untouched.
    await userEvent.click(canvas.getByRole('button', { name: '이전' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(`${NEW_EMAIL} 인증을 마쳤습니다.`);
  },
};

export const Submitting: Story = {
  args: { initialState: reached('account') },
  parameters: {
    msw: {
      handlers: [
        mock(accountApi.signup, () => new Promise<never>(() => {})),
        ...createHandlers(createMockDb()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '계정 정보');
    await fillAccount(canvasElement);
    const submit = canvas.getByRole('button', { name: '가입하기' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

export const DoneWithoutOrganization: Story = {
  args: {
    initialState: {
      ...reached('account'),
      pageStep: stepIndex('done'),
      outcome: { organization: null, admitted: false },
    },
  },
  parameters: freshDb(),
  play: async ({ canvasElement }) => {
    const { canvas } = screens(canvasElement);
    await stepHeading(canvasElement, '완료');
    await expect(canvas.getByText('이메일 인증을 마쳤으므로 바로 로그인하실 수 있습니다.')).toBeVisible();
    await expect(
      canvas.getByText(
        '재직 기관 없이 가입했습니다. 로그인한 뒤 네트워크에서 기관 가입을 요청할 수 있습니다.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '로그인' }));
    await expect((await canvas.findByTestId('location')).textContent).toBe('/login');
  },
};
