// Text forms the concept finder compares (issue 30): normalised words, the compact form without spaces
// (위장관출혈 = 위장관 출혈), and the keystroke form, Hangul decomposed into the jamo keys of the standard
// two-set keyboard (당뇨병 → ㄷㅏㅇㄴㅛㅂㅕㅇ), in which a one-key typo is one edit and a word typed with the
// keyboard left in English mode (ekdsyqud) reads as the same keys. Keys are written in capital ASCII
// letters, one per jamo (ㄷㅏㅇ → DAQ): PostgreSQL's trigram index ignores letters its database's
// character type does not know, and a database made with the C locale knows no Hangul.

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** Medial vowels as keys: a compound vowel is the two keys that type it. */
const MEDIALS = [
  'ㅏ',
  'ㅐ',
  'ㅑ',
  'ㅒ',
  'ㅓ',
  'ㅔ',
  'ㅕ',
  'ㅖ',
  'ㅗ',
  'ㅗㅏ',
  'ㅗㅐ',
  'ㅗㅣ',
  'ㅛ',
  'ㅜ',
  'ㅜㅓ',
  'ㅜㅔ',
  'ㅜㅣ',
  'ㅠ',
  'ㅡ',
  'ㅡㅣ',
  'ㅣ',
];
/** Final consonants as keys ('' for none): a double final is its two keys. */
const FINALS = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄱㅅ',
  'ㄴ',
  'ㄴㅈ',
  'ㄴㅎ',
  'ㄷ',
  'ㄹ',
  'ㄹㄱ',
  'ㄹㅁ',
  'ㄹㅂ',
  'ㄹㅅ',
  'ㄹㅌ',
  'ㄹㅍ',
  'ㄹㅎ',
  'ㅁ',
  'ㅂ',
  'ㅂㅅ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
/** Compatibility jamo typed alone (ㄳ, ㅘ) as keys too. */
const LONE_JAMO: Record<string, string> = {
  ㄳ: 'ㄱㅅ',
  ㄵ: 'ㄴㅈ',
  ㄶ: 'ㄴㅎ',
  ㄺ: 'ㄹㄱ',
  ㄻ: 'ㄹㅁ',
  ㄼ: 'ㄹㅂ',
  ㄽ: 'ㄹㅅ',
  ㄾ: 'ㄹㅌ',
  ㄿ: 'ㄹㅍ',
  ㅀ: 'ㄹㅎ',
  ㅄ: 'ㅂㅅ',
  ㅘ: 'ㅗㅏ',
  ㅙ: 'ㅗㅐ',
  ㅚ: 'ㅗㅣ',
  ㅝ: 'ㅜㅓ',
  ㅞ: 'ㅜㅔ',
  ㅟ: 'ㅜㅣ',
  ㅢ: 'ㅡㅣ',
};

export const isHangulSyllable = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
};
export const hasHangul = (text: string) => /[가-힣ㄱ-ㅣ]/.test(text);
export const isLatinWord = (text: string) => /^[a-z]+$/i.test(text);

/**
 * Lower case, compatibility forms folded (ＭＧ → mg, ㎎ → mg), every run of anything but letters and
 * digits one space. A number stays apart from letters around it (200mg → 200 mg, 제2형 stays whole: a
 * digit inside Hangul is part of the word).
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .trim();
}

export const words = (text: string): string[] => {
  const normal = normalize(text);
  return normal ? normal.split(' ') : [];
};

/** The normalised text without spaces: spacing variants meet here. */
export const compact = (text: string) => normalize(text).replace(/ /g, '');

/** One capital per jamo key; a double consonant and ㅒ, ㅖ as two (a slip of the shift key is one edit). */
const KEY_CODES: Record<string, string> = {
  ㄱ: 'G',
  ㄲ: 'GG',
  ㄴ: 'N',
  ㄷ: 'D',
  ㄸ: 'DD',
  ㄹ: 'R',
  ㅁ: 'M',
  ㅂ: 'B',
  ㅃ: 'BB',
  ㅅ: 'S',
  ㅆ: 'SS',
  ㅇ: 'Q',
  ㅈ: 'J',
  ㅉ: 'JJ',
  ㅊ: 'C',
  ㅋ: 'K',
  ㅌ: 'T',
  ㅍ: 'P',
  ㅎ: 'H',
  ㅏ: 'A',
  ㅐ: 'E',
  ㅑ: 'Y',
  ㅒ: 'YI',
  ㅓ: 'F',
  ㅔ: 'X',
  ㅕ: 'Z',
  ㅖ: 'ZI',
  ㅗ: 'O',
  ㅛ: 'V',
  ㅜ: 'U',
  ㅠ: 'W',
  ㅡ: 'L',
  ㅣ: 'I',
};

