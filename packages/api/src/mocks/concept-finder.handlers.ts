import type { HttpHandler } from 'msw';
import type { MaskedCount } from '../contract/atlas-search.js';
import { atlasSearchMessages as am } from '../contract/atlas-search.ko.js';
import type {
  ConceptFinderResult,
  FinderMatch,
  FinderRecordsHospital,
  FoundByFinder,
} from '../contract/concept-finder.js';
import { conceptFinderApi } from '../contract/index.js';
import type { UserInfo } from '../contract/user.js';
import { isActive, privilegeIn, settingsOf } from './admin.fixtures.js';
import {
  conceptFinderOf,
  finderConcepts,
  method,
  MODEL_SLOW_NOTICE,
  vocabularyConceptOfFinder,
  type FinderConcept,
} from './concept-finder.fixtures.js';
import type { MockDb } from './db.js';
import { mockFor, requireUser } from './session.js';

export { conceptFinderOf } from './concept-finder.fixtures.js';

// EVIX-AI's concept finder, answering as the server's service does but with a ranking only good enough
// for stories: the query read as typed, with spaces aside, with a tiny abbreviation table, a few canned
// typos and everyday words, and Korean particles and endings taken off a phrase. The real ranking is
// apps/server/src/concept-finder/.

type Reason = FinderMatch['reasons'][number];
/** One reading of the query and why it differs from what was typed. */
interface Reading {
  text: string;
  reasons: Reason[];
}

const ABBREVIATIONS: Record<string, string> = {
  mi: 'myocardial infarction',
  dm: 'diabetes mellitus',
  htn: 'hypertension',
  gi: 'gastrointestinal',
  af: 'atrial fibrillation',
  hf: 'heart failure',
  er: 'emergency room',
};
const CORRECTIONS: Record<string, string> = { 당뇨벙: '당뇨병', 셀레콕시부: '셀레콕시브', 고혈업: '고혈압' };
const KEYBOARD: Record<string, string> = { ekdsyqud: '당뇨병', ekdsyq: '당뇨' };
const EVERYDAY: Record<string, string> = { 심장마비: '심정지', 맹장염: '충수염' };
const PHRASES: Record<string, string> = { '혈압이 높은': '고혈압', '피가 나는': '출혈' };
/** Words a phrase carries that name no concept ("…이 있는 환자"). */
const FILLER = new Set(['환자', '있는', '있음', '있는지', '없는', '관련', '경우']);
const PARTICLE = /(이|가|을|를|은|는|의|에|에서|으로|로)$/;

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The readings of a query: as typed, then each rewrite with its reason. */
function readingsOf(query: string): Reading[] {
  const typed = query.trim();
  const readings: Reading[] = [{ text: typed, reasons: [] }];
  const rewrite = (kind: Reason['kind'], table: Record<string, string>, from: Reading) => {
    for (const [wrong, right] of Object.entries(table)) {
      // An abbreviation is a word of its own ("MI", not the "mi" in "vomiting"); the rest are parts of words.
      const pattern =
        kind === 'ABBREVIATION' ? new RegExp(`(?<=^|\\s)${wrong}(?=\\s|$)`, 'i') : new RegExp(wrong);
      const found = pattern.exec(from.text)?.[0];
      if (found === undefined) continue;
      readings.push({
        text: from.text.replace(pattern, right),
        reasons: [...from.reasons, { kind, from: found, to: right }],
      });
    }
  };
  rewrite('CORRECTION', CORRECTIONS, readings[0] as Reading);
  rewrite('KEYBOARD', KEYBOARD, readings[0] as Reading);
  rewrite('EVERYDAY', EVERYDAY, readings[0] as Reading);
  rewrite('PHRASE', PHRASES, readings[0] as Reading);
  for (const reading of [...readings]) rewrite('ABBREVIATION', ABBREVIATIONS, reading);
  for (const reading of [...readings]) {
    const words = reading.text.split(/\s+/).filter((w) => !FILLER.has(w));
    const stripped = words.map((w) => (/[가-힣]{3,}$/.test(w) ? w.replace(PARTICLE, '') : w)).join(' ');
    if (stripped !== reading.text && stripped !== '') {
      readings.push({
        text: stripped,
        reasons: [...reading.reasons, { kind: 'PHRASE', from: reading.text, to: stripped }],
      });
    }
  }
  return readings;
}

