import { termsKeys } from './enums.js';
import { requiredTermsKeys, type TermsDocument } from './terms.js';
import { termsTexts } from './terms.ko.js';

/**
 * Every terms document in the order a user reads them, with which are required: one builder for the
 * server and the mocks (GET /terms and /terms/select), so the two cannot disagree. Apart from terms.ts,
 * so a page that only needs the required keys does not download the texts.
 */
export const termsDocuments = (): TermsDocument[] =>
  termsKeys.map((name) => ({ name, ...termsTexts[name], required: requiredTermsKeys.includes(name) }));

/** The optional ones (선택 약관): third-party sharing and marketing. */
export const optionalTermsDocuments = (): TermsDocument[] =>
  termsDocuments().filter((terms) => !terms.required);
