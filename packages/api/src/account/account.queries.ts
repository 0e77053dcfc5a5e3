import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import { checkPasswordResetLink, getOrgDomains, listSignupOrgs } from '../contract/account.contract.js';
import { listTerms } from '../contract/terms.contract.js';

/** The public data sign-up and the terms pages read: terms texts, organisations and their domains. */
export const accountKeys = {
  all: ['account'] as const,
  terms: () => [...accountKeys.all, 'terms'] as const,
  orgs: () => [...accountKeys.all, 'orgs'] as const,
  orgDomains: (orgId: number) => [...accountKeys.orgs(), orgId, 'domains'] as const,
  resetLink: (token: string) => [...accountKeys.all, 'reset-link', token] as const,
};

// These change only when an admin edits them: no refetch while the visitor fills in the form.
const stable = { staleTime: 10 * 60_000, refetchOnWindowFocus: false } as const;

export const accountQueries = {
  terms: () => queryOptions({ queryKey: accountKeys.terms(), queryFn: () => call(listTerms), ...stable }),
  orgs: () => queryOptions({ queryKey: accountKeys.orgs(), queryFn: () => call(listSignupOrgs), ...stable }),
  orgDomains: (orgId: number) =>
    queryOptions({
      queryKey: accountKeys.orgDomains(orgId),
      queryFn: () => call(getOrgDomains, { params: { id: orgId } }),
      ...stable,
    }),
  /** Whether /resetpassword's link can still be used: asked once as the page opens, which says a failure. */
  resetLink: (token: string) =>
    queryOptions({
      queryKey: accountKeys.resetLink(token),
      queryFn: () => call(checkPasswordResetLink, { body: { token } }, { inPlace: 'failures' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    }),
};
