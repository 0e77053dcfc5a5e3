// Database errors leave the node (the execution's error and log) only without data values in them. A
// package can make PostgreSQL quote a value of the CDM in an error (`select person_source_value::int`
// → `invalid input syntax for type integer: "001f4a87-…"`), or raise one itself (`RAISE EXCEPTION
// '%', …` in a DO block). So:
// - an error raised by the package's own code (SQLSTATE P0001, or any error of a file that has a DO
//   block or a RAISE, whose text the package may have chosen) is replaced whole by a sentence saying so;
// - otherwise every quoted fragment and every number in the message that the package's own SQL text
//   does not contain is replaced by ‹값 숨김›: the researcher's column and table names, which the SQL
//   text has, stay, so the error stays useful.

export const HIDDEN_VALUE = '‹값 숨김›';

/** SQLSTATE of RAISE EXCEPTION without its own code. */
const RAISED = 'P0001';
const USER_CODE = /\bdo\s+(?:language\s+\w+\s+)?\$|\braise\b/i;
/** A double- or single-quoted fragment (PostgreSQL doubles the quote inside), or a number. */
const FRAGMENT = /"((?:[^"]|"")*)"|'((?:[^']|'')*)'|(?<![\w.])[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the SQL has the fragment as a whole (`3` is not in `2023`, `subject_key` is in `as subject_key`). */
function containsToken(sql: string, fragment: string): boolean {
  return new RegExp(`(?<![\\w])${escape(fragment)}(?![\\w])`, 'u').test(sql);
}

export interface ScrubbedError {
  text: string;
  /** The package raised it: its text is not shown at all. */
  raised: boolean;
}

/** A database error's message as it may leave, given the SQL the package ran. */
export function scrubDatabaseError(
  error: { message: string; code?: string | null },
  sql: string,
  raisedText: string,
): ScrubbedError {
  if (error.code === RAISED || USER_CODE.test(sql)) return { text: raisedText, raised: true };
  const haystack = sql.toLowerCase();
  const text = error.message.replace(FRAGMENT, (whole, double?: string, single?: string) => {
    const inner = double ?? single;
    const fragment = (inner ?? whole).trim();
    if (fragment === '' || containsToken(haystack, fragment.toLowerCase())) return whole;
    return inner === undefined ? HIDDEN_VALUE : `${whole[0]}${HIDDEN_VALUE}${whole[0]}`;
  });
  return { text, raised: false };
}
