/** Characters a line may break after: an address's separators (`researcher@` / `demo`, `dist/` / `a.csv`). */
const BREAK_AFTER = new Set(['@', '/', '\\', '-', '_', '?', '&', '=', '#']);

/** Whether a part holds more than separators (a leading `/` or `//` is not a part of its own). */
const hasBody = (part: string): boolean => [...part].some((char) => !BREAK_AFTER.has(char));

/**
 * An address, a file name or a URL cut where a line may break: after `@`, slashes, `-`, `_` and a URL's
 * query separators, and before dots (a line that starts with `.` reads as going on). A run of the same
 * separator (`//`, `__`) stays whole; nothing is cut at either end. Joined, the parts are the text.
 */
export function breakPoints(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const next = text[index + 1];
    // Before a dot, unless the part is empty or the dot follows another (`..`).
    if (char === '.' && current !== '' && !current.endsWith('.') && !BREAK_AFTER.has(current.at(-1) ?? '')) {
      parts.push(current);
      current = '';
    }
    current += char;
    if (BREAK_AFTER.has(char) && next !== undefined && next !== char && hasBody(current)) {
      parts.push(current);
      current = '';
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}
