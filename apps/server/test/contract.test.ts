import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import {
  accountApi,
  contactApi,
  DEMO_PASSWORD,
  envelope,
  ResultCode,
  termsKeys,
  usersApi,
  type UserInfo,
} from '@cdmnet/api/contract';
import { createHandlers, createMockDb, MOCK_VERIFICATION_CODE } from '@cdmnet/api/mocks';
import { scenarioClient, type Outcome } from './contract-client.js';
import { createTestApp } from './test-app.js';

// The contract test of the architecture: one scenario, played once against the MSW handlers the web
// app's stories and tests use, once against the real server. Every reply must parse with the contract's
// schemas, and both must answer every step with the same status, result, code and message, so the mocks
// cannot drift from the server.

interface Run {
  outcomes: Outcome[];
  /** The profile read while signed in, if that step succeeded. */
  profile: UserInfo | undefined;
  /** The profile of the user the scenario signed up, read after signing in as them. */
  newcomer: UserInfo | undefined;
}

/** The 6-digit code last sent to an address or number: fixed in the mocks, read from the sent mail on the server. */
type CodeReader = (to: string) => string;

/** A code that is surely not the one sent: its last digit moved on by one. */
const wrongCode = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

const newcomer = { email: 'newcomer@sjmc.or.kr', phoneNumber: '01055501234', password: 'Sky!2345x' };

/**
 * One scenario against one origin. Every reply must parse with the contract's schemas (a success with
 * the endpoint's content, a failure with errorEnvelope); what it says is recorded, not judged, so that a
 * drift shows as a step-by-step difference below.
 */
async function play(origin: string, codeSentTo: CodeReader): Promise<Run> {
  const { send, outcomes } = scenarioClient(origin);
  await send('profile without a session', usersApi.getProfile);
  await send('login with a malformed email', accountApi.login, {
    email: 'not-an-email',
    password: DEMO_PASSWORD,
  });
  await send('login with a wrong password', accountApi.login, {
    email: 'researcher@demo.cdmnet.kr',
    password: 'Wrong!2345',
  });
  await send('login', accountApi.login, { email: 'researcher@demo.cdmnet.kr', password: DEMO_PASSWORD });
  const profileReply = await send('profile', usersApi.getProfile);
  const profile = profileReply.result
    ? envelope(usersApi.getProfile.content).parse(profileReply).content
    : undefined;
  await send('contact inbox as a researcher', contactApi.listContactMessages);
  await send('logout', accountApi.logout);
  await send('profile after logout', usersApi.getProfile);

  // Sign-up as the screen does it: both verifications, then the account.
  await send('request an email code', accountApi.requestEmailCode, undefined, {
    query: { email: newcomer.email },
  });
  await send('verify the email with a wrong code', accountApi.verifyEmailCode, {
    email: newcomer.email,
    code: wrongCode(codeSentTo(newcomer.email)),
  });
  const emailProof = await send('verify the email', accountApi.verifyEmailCode, {
    email: newcomer.email,
    code: codeSentTo(newcomer.email),
  });
  await send('request a phone code with a malformed number', accountApi.requestPhoneCode, undefined, {
    query: { phoneNumber: '0212345678' },
  });
  await send('request a phone code', accountApi.requestPhoneCode, undefined, {
    query: { phoneNumber: newcomer.phoneNumber },
  });
  const phoneProof = await send('verify the phone', accountApi.verifyPhoneCode, {
    phoneNumber: newcomer.phoneNumber,
    code: codeSentTo(newcomer.phoneNumber),
  });
  const tokenOf = (reply: { content: unknown }) =>
    (reply.content as { verifiedToken?: string } | null)?.verifiedToken ?? '';
  const signupBody = {
    email: newcomer.email,
    emailVerifiedToken: tokenOf(emailProof),
    phoneNumber: newcomer.phoneNumber,
    phoneVerifiedToken: tokenOf(phoneProof),
    name: '정하늘',
    password: newcomer.password,
    expertArea: 'MEDICAL_RESEARCHER',
    expertDivision: 'NEUROLOGY',
    orgEmployedId: 2,
    terms: termsKeys.map((name) => ({ name, agreement: name !== 'marketing' })),
  };
  await send('sign up without the required terms', accountApi.signup, {
    ...signupBody,
    terms: termsKeys.map((name) => ({ name, agreement: false })),
  });
  await send('sign up', accountApi.signup, signupBody);
  await send('sign up again with the same email', accountApi.signup, signupBody);
  await send('login as the new user', accountApi.login, {
    email: newcomer.email,
    password: newcomer.password,
  });
  const newcomerReply = await send('profile of the new user', usersApi.getProfile);
  const newcomerProfile = newcomerReply.result
    ? envelope(usersApi.getProfile.content).parse(newcomerReply).content
    : undefined;

  // The contact form, signed in or not: a bad subject is named, a good message is taken.
  await send('contact with a short subject', contactApi.sendContactMessage, {
    name: '정하늘',
    email: newcomer.email,
    subject: '문의',
    message: '가입 후 기관 승인은 언제 되나요?',
    consent: true,
  });
  await send('contact', contactApi.sendContactMessage, {
    name: '정하늘',
    email: newcomer.email,
    subject: '기관 승인 시점 문의',
    message: '가입 후 기관 승인은 언제 되나요?',
    consent: true,
  });

  // The limit counts every request from the sender, refused ones too: the sixth within the hour is turned away.
  for (const n of [3, 4, 5]) {
    await send(`contact, request ${n} within the hour`, contactApi.sendContactMessage, {
      name: '정하늘',
      email: newcomer.email,
      subject: `기관 승인 시점 문의 ${n}`,
      message: '가입 후 기관 승인은 언제 되나요?',
      consent: true,
    });
  }
  await send('contact, request 6 within the hour', contactApi.sendContactMessage, {
    name: '정하늘',
    email: newcomer.email,
    subject: '기관 승인 시점 문의 6',
    message: '가입 후 기관 승인은 언제 되나요?',
    consent: true,
  });

  return { outcomes, profile, newcomer: newcomerProfile };
}

