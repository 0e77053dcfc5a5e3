import { approximateMatch, typoLimit } from './approximate.js';
import { words } from './korean-text.js';
import type { Alternative, FinderQuery, MatchReason, Slot } from './query.js';

// The model-free ranking (issue 30 item 3). Each candidate concept is scored on its names:
// - how much of the search it covers: every term found in some name, as typed or as one of its
//   alternatives (an alternative counts a little less: a correction less than a translation, a translation
//   less than the text itself);
// - how much of its best name the search covers: 위장관 출혈 is a better answer to "위장관 출혈" than
//   상부 위장관 출혈 with an ulcer, and the ingredient 셀레콕시브 better than a capsule of it;
// - whether a name is the whole search (spaces and particles aside).
// Weights were tuned on the evaluation set (bench/concept-eval.ko.json); the figures are in the README.

/** One name of a candidate concept as the index keeps it. */
export interface CandidateName {
  text: string;
  language: 'ko' | 'en' | 'other';
  keys: string;
}

export interface Candidate {
  conceptId: number;
  domainId: string;
  names: CandidateName[];
}

export interface MatchExplanation {
  /** The name that matched best, as the vocabulary writes it. */
  name: string;
  language: CandidateName['language'];
  reasons: { kind: MatchReason; from: string; to: string }[];
}

export interface Ranked {
  conceptId: number;
  score: number;
  explanation: MatchExplanation;
}

const WEIGHTS = { search: 0.55, name: 0.35, exact: 0.1 };
/** Units, type concepts and metadata answer a clinical search only when nothing clinical does. */
const QUIET_DOMAINS = new Set(['Unit', 'Type Concept', 'Metadata', 'Relationship', 'Vocabulary', 'Domain']);
const QUIET_PENALTY = 0.2;

interface SlotHit {
  quality: number;
  start: number;
  end: number;
  corrected: boolean;
}

/** Where a slot is in a name's keys: exactly, or (for a word long enough) within a typo or two. */
function findSlot(slot: Slot, name: CandidateName, nameWords: () => Set<string>): SlotHit | undefined {
  if (slot.keys === '') return undefined;
  if (slot.wholeWord) {
    if (!nameWords().has(slot.keys)) return undefined;
    const start = name.keys.indexOf(slot.keys);
    return { quality: 1, start, end: start + slot.keys.length, corrected: false };
  }
  const start = name.keys.indexOf(slot.keys);
  if (start >= 0) return { quality: 1, start, end: start + slot.keys.length, corrected: false };
  const limit = slot.fuzzy ? typoLimit(slot.keys.length) : 0;
  if (limit === 0) return undefined;
  const near = approximateMatch(slot.keys, name.keys, limit);
  if (!near) return undefined;
  const length = slot.keys.length;
  return {
    quality: 1 - (0.5 * near.distance) / Math.max(4, length / 2),
    start: Math.max(0, near.end - length),
    end: near.end,
    corrected: true,
  };
}

interface AlternativeHit {
  quality: number;
  spans: [number, number][];
  corrected: boolean;
}

function findAlternative(
  alternative: Alternative,
  name: CandidateName,
  nameWords: () => Set<string>,
): AlternativeHit | undefined {
  let quality = alternative.quality;
  let corrected = false;
  const spans: [number, number][] = [];
  for (const options of alternative.slots) {
    let best: SlotHit | undefined;
    for (const slot of options) {
      const hit = findSlot(slot, name, nameWords);
      if (hit && (!best || hit.quality > best.quality)) best = hit;
    }
    if (!best) return undefined;
    quality = Math.min(quality, alternative.quality * best.quality);
    corrected ||= best.corrected;
    spans.push([best.start, best.end]);
  }
  return { quality, spans, corrected };
}

function coveredShare(spans: [number, number][], length: number): number {
  if (length === 0) return 0;
  const covered = new Uint8Array(length);
  for (const [start, end] of spans) covered.fill(1, Math.max(0, start), Math.min(length, end));
  return covered.reduce((sum, value) => sum + value, 0) / length;
}

export function rankCandidates(query: FinderQuery, candidates: Candidate[]): Ranked[] {
  const totalWeight = query.terms.reduce((sum, term) => sum + term.weight, 0);
  const ranked: Ranked[] = [];
  for (const candidate of candidates) {
    const termBest = query.terms.map(() => 0);
    let bestName: { share: number; name: CandidateName; reasons: MatchExplanation['reasons'] } | undefined;
    let exact = false;
    for (const name of candidate.names) {
      let wordSet: Set<string> | undefined;
      const nameWords = () => (wordSet ??= new Set(words(name.text)));
      if (query.wholeKeys.has(name.keys)) exact = true;
      const spans: [number, number][] = [];
      const reasons: MatchExplanation['reasons'] = [];
      let found = 0;
      query.terms.forEach((term, index) => {
        let best: { hit: AlternativeHit; alternative: Alternative } | undefined;
        for (const alternative of term.alternatives) {
          if (best && alternative.quality <= best.hit.quality) continue;
          const hit = findAlternative(alternative, name, nameWords);
          if (hit && (!best || hit.quality > best.hit.quality)) best = { hit, alternative };
        }
        if (!best) return;
        termBest[index] = Math.max(termBest[index] as number, best.hit.quality);
        found += term.weight * best.hit.quality;
        spans.push(...best.hit.spans);
        const kind = best.hit.corrected ? 'CORRECTION' : best.alternative.reason;
        if (kind !== 'TEXT') reasons.push({ kind, from: best.alternative.from, to: best.alternative.to });
      });
      if (spans.length === 0) continue;
      const searchShare = totalWeight > 0 ? found / totalWeight : 1;
      const share = coveredShare(spans, name.keys.length) * searchShare;
      if (!bestName || share > bestName.share) bestName = { share, name, reasons };
    }
    if (!bestName) continue;
    const searchCover =
      totalWeight > 0
        ? query.terms.reduce((sum, term, index) => sum + term.weight * (termBest[index] as number), 0) /
          totalWeight
        : 0;
    const score =
      WEIGHTS.search * searchCover +
      WEIGHTS.name * bestName.share +
      WEIGHTS.exact * (exact ? 1 : 0) -
      (QUIET_DOMAINS.has(candidate.domainId) ? QUIET_PENALTY : 0);
    ranked.push({
      conceptId: candidate.conceptId,
      score,
      explanation: { name: bestName.name.text, language: bestName.name.language, reasons: bestName.reasons },
    });
  }
  return ranked;
}
