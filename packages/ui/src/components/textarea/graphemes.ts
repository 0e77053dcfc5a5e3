// The kit counts characters as a person sees them (grapheme clusters), as the platform's validators
// do on the server: the kit depends on no other package, so it counts with the same Intl.Segmenter
// here. UTF-16 units (String#length, the native maxLength) count an emoji as two and a family joined
// by ZWJ as eleven, so "500/500" arrived after 250 emoji and the browser cut the rest.

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// The count is asked after every render of a counting textarea (its text may change without an event):
// the last answer is kept, so an unchanged text of thousands of characters is not segmented again.
let last = { text: '', count: 0 };

/** The characters a person sees in `text`. */
export function graphemeCount(text: string): number {
  if (text === last.text) return last.count;
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  last = { text, count };
  return count;
}

/** The first `max` characters of `text`, as seen. */
function firstGraphemes(text: string, max: number): string {
  if (max <= 0) return '';
  let count = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === max) return text.slice(0, index);
    count++;
  }
  return text;
}

/**
 * `value` held to `max` characters as the native maxLength would hold it: what was typed or pasted at
 * the caret is cut, the text after the caret is kept. Answers the value and where the caret goes, or
 * undefined when the value is within the limit.
 */
export function clipAtCaret(
  value: string,
  caret: number,
  max: number,
): { value: string; caret: number } | undefined {
  if (graphemeCount(value) <= max) return undefined;
  const after = value.slice(caret);
  const before = firstGraphemes(value.slice(0, caret), max - graphemeCount(after));
  // Text after the caret alone over the limit (a value set from outside): keep its start instead.
  if (graphemeCount(after) > max) {
    const kept = firstGraphemes(value, max);
    return { value: kept, caret: kept.length };
  }
  return { value: before + after, caret: before.length };
}
