import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, termsKeys, userInfo, type Envelope, type TermsDocument } from '@cdmnet/api/contract';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply<C = unknown> = Envelope<C>;
let n = 0;
const SJMC = 2; // 서울중앙의료원: auto-registers sjmc.or.kr and sjmc.go.kr
const HANBIT = 1; // 한빛대학교병원: every request waits for its admin

/** Verifies an email and a phone the way the sign-up screen does, reading the codes the server sent. */
async function verified(email: string, phoneNumber: string) {
  const codeTo = (to: string) =>
    /\d{6}/.exec([...t.sent].reverse().find((m) => m.to === to)?.text ?? '')?.[0];
  // One address per applicant: the per-address cap on codes is tested in verification.test.ts.
  const remoteAddress = `10.3.${n % 250}.1`;
  await t.app.inject({
    method: 'GET',
    url: `/api/v1/account/email/verify?email=${encodeURIComponent(email)}`,
    remoteAddress,
  });
  const emailProof = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/email/verify',
    payload: { email, code: codeTo(email) },
  });
  await t.app.inject({
    method: 'GET',
    url: `/api/v1/account/phone/verify?phoneNumber=${phoneNumber}`,
    remoteAddress,
  });
  const phoneProof = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/phone/verify',
    payload: { phoneNumber, code: codeTo(phoneNumber) },
  });
  return {
    emailVerifiedToken: emailProof.json<Reply<{ verifiedToken: string }>>().content.verifiedToken,
    phoneVerifiedToken: phoneProof.json<Reply<{ verifiedToken: string }>>().content.verifiedToken,
  };
}

async function applicant(domain = 'gmail.com', orgEmployedId: number | null = HANBIT) {
  const email = `applicant${++n}@${domain}`;
  const phoneNumber = `0108${String(n).padStart(7, '0')}`;
  return {
    email,
    phoneNumber,
    name: '정하늘',
    password: 'Sky!2345x',
    expertArea: 'MEDICAL_RESEARCHER' as const,
    expertDivision: 'NEUROLOGY' as const,
    orgEmployedId,
    terms: termsKeys.map((name) => ({ name, agreement: name !== 'marketing' })),
    ...(await verified(email, phoneNumber)),
  };
}

// Each sign-up from its own address: the per-address limit is tested with the verification limits.
const signup = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/account/signup',
    payload: body as Record<string, unknown>,
    remoteAddress: `10.2.0.${++n % 250}`,
  });

async function profileOf(email: string, password: string) {
  const cookie = await signInAs(t.app, email, password);
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { cookie } });
  return userInfo.parse(res.json<Reply>().content);
}

describe('GET /api/v1/terms and the organisations sign-up offers', () => {
  it('lists the six terms with the four required ones marked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/terms' });
    const terms = res.json<Reply<TermsDocument[]>>().content;
    expect(terms.map((d) => d.name)).toEqual([...termsKeys]);
    expect(terms.filter((d) => d.required).map((d) => d.name)).toEqual([
      'platform-service',
      'personal-policy',
      'personal-collection',
      'security-pledge',
    ]);
    expect(terms[0]?.title).toBe('서비스 이용약관');
  });

  it('lists the organisations and their staff domains', async () => {
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/v1/account/orgs' })).json<
      Reply<{ name: string }[]>
    >();
    expect(orgs.content.map((o) => o.name)).toContain('서울중앙의료원');
    const domains = await t.app.inject({ method: 'GET', url: `/api/v1/account/orgs/${SJMC}/domains` });
    expect(domains.json<Reply>().content).toEqual(['sjmc.go.kr', 'sjmc.or.kr']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/account/orgs/999/domains' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/v1/account/signup', () => {
  it('creates a NORMAL user who can sign in, with a pending request to join the employer', async () => {
    const body = await applicant();
    const res = await signup(body);
    expect(res.json<Reply>()).toMatchObject({ result: true, message: '회원가입이 완료되었습니다.' });

    const me = await profileOf(body.email, body.password);
    expect(me).toMatchObject({
      name: '정하늘',
      priv: 'NORMAL',
      expertDivision: 'NEUROLOGY',
      orgEmployedId: HANBIT,
    });
    expect(me.orgList).toEqual([{ orgId: HANBIT, orgName: '한빛대학교병원', orgUserPrivilege: 'PENDING' }]);
    expect(me.terms.find((term) => term.name === 'marketing')?.agreement).toBe(false);
  });

  it('admits at once an address on the domain of an organisation that auto-registers, and only that', async () => {
    const staff = await applicant('sjmc.or.kr', SJMC);
    await signup(staff);
    expect((await profileOf(staff.email, staff.password)).orgList[0]?.orgUserPrivilege).toBe(
      'ORG_RESEARCHER',
    );

    const outsider = await applicant('gmail.com', SJMC);
    await signup(outsider);
    expect((await profileOf(outsider.email, outsider.password)).orgList[0]?.orgUserPrivilege).toBe('PENDING');
  });

  it('refuses a sign-up without every required term', async () => {
    const body = await applicant();
    const res = await signup({
      ...body,
      terms: body.terms.map((term) => ({ ...term, agreement: term.name === 'third' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>().message).toBe('약관 동의: 필수 약관에 모두 동의해 주십시오.');
  });

  it('refuses an address already registered, with 409, and keeps the verification for another try', async () => {
    const body = await applicant();
    const res = await signup({ ...body, email: 'researcher@demo.cdmnet.kr' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Reply>()).toMatchObject({ code: ResultCode.CONFLICT });
    // Nothing was spent: the applicant's own address still signs up with the same proofs.
    expect((await signup(body)).statusCode).toBe(200);
  });

  it('refuses proofs that are forged, belong to another address, or were used already', async () => {
    const body = await applicant();
    const forged = await signup({ ...body, emailVerifiedToken: 'forged' });
    expect(forged.json<Reply>().message).toMatch(/^이메일 인증: /);
    const other = await applicant();
    const swapped = await signup({ ...body, phoneVerifiedToken: other.phoneVerifiedToken });
    expect(swapped.json<Reply>().message).toMatch(/^휴대폰 인증: /);

    expect((await signup(body)).statusCode).toBe(200);
    const again = await signup({ ...body, email: `again${n}@gmail.com` });
    expect(again.statusCode).toBe(400);
  });

  it('names the field of a bad input in Korean', async () => {
    const body = await applicant();
    const weak = await signup({ ...body, password: 'short' });
    expect(weak.json<Reply>().message).toBe(
      '비밀번호: 8~20글자, 영문, 숫자, 특수문자가 모두 포함되어야 합니다.',
    );
    const noName = await signup({ ...body, name: '  ' });
    expect(noName.json<Reply>().message).toBe('이름: 필수 입력 항목입니다.');
    const badOrg = await signup({ ...body, orgEmployedId: 999 });
    expect(badOrg.json<Reply>().message).toBe('재직 기관: 선택한 기관을 찾을 수 없습니다.');
  });
});
