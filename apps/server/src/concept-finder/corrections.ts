import { finderWords } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { typoLimit, wordDistance } from './approximate.js';
import { indexVersion } from './index-sync.js';
import type { FinderQuery } from './query.js';

// Typos corrected against the words the indexed names use (폐염 → 폐렴, pnuemonia → pneumonia, 헤모글로블린
// → 헤모글로빈): a typed word that no name has is compared, key by key, with the names' words of about its
// length; the nearest become alternatives the search also looks for. The words are read once per index
// version (a few ten thousand, even for a million names: recombined names bring no new words).

interface Vocabulary {
  known: Set<string>;
  /** By length in keys, and (Hangul words) by length in syllables: a missing syllable is one slip too. */
  byLength: Map<number, { keys: string; word: string }[]>;
  bySyllables: Map<number, { keys: string; word: string }[]>;
}

const cached = new WeakMap<Database, { version: number; vocabulary: Promise<Vocabulary> }>();

async function readVocabulary(db: Database): Promise<Vocabulary> {
  const rows = await db.select().from(finderWords);
  const byLength = new Map<number, { keys: string; word: string }[]>();
  const bySyllables = new Map<number, { keys: string; word: string }[]>();
  const put = (map: typeof byLength, length: number, row: { keys: string; word: string }) => {
    const list = map.get(length) ?? [];
    list.push(row);
    map.set(length, list);
  };
  for (const row of rows) {
    put(byLength, [...row.keys].length, row);
    if (/^[가-힣]+$/.test(row.word)) put(bySyllables, row.word.length, row);
  }
  return { known: new Set(rows.map((row) => row.keys)), byLength, bySyllables };
}

export function vocabularyOf(db: Database): Promise<Vocabulary> {
  const version = indexVersion(db);
  const entry = cached.get(db);
  if (entry && entry.version === version) return entry.vocabulary;
  const vocabulary = readVocabulary(db);
  // A failed read is tried again by the next search.
  vocabulary.catch(() => cached.delete(db));
  cached.set(db, { version, vocabulary });
  return vocabulary;
}

/**
 * The vocabulary's nearest words to a typed word (its keys, and its Hangul if it is Hangul), when it has
 * not that word itself: within a typo or two of keys, or one syllable more or less (아목시린 → 아목시실린).
 */
function nearest(vocabulary: Vocabulary, keys: string, hangul: string | undefined) {
  const chars = [...keys];
  const length = chars.length;
  const limit = typoLimit(length);
  if (limit === 0 || vocabulary.known.has(keys)) return [];
  const found: { keys: string; word: string; distance: number }[] = [];
  for (let size = length - limit; size <= length + limit; size += 1)
    for (const candidate of vocabulary.byLength.get(size) ?? []) {
      // One edit leaves the first or the last key as typed: a cheap test before the full one.
      if (limit === 1 && candidate.keys[0] !== keys[0] && candidate.keys.at(-1) !== keys.at(-1)) continue;
      const distance = wordDistance(keys, candidate.keys, limit);
      if (distance !== undefined) found.push({ ...candidate, distance });
    }
  // A syllable more or less only when no word is a key or two away (당뇨벙 is 당뇨병, not 당뇨).
  if (found.length === 0 && hangul && hangul.length >= 3)
    for (let size = hangul.length - 1; size <= hangul.length + 1; size += 2)
      for (const candidate of vocabulary.bySyllables.get(size) ?? [])
        if (wordDistance(hangul, candidate.word, 1) !== undefined) found.push({ ...candidate, distance: 1 });
  const best = Math.min(...found.map((f) => f.distance));
  return found.filter((f) => f.distance === best).slice(0, 5);
}

/** Adds, to every term typed with a typo, the words it most likely meant. */
export function addCorrections(query: FinderQuery, vocabulary: Vocabulary) {
  for (const term of query.terms) {
    if (term.weight === 0) continue;
    const typed = term.alternatives.filter(
      (alternative) =>
        (alternative.reason === 'TEXT' || alternative.reason === 'KEYBOARD') &&
        alternative.slots.length === 1 &&
        alternative.slots[0]?.length === 1,
    );
    // A word whose stem the vocabulary has (당뇨병을 → 당뇨병) is no typo.
    if (typed.some((alternative) => vocabulary.known.has(alternative.slots[0]?.[0]?.keys ?? ''))) continue;
    for (const alternative of typed) {
      const slot = alternative.slots[0]?.[0];
      if (!slot || slot.wholeWord) continue;
      const hangul = /^[가-힣]+$/.test(alternative.to) ? alternative.to : undefined;
      for (const near of nearest(vocabulary, slot.keys, hangul))
        term.alternatives.push({
          slots: [[{ keys: near.keys, wholeWord: false }]],
          quality: alternative.quality * (0.88 - 0.05 * (near.distance - 1)),
          reason: 'CORRECTION',
          from: alternative.from === alternative.to ? term.word : alternative.to,
          to: near.word,
        });
    }
  }
}
