import { z } from 'zod';
import { KOREAN_LANGUAGE_CONCEPT_ID, koreanNameSql } from '../cdm/korean-names.js';
import { rowObjects, type CdmDatabase } from '../cdm/database.js';

// WebAPI's vocabulary search and concept lookup (VocabularyService: resources/vocabulary/sql/search.sql
// and getConcept.sql), over the site's vocabulary schema. Concepts answer with WebAPI's upper-case keys
// (circe's Concept). A search matches the concept name (case-insensitive substring), the concept code,
// the concept id when the query is a number, and Korean names in concept_synonym (language 4175771).

/** ConceptSearch: every field optional, as WebAPI's Jackson binding is. */
export const conceptSearchSchema = z.looseObject({
  QUERY: z.string().nullish(),
  DOMAIN_ID: z.array(z.string()).nullish(),
  VOCABULARY_ID: z.array(z.string()).nullish(),
  CONCEPT_CLASS_ID: z.array(z.string()).nullish(),
  STANDARD_CONCEPT: z.string().nullish(),
  INVALID_REASON: z.string().nullish(),
});
export type ConceptSearch = z.infer<typeof conceptSearchSchema>;

/** WebAPI's DEFAULT_SEARCH_ROWS. */
const MAX_ROWS = 20_000;

/** A concept's columns as conceptOf reads them (`c` the concept table). */
export const COLUMNS = `c.concept_id, c.concept_name, coalesce(c.standard_concept, 'N') as standard_concept,
  coalesce(c.invalid_reason, 'V') as invalid_reason, c.concept_code, c.concept_class_id, c.domain_id,
  c.vocabulary_id, c.valid_start_date, c.valid_end_date`;

const standardCaption = (value: string | null) =>
  value === 'S' ? 'Standard' : value === 'C' ? 'Classification' : 'Non-Standard';

const dateMs = (value: string | null) => (value ? Date.parse(`${value}T00:00:00Z`) : null);

export function conceptOf(row: Record<string, string | null>) {
  const concept = {
    CONCEPT_ID: Number(row.concept_id),
    CONCEPT_NAME: row.concept_name,
    STANDARD_CONCEPT: row.standard_concept,
    STANDARD_CONCEPT_CAPTION: standardCaption(row.standard_concept ?? null),
    INVALID_REASON: row.invalid_reason,
    INVALID_REASON_CAPTION: row.invalid_reason === 'V' ? 'Valid' : 'Invalid',
    CONCEPT_CODE: row.concept_code,
    DOMAIN_ID: row.domain_id,
    VOCABULARY_ID: row.vocabulary_id,
    CONCEPT_CLASS_ID: row.concept_class_id,
    VALID_START_DATE: dateMs(row.valid_start_date ?? null),
    VALID_END_DATE: dateMs(row.valid_end_date ?? null),
  };
  // CDMNet's extension: a Korean name (concept_synonym, language 4175771) when the query asked for
  // it and the vocabulary has one. A real WebAPI never sends it, and the platform then shows none.
  return row.korean_name ? { ...concept, KOREAN_NAME: row.korean_name } : concept;
}

/** The Korean name of `c`, for the search's KOREAN_NAME. */
const koreanName = (schema: string) => `${koreanNameSql(schema)} as korean_name`;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchConcepts(db: CdmDatabase, schema: string, search: ConceptSearch) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters: string[] = [];
  const query = (search.QUERY ?? '').trim();
  if (query) {
    const pattern = param(likePattern(query));
    const matches = [
      `lower(c.concept_name) like ${pattern}`,
      `lower(c.concept_code) like ${pattern}`,
      `exists (select 1 from ${schema}.concept_synonym s where s.concept_id = c.concept_id
         and s.language_concept_id = ${KOREAN_LANGUAGE_CONCEPT_ID} and lower(s.concept_synonym_name) like ${pattern})`,
    ];
    if (/^\d{1,10}$/.test(query)) matches.push(`c.concept_id = ${param(Number(query))}`);
    filters.push(`(${matches.join(' or ')})`);
  }
  const within = (column: string, values: string[] | null | undefined) => {
    if (values && values.length > 0) filters.push(`${column} = any(${param(values)}::text[])`);
  };
  within('c.domain_id', search.DOMAIN_ID);
  within('c.vocabulary_id', search.VOCABULARY_ID);
  within('c.concept_class_id', search.CONCEPT_CLASS_ID);
  const invalid = search.INVALID_REASON?.trim();
  if (invalid)
    filters.push(invalid === 'V' ? 'c.invalid_reason is null' : `c.invalid_reason = ${param(invalid)}`);
  const standard = search.STANDARD_CONCEPT?.trim();
  if (standard)
    filters.push(standard === 'N' ? 'c.standard_concept is null' : `c.standard_concept = ${param(standard)}`);

  const where = filters.length > 0 ? `where ${filters.join(' and ')}` : '';
  const result = await db.query(
    `select ${COLUMNS}, ${koreanName(schema)} from ${schema}.concept c ${where}
     order by c.concept_name asc limit ${MAX_ROWS}`,
    params,
  );
  return rowObjects(result).map(conceptOf);
}

/**
 * `GET /concept/{id}`: the concept, with CDMNet's extensions KOREAN_NAME and SYNONYMS (every
 * concept_synonym row, any language) so that the platform's concept page shows them without another call.
 */
