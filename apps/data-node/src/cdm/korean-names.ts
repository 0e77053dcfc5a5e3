import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Korean names for the demo vocabularies, written by us (data/korean-names/README.md), as OMOP's
 * `concept_synonym` rows with language_concept_id 4175771 (Korean): the way a hospital's vocabulary
 * carries them (OHDSI's KCD7 keeps its Korean names so). The samples have none of their own.
 */
export const KOREAN_LANGUAGE_CONCEPT_ID = 4175771;

// src/cdm and dist/cdm sit at the same depth, so this holds for sources and builds alike.
const NAMES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/korean-names');

export interface KoreanNamesFile {
  name: string;
  /** The CSV text, header `concept_id,concept_synonym_name,language_concept_id` first. */
  csv: Buffer;
}

/** Every Korean names file, in name order. */
export function readKoreanNames(): KoreanNamesFile[] {
  return readdirSync(NAMES_DIR)
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .map((file) => ({ name: file, csv: readFileSync(path.join(NAMES_DIR, file)) }));
}

/**
 * SQL choosing a concept's Korean name among its Korean synonyms (`c` the concept table): the longest,
 * because our files write the formal, complete term first and the everyday words are shorter; among
 * equally long ones, the row stored first (the loader writes our files' rows in their order, formal first).
 */
export const koreanNameSql = (schema: string) =>
  `(select s.concept_synonym_name from ${schema}.concept_synonym s where s.concept_id = c.concept_id
    and s.language_concept_id = ${KOREAN_LANGUAGE_CONCEPT_ID}
    order by char_length(s.concept_synonym_name) desc, s.ctid limit 1)`;