const namesOf = (c: FinderConcept) => [...(c.koreanName ? [c.koreanName] : []), c.name, ...c.synonyms];

/** How well one reading matches one name, 0 to 1, and whether it took ignoring the spaces. */
function nameScore(reading: string, name: string): { score: number; spacing: boolean } {
  const q = reading.toLowerCase();
  const n = name.toLowerCase();
  if (q === n) return { score: 1, spacing: false };
  if (compact(q) === compact(n)) return { score: 0.97, spacing: true };
  if (n.includes(q)) return { score: 0.6 + 0.3 * (q.length / n.length), spacing: false };
  if (compact(n).includes(compact(q))) return { score: 0.55 + 0.3 * (q.length / n.length), spacing: true };
  return { score: 0, spacing: false };
}

/** Mixed text ("type 2 당뇨"): the share of its words any of the concept's names holds. */
function wordsScore(reading: string, names: readonly string[]): number {
  const words = reading.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length < 2) return 0;
  const held = words.filter((w) => names.some((n) => compact(n).includes(w))).length;
  return held === words.length ? 0.8 : (0.5 * held) / words.length;
}

const language = (name: string): FinderMatch['language'] => (/[가-힣]/.test(name) ? 'ko' : 'en');

/** The concept's best match over every reading, or null when nothing matches well enough. */
function matchOf(
  c: FinderConcept,
  readings: readonly Reading[],
): { score: number; match: FinderMatch } | null {
  let best: { score: number; match: FinderMatch } | null = null;
  const names = namesOf(c);
  for (const [i, reading] of readings.entries()) {
    // A rewritten reading is a guess: it counts a little less than what was typed.
    const weight = i === 0 ? 1 : 0.95;
    for (const name of names) {
      const { score, spacing } = nameScore(reading.text, name);
      const s = score * weight;
      if (s > (best?.score ?? 0)) {
        const reasons: Reason[] = [
          ...reading.reasons,
          spacing
            ? { kind: 'SPACING', from: reading.text, to: name }
            : { kind: 'TEXT', from: reading.text, to: name },
        ];
        best = { score: s, match: { name, language: language(name), reasons } };
      }
    }
    const words = wordsScore(reading.text, names) * weight;
    if (words > (best?.score ?? 0)) {
      const name = c.koreanName ?? c.name;
      best = {
        score: words,
        match: {
          name,
          language: language(name),
          reasons: [...reading.reasons, { kind: 'TEXT', from: reading.text, to: name }],
        },
      };
    }
  }
  return best && best.score >= 0.3 ? best : null;
}

/**
 * The organisations whose ATLASes and CDMs the user may use: their own (active membership), and every
 * RFZ organisation's when they are active in one in RFZ (the rule of the vocabulary search's mocks).
 */
function researchOrgIdsOf(db: MockDb, user: UserInfo): Set<number> {
  const own = user.orgList.filter((row) => isActive(row.orgUserPrivilege)).map((row) => row.orgId);
  const rfz = db.organizations.map((o) => o.id).filter((id) => settingsOf(db, id).rfzLevel !== '');
  return new Set([...own, ...(own.some((id) => rfz.includes(id)) ? rfz : [])]);
}

