import { compact } from './korean-text.js';
import { ABBREVIATIONS } from './lexicon/abbreviations.js';
import { EVERYDAY_KOREAN } from './lexicon/everyday-korean.js';
import { KOREAN_ENGLISH } from './lexicon/korean-english.js';

// The term layer's tables as lookups by a word's compact form. Korean → English also serves the other
// way (bleeding → 출혈), so that an English word finds a concept known only by its Korean name.

function lookup(rows: ReadonlyArray<readonly [string, readonly string[]]>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [key, values] of rows) {
    const list = map.get(compact(key)) ?? [];
    for (const value of values) if (!list.includes(value)) list.push(value);
    map.set(compact(key), list);
  }
  return map;
}

export const abbreviations = lookup(ABBREVIATIONS);
export const everydayKorean = lookup(EVERYDAY_KOREAN);
export const koreanToEnglish = lookup(KOREAN_ENGLISH);
export const englishToKorean = lookup(
  KOREAN_ENGLISH.flatMap(([korean, english]) => english.map((word) => [word, [korean]] as const)),
);

/** English words the layer knows: such a word is not Korean typed in English mode. */
export const knownEnglish = new Set<string>([
  ...englishToKorean.keys(),
  ...[...koreanToEnglish.values(), ...abbreviations.values()].flat().flatMap((phrase) => phrase.split(' ')),
  ...abbreviations.keys(),
]);

/** The longest Korean words of the layer, for splitting a compound (위장관출혈 → 위장관 + 출혈). */
export const koreanWords = [...new Set([...koreanToEnglish.keys(), ...everydayKorean.keys()])].sort(
  (a, b) => b.length - a.length,
);
