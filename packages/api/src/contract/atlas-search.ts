import { z } from 'zod/mini';
import { maxLength } from '@cdmnet/validators';
import { atlasSearchMessages as m } from './atlas-search.ko.js';
import { recordIdSaying } from './ids.js';
import { requiredText } from './text-fields.js';

// The vocabulary search across hospitals' ATLAS WebAPIs and the concept viewer (spec §7 "Atlas" and
// "Concept viewer"). Concepts are WebAPI's (circe's Concept) in our own camel-case words; the server
// translates every hospital's reply, so a real WebAPI and the data node read the same here.

export const ATLAS_SEARCH_QUERY_MAX = 200;
/** More hospitals than any network has ATLASes: a longer list is a client's mistake. */
export const ATLAS_SEARCH_ATLASES_MAX = 20;
/** Filter values per kind; WebAPI's own filter lists are a few dozen at most. */
export const ATLAS_SEARCH_FILTER_VALUES_MAX = 100;
export const ATLAS_SEARCH_PAGE_SIZES = [20, 50, 100] as const;
/** Concept ids or source codes in one concept-viewer call (spec §7 takes them in the path). */
export const CONCEPT_VIEWER_IDS_MAX = 100;
export const SOURCE_CODE_MAX = 50;

const count = z.int().check(z.nonnegative());
/** `YYYY-MM-DD`, or null when the hospital gives none. */
const day = z.nullable(z.string());

/** Standard ('S'), classification ('C') or neither (null: WebAPI's 'N'). */
export const standardConcept = z.nullable(z.enum(['S', 'C']));

/** One concept as a hospital's vocabulary holds it. */
export const vocabularyConcept = z.object({
  conceptId: z.int(),
  name: z.string(),
  /** The Korean synonym (language 4175771) where the WebAPI gives one (our data node's extension). */
  koreanName: z.nullable(z.string()),
  domainId: z.string(),
  vocabularyId: z.string(),
  conceptClassId: z.string(),
  code: z.string(),
  standard: standardConcept,
  /** Null while valid; 'D' (deleted), 'U' (upgraded) otherwise. */
  invalidReason: z.nullable(z.string()),
  validStart: day,
  validEnd: day,
});
export type VocabularyConcept = z.infer<typeof vocabularyConcept>;

/**
 * How one hospital's WebAPI answered. UNCERTAIN: it answered an empty list where WebAPI also answers
 * one for its own errors, and its vocabulary could not be read to tell the two apart.
 */
export const vocabularySourceStates = ['OK', 'UNREACHABLE', 'TIMEOUT', 'FAILED', 'UNCERTAIN'] as const;
export const vocabularySourceState = z.enum(vocabularySourceStates);
export type VocabularySourceState = z.infer<typeof vocabularySourceState>;

/** One hospital's ATLAS in a search or on a concept page. */
export const vocabularySource = z.object({
  atlasId: z.int(),
  atlasName: z.string(),
  orgId: z.int(),
  orgName: z.string(),
  /** The ATLAS UI's address for "ATLAS에서 열기"; '' when the organisation registered none. */
  atlasHref: z.string(),
  state: vocabularySourceState,
  /** Why it is not OK, in Korean; null when OK. */
  message: z.nullable(z.string()),
  vocabularyVersion: z.nullable(z.string()),
  /** Concepts this hospital found (before merging). */
  found: count,
  /** How long the hospital took to answer, or until it was given up on. */
  ms: count,
});
export type VocabularySource = z.infer<typeof vocabularySource>;

const filterValues = z
  .array(z.pipe(z.string().check(z.trim()), maxLength(50)))
  .check(
    z.maxLength(ATLAS_SEARCH_FILTER_VALUES_MAX, { error: m.tooManyValues(ATLAS_SEARCH_FILTER_VALUES_MAX) }),
  );

export const atlasIdList = z
  .array(recordIdSaying(m.atlasInvalid))
  .check(z.maxLength(ATLAS_SEARCH_ATLASES_MAX, { error: m.tooManyAtlases(ATLAS_SEARCH_ATLASES_MAX) }));

