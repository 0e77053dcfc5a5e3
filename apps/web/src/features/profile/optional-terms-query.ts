import { queryOptions } from '@tanstack/react-query';
import { accountKeys, call, termsApi } from '@cdmnet/api';

/**
 * GET /terms/select: the optional terms' texts, so 약관 동의 shows what the user agrees to or withdraws
 * from. Under the terms texts' key; they change only when an admin edits them, so they are not asked
 * again while the page is open. A failure is said beside the terms (다시 시도), not toasted as well.
 */
export const optionalTermsQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.terms(), 'select'],
    queryFn: () => call(termsApi.listOptionalTerms, undefined, { inPlace: 'failures' }),
    staleTime: 10 * 60_000,
  });
