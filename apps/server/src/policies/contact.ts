import { bodyEmail, perHour, type RateRule } from '../http/rate-limit.js';

/**
 * Who may do what with contact-form messages: anyone may write; only platform admins read and handle
 * them (the contract's `roles`, checked by the route mechanism).
 */
export const contactPolicy = {
  /** Messages one sender may send per hour, so the form cannot be used to flood the inbox. */
  sendLimit: {
    perTarget: { limit: perHour(5), target: bodyEmail },
    perAddress: perHour(100),
  } satisfies RateRule,
};