export const atlasSearchSortFields = [
  'conceptId',
  'name',
  'domainId',
  'vocabularyId',
  'conceptClassId',
  'code',
  'hospitals',
] as const;
export type AtlasSearchSortField = (typeof atlasSearchSortFields)[number];

export const atlasSearchSort = z.object({
  field: z.enum(atlasSearchSortFields, { error: m.sortInvalid }),
  order: z.enum(['asc', 'desc'], { error: m.sortInvalid }),
});
export type AtlasSearchSort = z.infer<typeof atlasSearchSort>;

/**
 * The search page's body. `atlasIds` empty means every ATLAS the caller may use. Filters pass to each
 * WebAPI as its ConceptSearch (DOMAIN_ID, VOCABULARY_ID, CONCEPT_CLASS_ID, STANDARD_CONCEPT,
 * INVALID_REASON); 'N' is non-standard. The default order is WebAPI's: by name.
 */
export const atlasSearchForm = z.object({
  query: requiredText(ATLAS_SEARCH_QUERY_MAX),
  atlasIds: z._default(atlasIdList, []),
  domainIds: z._default(filterValues, []),
  vocabularyIds: z._default(filterValues, []),
  conceptClassIds: z._default(filterValues, []),
  standard: z._default(z.nullable(z.enum(['S', 'C', 'N'], { error: m.standardInvalid })), null),
  validity: z._default(z.nullable(z.enum(['VALID', 'INVALID'], { error: m.validityInvalid })), null),
  page: z._default(z.int({ error: m.pageInvalid }).check(z.nonnegative({ error: m.pageInvalid })), 0),
  size: z._default(
    z.union(
      ATLAS_SEARCH_PAGE_SIZES.map((size) => z.literal(size)),
      { error: m.sizeInvalid },
    ),
    20,
  ),
  sort: z._default(z.nullable(atlasSearchSort), null),
});
export type AtlasSearchForm = z.input<typeof atlasSearchForm>;
export type AtlasSearchRequest = z.output<typeof atlasSearchForm>;

/** A merged concept: its fields from the first hospital having it (in `atlasIds` order). */
export const foundConcept = z.extend(vocabularyConcept, {
  foundIn: z.array(z.object({ atlasId: z.int(), vocabularyVersion: z.nullable(z.string()) })),
});
export type FoundConcept = z.infer<typeof foundConcept>;

export const facetCount = z.object({ value: z.string(), count });
export type FacetCount = z.infer<typeof facetCount>;

export const atlasSearchResult = z.object({
  sources: z.array(vocabularySource),
  /** Merged concepts in all, over every page. */
  total: count,
  page: count,
  size: z.int(),
  concepts: z.array(foundConcept),
  /** Merged concepts per value, over every page: what narrowing by each would leave. */
  facets: z.object({
    domains: z.array(facetCount),
    vocabularies: z.array(facetCount),
    conceptClasses: z.array(facetCount),
  }),
});
export type AtlasSearchResult = z.infer<typeof atlasSearchResult>;

/** Spec §7's one-ATLAS search: `POST /atlas/{engineId}/{atlasId}/search` body `{query}`. */
export const oneAtlasSearchForm = z.object({ query: requiredText(ATLAS_SEARCH_QUERY_MAX) });
export type OneAtlasSearchForm = z.input<typeof oneAtlasSearchForm>;

/** The filter selects' choices, merged from each WebAPI's /domains and /vocabularies. */
export const vocabularyFilters = z.object({
  domains: z.array(z.string()),
  vocabularies: z.array(z.object({ id: z.string(), name: z.string(), version: z.nullable(z.string()) })),
});
export type VocabularyFilters = z.infer<typeof vocabularyFilters>;

/** Comma-separated parts, trimmed, empty ones and repeats dropped; typed to feed an id or text rule. */
const commaList = z.transform((text: string): (string | number)[] => [
  ...new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
]);

/** `?atlasIds=1,2` as a list of ids; absent or empty means every accessible ATLAS. */
export const atlasIdsQuery = z.object({
  atlasIds: z._default(z.pipe(z.string(), z.pipe(commaList, atlasIdList)), []),
});

// ── Concept page ────────────────────────────────────────────────────────────────────────────────