export async function findConcept(db: CdmDatabase, schema: string, id: number) {
  const result = await db.query(
    `select ${COLUMNS}, ${koreanName(schema)} from ${schema}.concept c where c.concept_id = $1`,
    [id],
  );
  const [row] = rowObjects(result);
  if (!row) return undefined;
  const synonyms = await db.query(
    `select concept_synonym_name, language_concept_id from ${schema}.concept_synonym
     where concept_id = $1 order by language_concept_id, concept_synonym_name`,
    [id],
  );
  return {
    ...conceptOf(row),
    SYNONYMS: rowObjects(synonyms).map((s) => ({
      name: s.concept_synonym_name,
      languageConceptId: Number(s.language_concept_id),
    })),
  };
}

/** `POST /lookup/identifiers`: the concepts among these ids that exist, by id. */
export async function conceptsByIds(db: CdmDatabase, schema: string, ids: number[]) {
  const result = await db.query(
    `select ${COLUMNS} from ${schema}.concept c where c.concept_id = any($1::int[]) order by c.concept_id`,
    [ids],
  );
  return rowObjects(result).map(conceptOf);
}

/** `POST /lookup/sourcecodes`: the concepts (any vocabulary) whose code is one of these. */
export async function conceptsByCodes(db: CdmDatabase, schema: string, codes: string[]) {
  const result = await db.query(
    `select ${COLUMNS} from ${schema}.concept c where c.concept_code = any($1::text[])
     order by c.concept_code, c.vocabulary_id, c.concept_id`,
    [codes],
  );
  return rowObjects(result).map(conceptOf);
}

/**
 * `GET /info`: the vocabulary version as WebAPI reads it, from the `vocabulary` table's 'None' row
 * (null when the table has none).
 */
export async function vocabularyInfo(db: CdmDatabase, schema: string) {
  const result = await db.query(
    `select vocabulary_version from ${schema}.vocabulary where vocabulary_id = 'None'`,
  );
  return { version: result.rows[0]?.[0] ?? null, dialect: 'postgresql' };
}

/**
 * `GET /domains`: the domain table. A CDM shipping an empty one (the Synthea sample) answers the
 * domains its concepts name instead, so that a search form still has its filter.
 */
export async function domains(db: CdmDatabase, schema: string) {
  const result = await db.query(
    `select domain_id, domain_name, domain_concept_id from ${schema}.domain
     union all
     select distinct c.domain_id, c.domain_id, 0 from ${schema}.concept c
     where not exists (select 1 from ${schema}.domain)
     order by 1`,
  );
  return rowObjects(result).map((row) => ({
    DOMAIN_ID: row.domain_id,
    DOMAIN_NAME: row.domain_name,
    DOMAIN_CONCEPT_ID: Number(row.domain_concept_id),
  }));
}

/** `GET /vocabularies`: the vocabulary table. */
export async function vocabularies(db: CdmDatabase, schema: string) {
  const result = await db.query(
    `select vocabulary_id, vocabulary_name, vocabulary_reference, vocabulary_version, vocabulary_concept_id
     from ${schema}.vocabulary order by vocabulary_id`,
  );
  return rowObjects(result).map((row) => ({
    VOCABULARY_ID: row.vocabulary_id,
    VOCABULARY_NAME: row.vocabulary_name,
    VOCABULARY_REFERENCE: row.vocabulary_reference,
    VOCABULARY_VERSION: row.vocabulary_version,
    VOCABULARY_CONCEPT_ID: Number(row.vocabulary_concept_id),
  }));
}

/** At most this many concepts per page of `conceptsAfter`. */
export const CONCEPT_PAGE_MAX = 5000;

/**
 * CDMNet's extension `GET /vocabulary/{key}/cdmnet/concepts?after=&limit=`: the whole vocabulary in
 * concept id order, a page at a time, each concept with every synonym (any language) and its Korean
 * name. The platform builds its concept finder's index from it (a vocabulary is reference data, the
 * same public Athena release at every hospital: no patient's record is in it). `next` is the id to ask
 * after for the following page, null on the last.
 */
export async function conceptsAfter(db: CdmDatabase, schema: string, after: number, limit: number) {
  const result = await db.query(
    `select ${COLUMNS}, ${koreanName(schema)} from ${schema}.concept c where c.concept_id > $1
     order by c.concept_id limit $2`,
    [after, limit],
  );
  const rows = rowObjects(result);
  const ids = rows.map((row) => Number(row.concept_id));
  const synonyms = new Map<number, { name: string; languageConceptId: number }[]>();
  if (ids.length > 0) {
    const found = await db.query(
      `select concept_id, concept_synonym_name, language_concept_id from ${schema}.concept_synonym
       where concept_id = any($1::int[]) order by concept_id, language_concept_id, concept_synonym_name`,
      [ids],
    );
    for (const row of rowObjects(found)) {
      const list = synonyms.get(Number(row.concept_id)) ?? [];
      list.push({ name: row.concept_synonym_name ?? '', languageConceptId: Number(row.language_concept_id) });
      synonyms.set(Number(row.concept_id), list);
    }
  }
  return {
    concepts: rows.map((row) => ({
      ...conceptOf(row),
      SYNONYMS: synonyms.get(Number(row.concept_id)) ?? [],
    })),
    next: rows.length === limit ? (ids.at(-1) ?? null) : null,
  };
}
