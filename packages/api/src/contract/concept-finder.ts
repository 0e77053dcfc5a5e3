import { z } from 'zod/mini';
import { maxLength } from '@cdmnet/validators';
import { conceptCountState, facetCount, maskedCount, vocabularyConcept } from './atlas-search.js';
import { conceptFinderMessages as m } from './concept-finder.ko.js';
import { isoTimestamp } from './content.js';

// EVIX-AI's concept finder (issue 30): free text in Korean, English or both → ranked standard OMOP
// concepts from the index the platform keeps of the hospitals' vocabularies, each with why it matched.

export const CONCEPT_FINDER_QUERY_MAX = 200;
export const CONCEPT_FINDER_LIMIT_MAX = 100;
export const CONCEPT_FINDER_DOMAINS_MAX = 20;
/** Concepts whose persons are counted at once (a page of results). */
export const CONCEPT_FINDER_RECORDS_MAX = 50;

const count = z.int().check(z.nonnegative());

export const conceptFinderForm = z.object({
  query: z.pipe(
    z.string({ error: m.queryRequired }).check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, { error: m.queryRequired }),
        z.maxLength(CONCEPT_FINDER_QUERY_MAX, { error: m.queryTooLong(CONCEPT_FINDER_QUERY_MAX) }),
      ),
  ),
  domainIds: z._default(
    z
      .array(z.pipe(z.string().check(z.trim()), maxLength(50)))
      .check(
        z.maxLength(CONCEPT_FINDER_DOMAINS_MAX, { error: m.tooManyDomains(CONCEPT_FINDER_DOMAINS_MAX) }),
      ),
    [],
  ),
  limit: z._default(
    z
      .int({ error: m.limitInvalid(CONCEPT_FINDER_LIMIT_MAX) })
      .check(
        z.minimum(1, { error: m.limitInvalid(CONCEPT_FINDER_LIMIT_MAX) }),
        z.maximum(CONCEPT_FINDER_LIMIT_MAX, { error: m.limitInvalid(CONCEPT_FINDER_LIMIT_MAX) }),
      ),
    50,
  ),
});
export type ConceptFinderForm = z.input<typeof conceptFinderForm>;
export type ConceptFinderRequest = z.output<typeof conceptFinderForm>;

/**
 * Why a result matched, beside the name that matched: TEXT as typed; SPACING spaces aside; ABBREVIATION
 * an abbreviation's expansion (MI → myocardial infarction); EVERYDAY an everyday word's formal term
 * (심장마비 → 심정지); TRANSLATION a Korean word's English or back; KEYBOARD Korean typed with the keyboard
 * in English mode (ekdsyqud → 당뇨병); CORRECTION a typo read through (당뇨벙 → 당뇨병); PHRASE a phrase's
 * meaning (혈압이 높은 → 고혈압); MODEL the configured model's reading.
 */
export const finderReasonKinds = [
  'TEXT',
  'SPACING',
  'ABBREVIATION',
  'EVERYDAY',
  'TRANSLATION',
  'KEYBOARD',
  'CORRECTION',
  'PHRASE',
  'MODEL',
] as const;
export type FinderReasonKind = (typeof finderReasonKinds)[number];

export const finderMatch = z.object({
  /** The name that matched best, as the vocabulary writes it. */
  name: z.string(),
  language: z.enum(['ko', 'en', 'other']),
  reasons: z.array(z.object({ kind: z.enum(finderReasonKinds), from: z.string(), to: z.string() })),
});
export type FinderMatch = z.infer<typeof finderMatch>;

/** A hospital whose vocabulary has the concept (among the ATLASes the caller may use). */
export const finderHospital = z.object({ atlasId: z.int(), atlasName: z.string(), orgName: z.string() });

export const foundByFinder = z.object({
  concept: vocabularyConcept,
  /** The ranking's score, 0 to about 1: for ordering, shown as a bar, not a probability. */
  score: z.number(),
  match: finderMatch,
  hospitals: z.array(finderHospital),
});
export type FoundByFinder = z.infer<typeof foundByFinder>;

/** LEXICAL: the model-free ranking; MODEL: the configured model expanded the search and reordered the top. */
export const finderMethods = ['LEXICAL', 'MODEL'] as const;
export type FinderMethod = (typeof finderMethods)[number];

export const finderIndexStates = ['READY', 'BUILDING', 'EMPTY'] as const;

/** What the finder's index holds: READY, being built for the first time, or EMPTY (no hospital answered). */
export const finderIndex = z.object({
  state: z.enum(finderIndexStates),
  concepts: count,
  hospitalsRead: count,
  hospitalsFailed: count,
  syncedAt: z.nullable(isoTimestamp),
});
export type FinderIndex = z.infer<typeof finderIndex>;

export const conceptFinderResult = z.object({
  query: z.string(),
  method: z.enum(finderMethods),
  /** Why the configured model did not rank these (slow, down, unusable answer); null otherwise. */
  modelNotice: z.nullable(z.string()),
  index: finderIndex,
  /** Results per domain before the domain filter: what choosing each would leave. */
  domains: z.array(facetCount),
  results: z.array(foundByFinder),
  tookMs: count,
});
export type ConceptFinderResult = z.infer<typeof conceptFinderResult>;

export const finderRecordsForm = z.object({
  conceptIds: z
    .array(z.int({ error: m.conceptIdInvalid }).check(z.positive({ error: m.conceptIdInvalid })))
    .check(
      z.minLength(1, { error: m.conceptIdsRequired }),
      z.maxLength(CONCEPT_FINDER_RECORDS_MAX, { error: m.tooManyConceptIds(CONCEPT_FINDER_RECORDS_MAX) }),
    ),
});
export type FinderRecordsForm = z.input<typeof finderRecordsForm>;

/** One CDM's persons with records of each concept, masked below its minimum, where the caller may see them. */
export const finderRecordsHospital = z.object({
  orgId: z.int(),
  orgName: z.string(),
  cdmId: z.int(),
  cdmName: z.string(),
  state: conceptCountState,
  message: z.nullable(z.string()),
  minCellCount: z.int(),
  counts: z.array(z.object({ conceptId: z.int(), persons: maskedCount })),
});
export type FinderRecordsHospital = z.infer<typeof finderRecordsHospital>;

export const finderRecords = z.object({ hospitals: z.array(finderRecordsHospital) });
export type FinderRecords = z.infer<typeof finderRecords>;
