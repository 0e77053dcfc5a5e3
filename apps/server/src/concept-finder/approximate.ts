/**
 * The fewest edits (insert, delete, substitute one key, swap two neighbours) that turn `pattern` into
 * some stretch of `text`, and where that stretch ends (Sellers' approximate substring matching, with the
 * optimal-string-alignment swap). The finder runs it on keystroke forms, where a one-key typo is one edit:
 * 당뇨벙 is one edit from a stretch of 제2형 당뇨병, pnuemonia one swap from pneumonia. Gives up (returns
 * undefined) beyond `limit` edits.
 */
export function approximateMatch(
  pattern: string,
  text: string,
  limit: number,
): { distance: number; end: number } | undefined {
  const p = [...pattern];
  const t = [...text];
  const m = p.length;
  if (m === 0) return { distance: 0, end: 0 };
  // column[i]: edits of pattern's first i keys against the best stretch ending at the current key.
  let before: number[] = [];
  let column = Array.from({ length: m + 1 }, (_, i) => i);
  let best = { distance: column[m] as number, end: 0 };
  for (let j = 1; j <= t.length; j += 1) {
    const next = [0];
    for (let i = 1; i <= m; i += 1) {
      let cost = Math.min(
        (column[i - 1] as number) + (p[i - 1] === t[j - 1] ? 0 : 1),
        (column[i] as number) + 1,
        (next[i - 1] as number) + 1,
      );
      if (i > 1 && j > 1 && p[i - 1] === t[j - 2] && p[i - 2] === t[j - 1])
        cost = Math.min(cost, (before[i - 2] as number) + 1);
      next.push(cost);
    }
    before = column;
    column = next;
    if ((column[m] as number) < best.distance) best = { distance: column[m] as number, end: j };
  }
  return best.distance <= limit ? best : undefined;
}

/** Edits between two whole words (optimal string alignment), or undefined beyond `limit`. */
export function wordDistance(a: string, b: string, limit: number): number | undefined {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return undefined;
  let before: number[] = [];
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const next = [i];
    let smallest = i;
    for (let j = 1; j <= y.length; j += 1) {
      let cost = Math.min(
        (row[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1),
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        cost = Math.min(cost, (before[j - 2] as number) + 1);
      next.push(cost);
      smallest = Math.min(smallest, cost);
    }
    if (smallest > limit) return undefined;
    before = row;
    row = next;
  }
  const distance = row[y.length] as number;
  return distance <= limit ? distance : undefined;
}

/** Edits a word of this many keys may have and still be the word meant: none below 4 keys, then 1, 2, 3. */
export const typoLimit = (keys: number) => (keys < 4 ? 0 : keys < 10 ? 1 : keys < 14 ? 2 : 3);
