/**
 * The deepest a JSON body may nest. Our deepest form (an ATLAS design's expression, a disclosure
 * setting) stays well under it; a deeper body only costs every walker downstream (the parser's
 * prototype check, the NUL check, the schemas), each recursing until the stack runs out.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, found in one pass without recursion
 * and before parsing, so a body a million levels deep costs no more than its bytes. Brackets inside
 * strings do not count; the text need not be valid JSON (the parser refuses that afterwards).
 */
export function nestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * The same question of a value already parsed (a multipart field the form sent as application/json):
 * walked with a stack of its own, as the value is what would run a recursive walker out of stack.
 */
export function valueNestsDeeperThan(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const inner of Object.values(next.value)) pending.push({ value: inner, depth });
  }
  return false;
}