const orgNameOf = (db: MockDb, orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';

const collator = new Intl.Collator('ko', { numeric: true });

function search(
  db: MockDb,
  user: UserInfo,
  body: { query: string; domainIds: string[]; limit: number },
): ConceptFinderResult {
  const state = conceptFinderOf(db);
  const started = performance.now();
  const empty = {
    query: body.query,
    method: 'LEXICAL' as const,
    modelNotice: null,
    index: state.index,
    domains: [],
    results: [],
  };
  if (state.index.state !== 'READY') return { ...empty, tookMs: 1 };

  const readings = readingsOf(body.query);
  const ranked = finderConcepts
    .flatMap((c) => {
      const found = matchOf(c, readings);
      return found ? [{ c, ...found }] : [];
    })
    .sort(
      (a, b) =>
        b.score - a.score || a.match.name.length - b.match.name.length || a.c.conceptId - b.c.conceptId,
    );

  const counts = new Map<string, number>();
  for (const { c } of ranked) counts.set(c.domainId, (counts.get(c.domainId) ?? 0) + 1);
  const domains = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));

  const orgIds = researchOrgIdsOf(db, user);
  const atlases = db.atlases.filter((a) => orgIds.has(a.orgId)).sort((a, b) => a.id - b.id);
  const model = state.model === 'ANSWERS';
  const results = ranked
    .filter(({ c }) => body.domainIds.length === 0 || body.domainIds.includes(c.domainId))
    .slice(0, body.limit)
    .map(({ c, score, match }, position): FoundByFinder => ({
      concept: vocabularyConceptOfFinder(c),
      score: Math.round(score * 1000) / 1000,
      // The model reads the top few again; its reading is one more reason beside the words'.
      match:
        model && position < 3
          ? { ...match, reasons: [...match.reasons, { kind: 'MODEL', from: body.query, to: match.name }] }
          : match,
      hospitals: atlases
        .filter((a) => c.atlasIds.includes(a.id))
        .map((a) => ({ atlasId: a.id, atlasName: a.name, orgName: orgNameOf(db, a.orgId) })),
    }));
  return {
    ...empty,
    method: method(state.model),
    modelNotice: state.model === 'SLOW' ? MODEL_SLOW_NOTICE : null,
    domains,
    results,
    tookMs: Math.max(1, Math.round(performance.now() - started)),
  };
}

const masked = (value: number, min: number): MaskedCount =>
  value > 0 && value < min ? { value: null, hidden: true } : { value, hidden: false };

/** Each CDM the user may use, counted where the concept viewer's gates let them see it. */
function records(db: MockDb, user: UserInfo, conceptIds: readonly number[]): FinderRecordsHospital[] {
  const orgIds = researchOrgIdsOf(db, user);
  const state = conceptFinderOf(db);
  const ids = [...new Set(conceptIds)];
  return db.cdms
    .filter((cdm) => orgIds.has(cdm.orgId))
    .sort((a, b) => collator.compare(orgNameOf(db, a.orgId), orgNameOf(db, b.orgId)) || a.id - b.id)
    .map((cdm): FinderRecordsHospital => {
      const settings = settingsOf(db, cdm.orgId);
      const org = orgNameOf(db, cdm.orgId);
      const row = (
        s: FinderRecordsHospital['state'],
        message: string | null,
        count: (id: number) => MaskedCount,
      ) => ({
        orgId: cdm.orgId,
        orgName: org,
        cdmId: cdm.id,
        cdmName: cdm.name,
        state: s,
        message,
        minCellCount: settings.minCellCount,
        counts: ids.map((conceptId) => ({ conceptId, persons: count(conceptId) })),
      });
      const none = () => ({ value: null, hidden: false });
      if (!settings.onConceptId) return row('NOT_ALLOWED', am.conceptIdSwitchOff(org), none);
      if (!settings.conceptLookup) return row('NOT_ALLOWED', am.conceptLookupOff(org), none);
      if (!isActive(privilegeIn(user, cdm.orgId))) return row('NOT_ALLOWED', am.notMember(org), none);
      if (!db.atlases.some((a) => a.orgId === cdm.orgId))
        return row('NO_ATLAS', am.noAtlasForCdm(cdm.name), none);
      const counts = state.counts.get(cdm.id);
      return row('OK', null, (id) => masked(counts?.get(id) ?? 0, settings.minCellCount));
    });
}

export function conceptFinderHandlers(db: MockDb): HttpHandler[] {
  const mock = mockFor(db);
  return [
    mock(conceptFinderApi.findConcepts, ({ body }) => ({ content: search(db, requireUser(db), body) })),
    mock(conceptFinderApi.getFinderIndex, () => {
      requireUser(db);
      return { content: conceptFinderOf(db).index };
    }),
    mock(conceptFinderApi.countFinderRecords, ({ body }) => ({
      content: { hospitals: records(db, requireUser(db), body.conceptIds) },
    })),
  ];
}