export const synonymLanguages = ['ko', 'en', 'other'] as const;
export const conceptSynonym = z.object({ name: z.string(), language: z.enum(synonymLanguages) });
export type ConceptSynonym = z.infer<typeof conceptSynonym>;

export const conceptAtDistance = z.object({ concept: vocabularyConcept, distance: count });
export type ConceptAtDistance = z.infer<typeof conceptAtDistance>;

export const conceptCountStates = ['OK', 'NOT_ALLOWED', 'UNREACHABLE', 'FAILED', 'NO_ATLAS'] as const;
export const conceptCountState = z.enum(conceptCountStates);
export type ConceptCountState = z.infer<typeof conceptCountState>;

/** A person count that left the hospital, or null with `hidden` when it was below its minimum. */
export const maskedCount = z.object({ value: z.nullable(count), hidden: z.boolean() });
export type MaskedCount = z.infer<typeof maskedCount>;

/** Persons with records of the concept in one CDM (its engine's WebAPI's conceptRecordCount). */
export const conceptCount = z.object({
  orgId: z.int(),
  orgName: z.string(),
  cdmId: z.int(),
  cdmName: z.string(),
  state: conceptCountState,
  message: z.nullable(z.string()),
  minCellCount: z.int(),
  persons: maskedCount,
  personsWithDescendants: maskedCount,
});
export type ConceptCount = z.infer<typeof conceptCount>;

export const conceptPage = z.object({
  /** Null when no hospital asked has it. */
  concept: z.nullable(vocabularyConcept),
  synonyms: z.array(conceptSynonym),
  sources: z.array(z.extend(vocabularySource, { present: z.boolean() })),
  ancestors: z.array(conceptAtDistance),
  descendants: z.array(conceptAtDistance),
  mapsTo: z.array(vocabularyConcept),
  mappedFrom: z.array(vocabularyConcept),
  counts: z.array(conceptCount),
});
export type ConceptPage = z.infer<typeof conceptPage>;

export const conceptIdParam = recordIdSaying(m.conceptIdInvalid);

// ── Spec §7 concept viewer (per CDM) ───────────────────────────────────────────────────────────

/** `ids` of the path: comma-separated concept ids, 1 to 100, repeats dropped. */
export const conceptIdListParam = z.pipe(
  z.string(),
  z.pipe(
    commaList,
    z
      .array(conceptIdParam)
      .check(
        z.minLength(1, { error: m.conceptIdsRequired }),
        z.maxLength(CONCEPT_VIEWER_IDS_MAX, { error: m.tooManyIds(CONCEPT_VIEWER_IDS_MAX) }),
      ),
  ),
);

/** `codes` of the path: comma-separated source codes, 1 to 100, each at most 50 characters. */
export const sourceCodeListParam = z.pipe(
  z.string(),
  z.pipe(
    commaList,
    z
      .array(maxLength(SOURCE_CODE_MAX))
      .check(
        z.minLength(1, { error: m.sourceCodesRequired }),
        z.maxLength(CONCEPT_VIEWER_IDS_MAX, { error: m.tooManyCodes(CONCEPT_VIEWER_IDS_MAX) }),
      ),
  ),
);

/** A concept with its person counts in the CDM (hidden below the organisation's minimum). */
export const countedConcept = z.extend(vocabularyConcept, {
  persons: maskedCount,
  personsWithDescendants: maskedCount,
});
export type CountedConcept = z.infer<typeof countedConcept>;

export const cdmConcepts = z.object({
  cdmId: z.int(),
  cdmName: z.string(),
  orgName: z.string(),
  /** The ids that exist in the CDM's vocabulary, in the order asked; missing ones are left out. */
  concepts: z.array(countedConcept),
});
export type CdmConcepts = z.infer<typeof cdmConcepts>;

export const localCodes = z.object({
  codes: z.array(
    z.object({
      sourceCode: z.string(),
      /** The vocabulary's concepts with this code (in the domain asked, unless it is 'All'). */
      sourceConcepts: z.array(vocabularyConcept),
      /** Where they map ("Maps to"): the standard concepts to use in a design. */
      standard: z.array(vocabularyConcept),
    }),
  ),
});
export type LocalCodes = z.infer<typeof localCodes>;