/** Jamo keys as stored and searched. */
export const encodeKeys = (jamo: string) => [...jamo].map((char) => KEY_CODES[char] ?? char).join('');

/** The keystroke form of (already normalised) text: Hangul as its keys, anything else as it is. */
export const toKeys = (text: string): string => encodeKeys(jamoOf(text));

/** Hangul decomposed into the jamo of its keys (compound vowels and double finals as two). */
function jamoOf(text: string): string {
  let keys = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
      const index = code - SYLLABLE_FIRST;
      keys += INITIALS[Math.floor(index / 588)];
      keys += MEDIALS[Math.floor((index % 588) / 28)];
      keys += FINALS[index % 28];
    } else keys += LONE_JAMO[char] ?? char;
  }
  return keys;
}

/** The two-set keyboard: which jamo each Latin key types (shifted keys where they differ). */
const KEYBOARD: Record<string, string> = {
  q: 'ㅂ',
  w: 'ㅈ',
  e: 'ㄷ',
  r: 'ㄱ',
  t: 'ㅅ',
  y: 'ㅛ',
  u: 'ㅕ',
  i: 'ㅑ',
  o: 'ㅐ',
  p: 'ㅔ',
  a: 'ㅁ',
  s: 'ㄴ',
  d: 'ㅇ',
  f: 'ㄹ',
  g: 'ㅎ',
  h: 'ㅗ',
  j: 'ㅓ',
  k: 'ㅏ',
  l: 'ㅣ',
  z: 'ㅋ',
  x: 'ㅌ',
  c: 'ㅊ',
  v: 'ㅍ',
  b: 'ㅠ',
  n: 'ㅜ',
  m: 'ㅡ',
  Q: 'ㅃ',
  W: 'ㅉ',
  E: 'ㄸ',
  R: 'ㄲ',
  T: 'ㅆ',
  O: 'ㅒ',
  P: 'ㅖ',
};
const VOWEL_KEYS = new Set('ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ');

/**
 * What a Latin word would have typed with the keyboard in Korean mode, as jamo (encodeKeys for keys), when those keys make
 * Korean syllables (every vowel after a consonant, at most three consonants between vowels, ending
 * in at most two): `ekdsyqud` → the keys of 당뇨병. Undefined when it cannot be Korean (`diabetes`).
 */
export function keysFromLatin(word: string): string | undefined {
  if (!/^[a-zA-Z]{2,}$/.test(word)) return undefined;
  const keys = [...word].map((char) => KEYBOARD[char] ?? KEYBOARD[char.toLowerCase()] ?? '');
  let consonants = 0;
  let vowels = 0;
  for (const [index, key] of keys.entries()) {
    if (VOWEL_KEYS.has(key)) {
      // A syllable starts with a consonant; two vowel keys in a row only as a compound vowel.
      if (index === 0) return undefined;
      if (consonants === 0 && !VOWEL_KEYS.has(keys[index - 1] ?? '')) return undefined;
      if (consonants > 3) return undefined;
      consonants = 0;
      vowels += 1;
    } else consonants += 1;
  }
  if (vowels === 0 || consonants > 2) return undefined;
  return keys.join('');
}

/** Jamo back to Hangul syllables, to show what was typed in English mode (ㄷㅏㅇㄴㅛㅂㅕㅇ → 당뇨병). */
export function syllablesFromKeys(keys: string): string {
  const chars = [...keys];
  const medialOf = (at: number): [number, number] => {
    const two = MEDIALS.indexOf((chars[at] ?? '') + (chars[at + 1] ?? ''));
    if (two >= 0 && (chars[at + 1] ?? '') !== '') return [two, 2];
    return [MEDIALS.indexOf(chars[at] ?? ''), 1];
  };
  const isVowelAt = (at: number) => VOWEL_KEYS.has(chars[at] ?? '');
  let text = '';
  let at = 0;
  while (at < chars.length) {
    const initial = INITIALS.indexOf(chars[at] ?? '');
    if (initial < 0 || !isVowelAt(at + 1)) {
      text += chars[at];
      at += 1;
      continue;
    }
    const [medial, medialKeys] = medialOf(at + 1);
    let next = at + 1 + medialKeys;
    // A final takes one or two consonants, leaving the last before a vowel to the next syllable.
    let final = 0;
    const two = FINALS.indexOf((chars[next] ?? '') + (chars[next + 1] ?? ''));
    if (two > 0 && !isVowelAt(next + 2) && (chars[next + 1] ?? '') !== '') {
      final = two;
      next += 2;
    } else {
      const one = FINALS.indexOf(chars[next] ?? '');
      if (one > 0 && !isVowelAt(next + 1)) {
        final = one;
        next += 1;
      }
    }
    text += String.fromCharCode(SYLLABLE_FIRST + initial * 588 + medial * 28 + final);
    at = next;
  }
  return text;
}
