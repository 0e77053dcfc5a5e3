const latinWord = /^[A-Za-z]/;

/**
 * The letters an avatar shows when there is no picture. Korean (and other) names give their
 * first character (`김철수` → `김`); names of several Latin words give the first letters of the
 * first and last word (`Jane van Doe` → `JD`); a single Latin word gives its first letter.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.at(-1);
  const firstChar = (word: string) => Array.from(word)[0] ?? '';
  if (words.length > 1 && last !== undefined && latinWord.test(first) && latinWord.test(last)) {
    return `${firstChar(first)}${firstChar(last)}`.toUpperCase();
  }
  return firstChar(first).toUpperCase();
}
