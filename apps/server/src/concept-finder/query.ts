import type { FinderReasonKind } from '@cdmnet/api/contract';
import {
  compact,
  encodeKeys,
  hasHangul,
  isLatinWord,
  keysFromLatin,
  normalize,
  syllablesFromKeys,
  toKeys,
  words,
} from './korean-text.js';
import {
  ENDINGS,
  ENGLISH_STOPWORDS,
  HIGH_WORDS,
  KOREAN_STOPWORDS,
  GENERIC_WORDS,
  LAY_PREDICATES,
  LOW_WORDS,
} from './korean-words.js';
import {
  abbreviations,
  englishToKorean,
  everydayKorean,
  knownEnglish,
  koreanToEnglish,
  koreanWords,
} from './lexicon.js';

// A search as the finder reads it: terms (one per word the user typed), each with the alternatives it may
// match as (the word itself, without its particle, the abbreviation's expansion, the everyday word's formal
// term, the Korean word's English, the keys typed in English mode), each alternative a sequence of slots
// that must all appear in one name.

/** Why a name matched: shown to the user beside each result (the contract's kinds). */
export type MatchReason = FinderReasonKind;

/**
 * One word to find in a name, as keys. A short Latin word (mi, 2) must be a whole word of the name. Only
 * a word as typed is also looked for within a typo or two (`fuzzy`): corrections and expansions are exact.
 */
export interface Slot {
  keys: string;
  wholeWord: boolean;
  fuzzy?: boolean;
}

export interface Alternative {
  /** Every slot must be found in the same name; a slot is satisfied by any of its options. */
  slots: Slot[][];
  quality: number;
  reason: MatchReason;
  /** What the user typed and what it was read as, for the explanation. */
  from: string;
  to: string;
}

export interface Term {
  word: string;
  /** How much finding it counts: 0 for words that name nothing (환자, with), less for numbers. */
  weight: number;
  alternatives: Alternative[];
}

export interface FinderQuery {
  text: string;
  terms: Term[];
  /** Keys of the whole search read as one name: a name equal to one of these is an exact match. */
  wholeKeys: Set<string>;
}

const slotOf = (word: string): Slot => ({
  keys: toKeys(compact(word)),
  wholeWord: isLatinWord(word) ? word.length <= 3 : /^\d+$/.test(word) && false,
});

/** A phrase's words as slots of one option each. */
const phraseSlots = (phrase: string): Slot[][] => words(phrase).map((word) => [slotOf(word)]);

/** A Hangul word without the particle or ending it may carry, longest ending first (출혈이 → 출혈). */
function withoutEndings(word: string): string[] {
  const stems: string[] = [];
  for (const ending of ENDINGS) {
    if (word.length > ending.length && word.endsWith(ending)) stems.push(word.slice(0, -ending.length));
  }
  return stems.slice(0, 3);
}

/** A compound split into the layer's Korean words when it splits wholly (위장관출혈 → 위장관, 출혈). */
function segments(word: string): string[] | undefined {
  const split = (rest: string, depth: number): string[] | undefined => {
    if (rest === '') return [];
    if (depth > 5) return undefined;
    for (const known of koreanWords) {
      if (known.length < rest.length + 1 && rest.startsWith(known)) {
        const tail = split(rest.slice(known.length), depth + 1);
        if (tail) return [known, ...tail];
      }
    }
    return undefined;
  };
  const parts = split(word, 0);
  return parts && parts.length >= 2 ? parts : undefined;
}

function koreanAlternatives(word: string, add: (alternative: Alternative) => void) {
  const bases = [word, ...withoutEndings(word)];
  for (const [index, base] of bases.entries()) {
    if (index > 0) add({ slots: [[slotOf(base)]], quality: 0.98, reason: 'TEXT', from: word, to: base });
    for (const formal of everydayKorean.get(base) ?? [])
      add({ slots: phraseSlots(formal), quality: 0.95, reason: 'EVERYDAY', from: base, to: formal });
    const english = koreanToEnglish.get(base);
    if (english)
      for (const phrase of english)
        add({ slots: phraseSlots(phrase), quality: 0.85, reason: 'TRANSLATION', from: base, to: phrase });
    else {
      const parts = segments(base);
      if (parts) {
        // Each part as itself or as its English: 위장관출혈 finds "gastrointestinal hemorrhage".
        const slots = parts.map((part) => [
          slotOf(part),
          ...(koreanToEnglish.get(part) ?? []).flatMap((phrase) =>
            phrase.includes(' ') ? [] : [slotOf(phrase)],
          ),
          ...(everydayKorean.get(part) ?? []).flatMap((formal) =>
            formal.includes(' ') ? [] : [slotOf(formal)],
          ),
        ]);
        const to = parts.map((part) => (koreanToEnglish.get(part) ?? [part])[0]).join(' ');
        add({ slots, quality: 0.85, reason: 'TRANSLATION', from: base, to });
      }
    }
  }
}

function abbreviationAlternatives(word: string, add: (alternative: Alternative) => void) {
  for (const expansion of abbreviations.get(compact(word)) ?? [])
    add({ slots: phraseSlots(expansion), quality: 0.95, reason: 'ABBREVIATION', from: word, to: expansion });
}

