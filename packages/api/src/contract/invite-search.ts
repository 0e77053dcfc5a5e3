import { z } from 'zod/mini';
import { graphemeLength, validationMessages } from '@cdmnet/validators';
import { masterMessages as t } from './master.ko.js';

// The search for users to add to an organisation or invite to a project. A module of its own: the
// project calls' contract needs it, and a page showing projects should not load the platform
// admin's schemas for it.

export const INVITE_SEARCH_MIN = 2;

export const inviteSearchQuery = z.object({
  keyword: z.pipe(
    z.string({ error: validationMessages.required }).check(z.trim()),
    z.string().check(
      // Counted as the person sees them (grapheme clusters), as every text limit is.
      z.refine((value) => graphemeLength(value) >= INVITE_SEARCH_MIN, {
        error: t.searchTooShort(INVITE_SEARCH_MIN),
      }),
      z.refine((value) => graphemeLength(value) <= 50, { error: validationMessages.maxLength50 }),
    ),
  ),
});
