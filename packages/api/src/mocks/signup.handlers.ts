import { ResultCode } from '../contract/codes.js';
import { accountApi, termsApi } from '../contract/index.js';
import { orgUserPrivilegeLabels, replyMessages, signupMessages as t } from '../contract/messages.ko.js';
import { requiredTermsKeys } from '../contract/terms.js';
import { optionalTermsDocuments, termsDocuments } from '../contract/terms-documents.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { notices, notifyUsers } from './notices.js';
import { mockFor } from './session.js';

const refused = (message: string) => new MockFailure(400, ResultCode.INVALID_INPUT, message);

/** Terms, organisations and sign-up, as the server answers them. Tokens come from verificationHandlers. */
export const signupHandlers = (db: MockDb) => {
  const mock = mockFor(db);
  return [
    mock(termsApi.listTerms, () => ({ content: termsDocuments() })),
    mock(termsApi.listOptionalTerms, () => ({ content: optionalTermsDocuments() })),
    mock(accountApi.listSignupOrgs, () => ({
      content: db.organizations.map(({ domains: _domains, ...org }) => org),
    })),
    mock(accountApi.getOrgDomains, ({ params }) => {
      const org = db.organizations.find((o) => o.id === params.id);
      if (!org) throw new MockFailure(404, ResultCode.NOT_FOUND, replyMessages.notFound);
      return { content: org.domains };
    }),
    mock(accountApi.signup, ({ body }) => {
      const email = body.email.toLowerCase();
      const agreed = new Set(body.terms.filter((term) => term.agreement).map((term) => term.name));
      if (!requiredTermsKeys.every((key) => agreed.has(key))) throw refused(t.requiredTerms);
      if (db.users.some((u) => u.primaryEmail === email))
        throw new MockFailure(409, ResultCode.CONFLICT, t.emailTaken);
      if (body.emailVerifiedToken !== `verified-${email}`) throw refused(t.emailNotVerified);
      if (body.phoneVerifiedToken !== `verified-${body.phoneNumber}`) throw refused(t.phoneNotVerified);
      const org =
        body.orgEmployedId === null ? undefined : db.organizations.find((o) => o.id === body.orgEmployedId);
      if (body.orgEmployedId !== null && !org) throw refused(t.orgNotFound);
      const id = Math.max(...db.users.map((u) => u.id)) + 1;
      const admitted = org?.autoRegistration && org.domains.includes(email.split('@')[1] ?? '');
      db.users.push({
        id,
        name: body.name,
        primaryEmail: email,
        priv: 'NORMAL',
        profileImageId: null,
        description: '',
        expertArea: body.expertArea,
        expertDivision: body.expertDivision,
        orgEmployedId: body.orgEmployedId,
        phoneCountry: 'KR',
        phoneNumber: body.phoneNumber,
        orgList: org
          ? [{ orgId: org.id, orgName: org.name, orgUserPrivilege: admitted ? 'ORG_RESEARCHER' : 'PENDING' }]
          : [],
        terms: body.terms,
        researchRole: [],
      });
      db.passwords.set(id, body.password);
      // Admitted at once by the employer's domain: told so, as services/signup.ts tells them.
      if (org && admitted) {
        notifyUsers(db, [id], notices.membershipAdmitted(org.name, orgUserPrivilegeLabels.ORG_RESEARCHER));
      }
      return { content: null, message: t.done };
    }),
  ];
};