function latinAlternatives(word: string, raw: string, add: (alternative: Alternative) => void) {
  for (const korean of englishToKorean.get(word) ?? [])
    add({ slots: phraseSlots(korean), quality: 0.85, reason: 'TRANSLATION', from: word, to: korean });
  if (knownEnglish.has(word) || ENGLISH_STOPWORDS.has(word)) return;
  const jamo = keysFromLatin(raw);
  if (!jamo) return;
  const hangul = syllablesFromKeys(jamo);
  add({
    slots: [[{ keys: encodeKeys(jamo), wholeWord: false, fuzzy: true }]],
    quality: 0.9,
    reason: 'KEYBOARD',
    from: raw,
    to: hangul,
  });
  koreanAlternatives(hangul, (alternative) =>
    add({ ...alternative, quality: alternative.quality * 0.9, reason: 'KEYBOARD', from: raw }),
  );
}

function weightOf(word: string): number {
  if (KOREAN_STOPWORDS.has(word) || ENGLISH_STOPWORDS.has(word)) return 0;
  if (GENERIC_WORDS.has(word)) return 0.3;
  if (/^\d+$/.test(word)) return 0.6;
  if (isLatinWord(word) && word.length === 1) return 0.3;
  return 1;
}

function termOf(word: string, raw: string): Term {
  const alternatives: Alternative[] = [];
  const seen = new Set<string>();
  const add = (alternative: Alternative) => {
    const key = JSON.stringify(alternative.slots);
    if (seen.has(key)) return;
    seen.add(key);
    alternatives.push(alternative);
  };
  add({ slots: [[{ ...slotOf(word), fuzzy: true }]], quality: 1, reason: 'TEXT', from: word, to: word });
  abbreviationAlternatives(word, add);
  if (hasHangul(word)) koreanAlternatives(word, add);
  else if (isLatinWord(word)) latinAlternatives(word, raw, add);
  const stem = withoutEndings(word)[0];
  const weight = Math.min(weightOf(word), stem !== undefined && hasHangul(word) ? weightOf(stem) : 1);
  return { word, weight, alternatives };
}

/**
 * A noun that a following word turns into another term (혈압 + 높은 → 고혈압, 머리 + 아프다 → 두통): that term is
 * what was meant, the noun alone now less likely.
 */
function joinInto(noun: Term, joined: string, from: string) {
  for (const alternative of noun.alternatives) alternative.quality *= 0.8;
  noun.alternatives.push({ slots: phraseSlots(joined), quality: 1, reason: 'PHRASE', from, to: joined });
  koreanAlternatives(joined, (alternative) =>
    noun.alternatives.push({ ...alternative, quality: alternative.quality * 0.95, reason: 'PHRASE', from }),
  );
}

/** "혈압이 높은" → 혈압 may also be 고혈압; the 높은 itself then names nothing. */
function applyHighLow(terms: Term[]) {
  for (const [index, term] of terms.entries()) {
    const prefix = HIGH_WORDS.has(term.word) ? '고' : LOW_WORDS.has(term.word) ? '저' : undefined;
    const noun = terms[index - 1];
    if (!prefix || !noun || !hasHangul(noun.word)) continue;
    term.weight = 0;
    const stem = withoutEndings(noun.word)[0] ?? noun.word;
    joinInto(noun, prefix + stem, `${noun.word} ${term.word}`);
  }
}

/**
 * "머리가 아프다고", "집이 없는", "자꾸 토하는": a verb after a noun makes one term of both (두통, 노숙), or
 * alone names its finding (구토); LAY_PREDICATES says which.
 */
function applyLayPredicates(terms: Term[]) {
  for (const [index, term] of terms.entries()) {
    const predicate = LAY_PREDICATES.find((p) => p.stems.some((stem) => term.word.startsWith(stem)));
    if (!predicate) continue;
    let nounAt = index - 1;
    while (nounAt >= 0 && (terms[nounAt] as Term).weight === 0) nounAt -= 1;
    const noun = terms[nounAt];
    const nounWord = noun
      ? (withoutEndings(noun.word).find((stem) => predicate.withNoun[stem]) ?? noun.word)
      : '';
    const joined = noun ? predicate.withNoun[nounWord] : undefined;
    if (noun && joined) {
      joinInto(noun, joined, `${noun.word} ${term.word}`);
      term.weight = 0;
    } else if (predicate.alone) {
      const alone = predicate.alone;
      term.alternatives.push({
        slots: phraseSlots(alone),
        quality: 0.9,
        reason: 'PHRASE',
        from: term.word,
        to: alone,
      });
      koreanAlternatives(alone, (alternative) =>
        term.alternatives.push({
          ...alternative,
          quality: alternative.quality * 0.9,
          reason: 'PHRASE',
          from: term.word,
        }),
      );
    }
  }
}

/** A chunk that is an abbreviation whole (SpO2, HbA1c, D-dimer) stays one term; others split into words. */
function chunkTerms(chunk: string): Term[] {
  if (/\p{L}/u.test(chunk) && abbreviations.has(compact(chunk)) && words(chunk).length > 1)
    return [termOf(compact(chunk), chunk)];
  const rawWords = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const terms: Term[] = [];
  for (const raw of rawWords) {
    const parts = words(raw);
    for (const part of parts) terms.push(termOf(part, parts.length === 1 ? raw : part));
  }
  return terms;
}

export function parseQuery(text: string): FinderQuery {
  const terms = text.normalize('NFKC').split(/\s+/u).filter(Boolean).flatMap(chunkTerms);
  applyHighLow(terms);
  applyLayPredicates(terms);
  const content = terms.filter((term) => term.weight > 0);
  const stems = content.map((term) => withoutEndings(term.word)[0] ?? term.word);
  const wholeKeys = new Set(
    [normalize(text), content.map((term) => term.word).join(''), stems.join('')]
      .map((whole) => toKeys(compact(whole)))
      .filter(Boolean),
  );
  return { text, terms, wholeKeys };
}