/** A signed-out step that succeeded with this message. */
const ok = (step: string, message: string): Outcome => ({
  step,
  status: 200,
  result: true,
  code: ResultCode.OK,
  message,
  signedInCookie: false,
});

/** A signed-out step refused with this status, code and message. */
const refused = (step: string, status: number, code: number, message: string): Outcome => ({
  step,
  status,
  result: false,
  code,
  message,
  signedInCookie: false,
});

/** What both must answer (spec §8 and the contract's messages). */
const expected: Outcome[] = [
  {
    step: 'profile without a session',
    status: 401,
    result: false,
    code: ResultCode.SESSION_EXPIRED,
    message: '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
    signedInCookie: false,
  },
  {
    step: 'login with a malformed email',
    status: 400,
    result: false,
    code: ResultCode.INVALID_INPUT,
    message: '이메일: 올바른 이메일 형식이 아닙니다.',
    signedInCookie: false,
  },
  {
    step: 'login with a wrong password',
    status: 401,
    result: false,
    code: ResultCode.INVALID_CREDENTIALS,
    message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    signedInCookie: false,
  },
  { step: 'login', status: 200, result: true, code: ResultCode.OK, message: '', signedInCookie: true },
  { step: 'profile', status: 200, result: true, code: ResultCode.OK, message: '', signedInCookie: true },
  {
    step: 'contact inbox as a researcher',
    status: 403,
    result: false,
    code: ResultCode.FORBIDDEN,
    message: '접근 권한이 없습니다.',
    signedInCookie: true,
  },
  { step: 'logout', status: 200, result: true, code: ResultCode.OK, message: '', signedInCookie: false },
  {
    step: 'profile after logout',
    status: 401,
    result: false,
    code: ResultCode.SESSION_EXPIRED,
    message: '로그인이 만료되었습니다. 다시 로그인해 주십시오.',
    signedInCookie: false,
  },
  ok('request an email code', '인증번호가 이메일로 발송되었습니다.'),
  refused(
    'verify the email with a wrong code',
    400,
    ResultCode.INVALID_INPUT,
    '인증번호가 일치하지 않습니다.',
  ),
  ok('verify the email', '이메일 인증이 완료되었습니다.'),
  refused(
    'request a phone code with a malformed number',
    400,
    ResultCode.INVALID_INPUT,
    '휴대폰 번호: 올바른 핸드폰 번호를 입력해주세요.',
  ),
  ok('request a phone code', '인증번호가 문자 메시지로 발송되었습니다.'),
  ok('verify the phone', '휴대폰 인증이 완료되었습니다.'),
  refused(
    'sign up without the required terms',
    400,
    ResultCode.INVALID_INPUT,
    '약관 동의: 필수 약관에 모두 동의해 주십시오.',
  ),
  ok('sign up', '회원가입이 완료되었습니다.'),
  refused(
    'sign up again with the same email',
    409,
    ResultCode.CONFLICT,
    '이미 가입된 이메일입니다. 로그인하시거나 비밀번호 찾기를 이용해 주십시오.',
  ),
  { ...ok('login as the new user', ''), signedInCookie: true },
  { ...ok('profile of the new user', ''), signedInCookie: true },
  {
    ...refused(
      'contact with a short subject',
      400,
      ResultCode.INVALID_INPUT,
      '문의 제목: 5글자 이상으로 입력해 주세요.',
    ),
    signedInCookie: true,
  },
  ...['contact', ...[3, 4, 5].map((n) => `contact, request ${n} within the hour`)].map((step) => ({
    ...ok(step, '문의가 접수되었습니다. 확인 후 입력하신 이메일로 답변드리겠습니다.'),
    signedInCookie: true,
  })),
  {
    ...refused(
      'contact, request 6 within the hour',
      429,
      ResultCode.TOO_MANY_REQUESTS,
      '문의를 너무 자주 보내셨습니다. 60분 후에 다시 시도해 주십시오.',
    ),
    signedInCookie: true,
  },
];

