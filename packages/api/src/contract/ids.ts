import { z } from 'zod/mini';
import { replyMessages } from './messages.ko.js';

/** The largest value of the database's integer ids: a larger number names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

// Decimal digits only: ` 1`, `0x10`, `1e1`, `+1` and `01` are not the ids 1, 16 or 10 (JavaScript's
// Number() would take them all), and ten digits at most before the range check.
const decimalId = /^[1-9][0-9]{0,9}$/;

/**
 * A record's id, in a path or a body: a whole number from 1 to the database's largest integer, given
 * as a number or as its decimal digits. Anything else is refused with `message`.
 */
export const recordIdSaying = (message: string) =>
  z.pipe(
    z.union(
      [z.number(), z.pipe(z.string().check(z.regex(decimalId, { error: message })), z.transform(Number))],
      { error: message },
    ),
    z
      .int({ error: message })
      .check(z.minimum(1, { error: message }), z.maximum(MAX_RECORD_ID, { error: message })),
  );

/** A record's id, refused with the general message. */
export const recordId = recordIdSaying(replyMessages.invalidId);

/** The `:id` path parameter of a record. */
export const recordIdParams = z.object({ id: recordId });