/** The profile as a reader compares it: ids left out (they are the database's), terms in a stable order. */
const comparable = (p: UserInfo) => ({
  name: p.name,
  primaryEmail: p.primaryEmail,
  priv: p.priv,
  description: p.description,
  expertArea: p.expertArea,
  expertDivision: p.expertDivision,
  phoneCountry: p.phoneCountry,
  phoneNumber: p.phoneNumber,
  orgList: p.orgList.map(({ orgName, orgUserPrivilege }) => ({ orgName, orgUserPrivilege })),
  terms: [...p.terms].sort((a, b) => a.name.localeCompare(b.name)),
  researchRole: [...p.researchRole].sort(),
});

describe('contract: the MSW handlers and the real server play one scenario alike', () => {
  const runs: { mock?: Run; server?: Run } = {};

  it('the MSW handlers play the scenario', async () => {
    const msw = setupServer(...createHandlers(createMockDb()));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      runs.mock = await play('http://mock.test', () => MOCK_VERIFICATION_CODE);
    } finally {
      // Its handlers match any origin: it must be gone before the real server is called.
      msw.close();
    }
    expect(runs.mock.outcomes).toEqual(expected);
  });

  it('the real server plays the scenario', async () => {
    const t = await createTestApp();
    try {
      const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // The codes the server mailed and texted, as a person would read them.
      const codeSentTo = (to: string) =>
        /\d{6}/.exec(t.sent.findLast((m) => m.to === to)?.text ?? '')?.[0] ?? '';
      runs.server = await play(origin, codeSentTo);
    } finally {
      await t.close();
    }
    expect(runs.server.outcomes).toEqual(expected);
  });

  it('both answer every step with the same status, result, code and message', () => {
    expect(runs.mock, 'the MSW run did not finish').toBeDefined();
    expect(runs.server, 'the server run did not finish').toBeDefined();
    expect(runs.mock?.outcomes).toEqual(runs.server?.outcomes);
  });

  it('both sign in the same demo user', () => {
    const pick = (p: UserInfo | undefined) =>
      p && { primaryEmail: p.primaryEmail, name: p.name, priv: p.priv };
    expect(pick(runs.server?.profile)).toEqual({
      primaryEmail: 'researcher@demo.cdmnet.kr',
      name: '김민준',
      priv: 'NORMAL',
    });
    expect(pick(runs.mock?.profile)).toEqual(pick(runs.server?.profile));
  });

  it('both sign up the same new user, admitted at once by the organisation of their email domain', () => {
    const server = runs.server?.newcomer;
    expect(server).toBeDefined();
    expect(server && comparable(server)).toMatchObject({
      primaryEmail: newcomer.email,
      priv: 'NORMAL',
      orgList: [{ orgName: '서울중앙의료원', orgUserPrivilege: 'ORG_RESEARCHER' }],
    });
    const mock = runs.mock?.newcomer;
    expect(mock && comparable(mock)).toEqual(server && comparable(server));
  });

  it("the MSW fixtures mirror the server's seed for that user", () => {
    const mock = runs.mock?.profile;
    const server = runs.server?.profile;
    expect(server).toBeDefined();
    expect(mock && comparable(mock)).toEqual(server && comparable(server));
  });
});
